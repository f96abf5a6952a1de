import type { AppRoot } from '../services.js';

/**
 * What every operator command receives: the composition root (src/services.ts), so the command line calls the same
 * services as the console (design.md "Operators": no second code path).
 */
export interface AdminContext {
  root: AppRoot;
  /** Who runs the command (the caller's login name, carried over the operator socket): audited as `cli:<user>`. */
  user?: string | undefined;
}

/** A command line that does not parse: the command line prints usage. */
export class UsageError extends Error {
  /** The contract code of a service's refusal (insufficient_balance...), when a service refused. */
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
