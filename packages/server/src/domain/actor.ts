import type { Brand } from './brand.js';
import type { GameSession, Member } from './member.js';

/**
 * Who calls, as services see it (design.md "Layering": services take a plain actor, never a request). The HTTP
 * layer (src/http) builds it from the request; a job or a test builds it by hand.
 */
export interface Actor {
  brand: Brand;
  /** Which site of the brand was called: the member site or the agent site. */
  siteType: 'member' | 'agent';
  visitor: Visitor;
}

export interface Visitor {
  ip: string;
  /** ISO country code from the trusted proxy's header, when there is one. */
  country: string | null;
  /** The browser's User-Agent (trimmed to 300 characters): the device a login history shows. */
  userAgent?: string | null;
}

/** A logged-in member (token routes): the member and the login session the bearer token names. */
export interface MemberActor extends Actor {
  member: Member;
  sessionId: number;
}

/** The in-house vendor's own calls (game routes): the member of the launch session. */
export interface GameActor extends Actor {
  member: Member;
  gameSession: GameSession;
}

/** The actor's member, or null for a visitor (a public route's caller). */
export function memberOrNull(actor: Actor): Member | null {
  return 'member' in actor ? (actor as MemberActor | GameActor).member : null;
}
