/**
 * The constraint a unique violation (SQLSTATE 23505) names, or null for any other error. Drizzle wraps the
 * driver's error (DrizzleQueryError, whose own message holds the query and its parameters), so the cause chain
 * is searched.
 */
export function uniqueViolation(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
