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

/** SQLSTATE classes and codes that mean the database, not the request, failed: the call may be tried again. */
const UNAVAILABLE_STATES = /^(08|57P0[123]|53300|40001|40P01)/;
/** Driver and socket failures that carry no SQLSTATE (node-postgres, Node's net module). */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * True when an error says the database was unreachable, dropped the connection, shut down, refused for lack of
 * connections, or aborted the transaction for a serialization failure or deadlock. The caller's transaction did
 * not commit (or its outcome is unknown to this instance); the client is told to try again (503), never shown 500.
 */
export function databaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = cause;
  }
  return false;
}
