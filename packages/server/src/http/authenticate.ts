import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Brand } from '../domain/brand.js';
import type { GameSession, Member } from '../domain/member.js';
import { isTokenShaped } from '../modules/sessions/session-repo.js';

/** What a caller proves: a login token (`Authorization: Bearer`, or `?token=` on a socket) or a game launch token. */
export type Credential = { kind: 'bearer'; token: string } | { kind: 'game'; token: string };

export interface Authenticated {
  member: Member;
  /** The login session: of the bearer token, or the one the game was launched from. */
  sessionId: number | null;
  mustChangePassword: boolean;
  /** Set for a game credential. */
  gameSession: GameSession | null;
  /** When the bearer login was last seen (null for a game credential): `sessionTouchDue`. */
  lastSeenAt: Date | null;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * A member's login token: `Authorization: Bearer <token>`, or the bare token as the TCG clients send it (docs/api.md
 * "Real clients of the API"), read only when it has a login token's shape, so no other scheme's value (`Basic ...`) is
 * taken for one.
 */
export function loginToken(request: FastifyRequest): string | null {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const bare = (request.headers.authorization ?? '').trim();
  return isTokenShaped(bare) ? bare : null;
}

/**
 * The one place a credential becomes a member (design.md "Layering": one `authenticate()`), used by the contract
 * routes, the `/ws` socket and the chat launch. A live session of another brand is as good as none: null. What a caller
 * may then do (trial members, a password that must change) is the caller's rule, not this one's.
 */
export async function authenticate(
  deps: Pick<AppDeps, 'sessions' | 'members' | 'clock' | 'config'>,
  brand: Brand,
  credential: Credential,
): Promise<Authenticated | null> {
  if (credential.token === '') return null;
  const now = deps.clock.now();
  const idleMs = deps.config.sessionIdleMs;
  if (credential.kind === 'game') {
    const gameSession = await deps.sessions.findGameSession(credential.token, now, idleMs);
    const member = gameSession?.memberId ? await deps.members.byId(gameSession.memberId) : null;
    if (!gameSession || !member || member.brandId !== brand.id) return null;
    return { member, sessionId: gameSession.sessionId, mustChangePassword: false, gameSession, lastSeenAt: null };
  }
  const found = await deps.sessions.findActive(credential.token, now, idleMs);
  if (!found || found.member.brandId !== brand.id) return null;
  return {
    member: found.member,
    sessionId: found.sessionId,
    mustChangePassword: found.mustChangePassword,
    gameSession: null,
    lastSeenAt: found.lastSeenAt,
  };
}
