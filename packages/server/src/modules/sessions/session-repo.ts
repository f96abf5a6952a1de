import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameSessions, members, sessions } from '../../db/schema.js';
import { sessionLive } from '../../db/session-live.js';
import type { GameSession, Member } from '../../domain/member.js';

/** Only the SHA-256 of a token is stored, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when `value` has the shape of a `newToken()`: 43 base64url characters. */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * NOTIFYed at commit with `{ memberIds }` when logins of those members end (revoked: the trigger of migration 0032,
 * so every way a session ends says so), for the /ws sockets opened with them.
 */
export const SESSION_END_CHANNEL = 'wl_session_end';

/**
 * How stale a login's `last_seen_at` may get before a call writes it again. The idle timeout counts from it, so a
 * login may idle out up to this much early; in exchange a member's calls do not each write their session row.
 */
export const SESSION_TOUCH_MS = 15_000;

/** Whether a call at `now` writes the login's `last_seen_at` (`SESSION_TOUCH_MS`). */
export const sessionTouchDue = (lastSeenAt: Date | null, now: Date) =>
  lastSeenAt === null || now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_MS;

export function createSessionRepo(db: Db) {
  return {
    /** A new 256-bit token for every login; only its hash is kept. */
    async create(
      memberId: number,
      now: Date,
      ttlMs: number,
      opts: { loginType?: string; mustChangePassword?: boolean; ip?: string | null; userAgent?: string | null } = {},
      tx: Db = db,
    ): Promise<string> {
      const token = newToken();
      await tx.insert(sessions).values({
        memberId,
        tokenHash: hashToken(token),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
        loginType: opts.loginType ?? 'username',
        mustChangePassword: opts.mustChangePassword ?? false,
        ip: opts.ip ?? null,
        userAgent: opts.userAgent ?? null,
      });
      return token;
    },
    /** The member behind a live token (sessionLive). */
    async findActive(
      token: string,
      now: Date,
      idleMs: number,
    ): Promise<{
      sessionId: number;
      member: Member;
      mustChangePassword: boolean;
      loginType: string;
      lastSeenAt: Date;
    } | null> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          member: members,
          mustChangePassword: sessions.mustChangePassword,
          loginType: sessions.loginType,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), sessionLive(now, idleMs)))
        .limit(1);
      return row ?? null;
    },
    /**
     * The live launch session behind a game token, or null. It lives only while the login it was launched from does:
     * logging out, or that login expiring or idling out, ends the member's games too.
     */
    async findGameSession(token: string, now: Date, idleMs: number): Promise<GameSession | null> {
      const [row] = await db
        .select({ session: gameSessions })
        .from(gameSessions)
        .innerJoin(sessions, eq(sessions.id, gameSessions.sessionId))
        .where(
          and(eq(gameSessions.tokenHash, hashToken(token)), gt(gameSessions.expiresAt, now), sessionLive(now, idleMs)),
        );
      return row?.session ?? null;
    },
    /** Which of `ids` are live logins (sessionLive). */
    async liveIds(ids: number[], now: Date, idleMs: number): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), sessionLive(now, idleMs)));
      return new Set(rows.map((r) => r.id));
    },
    async touch(sessionId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },
    async revoke(sessionId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },
    /** Whether the member ever logged in from this IP (any session, live or ended). */
    async loggedInFrom(memberId: number, ip: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), eq(sessions.ip, ip)))
        .limit(1);
      return row !== undefined;
    },
    async clearMustChange(sessionId: number, tx: Db = db): Promise<void> {
      await tx.update(sessions).set({ mustChangePassword: false }).where(eq(sessions.id, sessionId));
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
