import { and, gt, isNull, type SQL } from 'drizzle-orm';
import { sessions } from './schema.js';

/**
 * A login that still counts: not revoked, not past its absolute expiry, not idle too long. Shared by the sessions
 * module (a token's member) and the member centre's login history (which of them are live), so both agree.
 */
export function sessionLive(now: Date, idleMs: number): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
  ) as SQL;
}
