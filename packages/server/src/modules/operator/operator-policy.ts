/** The operator login rules (design.md "Operators"), in one place. */
export const OPERATOR_POLICY = {
  /** A console session ends after this long unused... */
  idleMs: 30 * 60_000,
  /** ...and this long after login, whatever happens. */
  absoluteMs: 12 * 3_600_000,
  /** The password step's challenge lives this long and is used once. */
  challengeMs: 5 * 60_000,
  /** Failures in a row (password or code) that lock the account, and for how long. */
  lockAfter: 5,
  lockMs: 15 * 60_000,
  recoveryCodes: 10,
  /** The issuer authenticator apps show beside the account. */
  issuer: 'WL Console',
} as const;
