import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../lib/errors.js';
import type { Brand } from '../modules/brands/brand-repo.js';
import { normalizeIp } from '../modules/brands/site-state.js';
import type { GameSession, Member } from '../modules/sessions/session-repo.js';

export interface RequestContext {
  brand: Brand;
  siteType: 'member' | 'agent';
  visitor: { ip: string; country: string | null };
  /** Set by the auth hook on token routes. */
  member: Member | null;
  sessionId: number | null;
  /** Set by the game-session check on in-house vendor routes. */
  gameSession: GameSession | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

function hostOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase();
}

/**
 * The brand (merchant) of a request: the `Merchant` header names it by code, otherwise the host is looked
 * up in the domain routes (design.md "The contract"). An unknown host is spec 8 'Invalid URL'.
 */
export async function resolveContext(deps: AppDeps, request: FastifyRequest): Promise<RequestContext> {
  const ip = normalizeIp(request.ip);
  const countryHeader = deps.config.geoCountryHeader;
  const countryRaw = countryHeader && deps.config.trustProxy !== false ? request.headers[countryHeader] : undefined;
  const country = typeof countryRaw === 'string' && /^[A-Za-z]{2}$/.test(countryRaw) ? countryRaw.toUpperCase() : null;
  const visitor = { ip, country };

  const byHost = await deps.brands.byDomain(hostOf(request));
  const merchant = request.headers.merchant;
  if (typeof merchant === 'string' && merchant !== '') {
    if (byHost && byHost.brand.code === merchant) {
      return {
        brand: byHost.brand,
        siteType: byHost.route.siteType,
        visitor,
        member: null,
        sessionId: null,
        gameSession: null,
      };
    }
    const brand = await deps.brands.byCode(merchant);
    if (!brand) throw new DomainError('invalid_url');
    return { brand, siteType: 'member', visitor, member: null, sessionId: null, gameSession: null };
  }
  if (!byHost) throw new DomainError('invalid_url');
  return {
    brand: byHost.brand,
    siteType: byHost.route.siteType,
    visitor,
    member: null,
    sessionId: null,
    gameSession: null,
  };
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
}
