import type { Db } from '../db/client.js';
import type { BrandRepo } from '../modules/brands/brand-repo.js';

/** What every operator command receives: the brands, the database and the time. */
export interface AdminContext {
  brands: BrandRepo;
  db: Db;
  now: () => Date;
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
