import { ERRORS, type ErrorCode } from '@wl/contract/error-codes';

/**
 * A domain error carries a contract code; the one error handler turns it into the envelope
 * (conventions.md "Server"). `message` defaults to the contract's English text.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: { path: string; message: string }[] | undefined;
  readonly value: unknown;

  constructor(
    code: ErrorCode,
    options: { message?: string; details?: { path: string; message: string }[]; value?: unknown } = {},
  ) {
    super(options.message ?? ERRORS[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.value = options.value;
  }
}
