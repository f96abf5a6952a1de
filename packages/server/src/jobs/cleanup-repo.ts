import { and, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  captchas,
  chatTickets,
  gameSessions,
  loginFailures,
  passwordResets,
  sessions,
  verificationCodes,
} from '../db/schema.js';
import { operatorChallenges, operatorSessions } from '../db/schema-operators.js';
import { DAY_MS } from '../lib/clock.js';

/** Rows per statement: a long outage's backlog goes in short statements that never hold many locks at once. */
const BATCH = 5000;

async function deleteWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      with gone as (
        delete from ${table} where ctid in (select ctid from ${table} where ${where} limit ${BATCH}) returning 1
      ) select count(*)::int as n from gone`);
    const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

/** Member sessions are kept past the dashboard's 30-day window (dashboard-repo.ts reads logins from them). */
const SESSION_KEEP_MS = 35 * DAY_MS;

/**
 * Rows that no rule reads any more, each kept a little past the last moment one could (the rule that reads it):
 * - sessions: 35 days after expiry or logout, so the dashboard's 30 days of active members, the security centre's
 *   login history and the new-device check still see them (session-repo findActive stops accepting them at once);
 * - captchas, chat tickets, game launch sessions: once expired (nothing accepts them after);
 * - SMS codes: two days after they were sent, since the brand's daily quota counts them per UTC day (sms-service);
 * - password reset tokens: a day after expiry;
 * - login failures: a day after the last one (login-guard forgets them after an hour);
 * - operator login challenges: a day after expiry (they live 5 minutes); operator sessions: a week after their
 *   absolute expiry or logout, like members' (the operator's login attempts stay: they are the login history).
 * Game launch sessions go before login sessions, in case a launch session ever points at its login session.
 */
export async function deleteExpiredRows(db: Db, now: Date): Promise<Record<string, number>> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    captchas: await deleteWhere(db, captchas, lt(captchas.expiresAt, now)),
    chatTickets: await deleteWhere(db, chatTickets, lt(chatTickets.expiresAt, now)),
    gameSessions: await deleteWhere(db, gameSessions, lt(gameSessions.expiresAt, now)),
    sessions: await deleteWhere(
      db,
      sessions,
      or(lt(sessions.expiresAt, ago(SESSION_KEEP_MS)), lt(sessions.revokedAt, ago(SESSION_KEEP_MS))),
    ),
    verificationCodes: await deleteWhere(
      db,
      verificationCodes,
      and(lt(verificationCodes.createdAt, ago(2 * DAY_MS)), lt(verificationCodes.expiresAt, now)),
    ),
    passwordResets: await deleteWhere(db, passwordResets, lt(passwordResets.expiresAt, ago(DAY_MS))),
    loginFailures: await deleteWhere(db, loginFailures, lt(loginFailures.lastFailedAt, ago(DAY_MS))),
    operatorChallenges: await deleteWhere(db, operatorChallenges, lt(operatorChallenges.expiresAt, ago(DAY_MS))),
    operatorSessions: await deleteWhere(
      db,
      operatorSessions,
      or(lt(operatorSessions.expiresAt, ago(7 * DAY_MS)), lt(operatorSessions.revokedAt, ago(7 * DAY_MS))),
    ),
  };
}
