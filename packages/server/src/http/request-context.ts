import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Actor } from '../domain/actor.js';
import type { Brand } from '../domain/brand.js';
import { DomainError } from '../lib/errors.js';
import type { HttpFacts } from '../lib/route-handler.js';
import { normalizeIp } from '../modules/brands/site-state.js';
import { authenticate, loginToken } from './authenticate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller: set when the request starts, with the member once the route's auth check found one. */
    actor: Actor;
  }
}

/** The User-Agent as the sessions table keeps it: printable, at most 300 characters, or null. */
function userAgentOf(request: FastifyRequest): string | null {
  const raw = request.headers['user-agent'];
  if (typeof raw !== 'string') return null;
  // Printable characters only: no control characters reach the table or a screen.
  const clean = Array.from(raw)
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim()
    .slice(0, 300);
  return clean === '' ? null : clean;
}

function hostOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase();
}

/**
 * The brand (merchant) of a request: the `Merchant` header names it by code, otherwise the host is looked
 * up in the domain routes (design.md "The contract"). An unknown host is spec 8 'Invalid URL'.
 */
export async function resolveActor(deps: AppDeps, request: FastifyRequest): Promise<Actor> {
  const ip = normalizeIp(request.ip);
  const countryHeader = deps.config.geoCountryHeader;
  const countryRaw = countryHeader && deps.config.trustProxy !== false ? request.headers[countryHeader] : undefined;
  const country = typeof countryRaw === 'string' && /^[A-Za-z]{2}$/.test(countryRaw) ? countryRaw.toUpperCase() : null;
  const visitor = { ip, country, userAgent: userAgentOf(request) };

  const byHost = await deps.brands.byDomain(hostOf(request));
  const merchant = request.headers.merchant;
  if (typeof merchant === 'string' && merchant !== '') {
    if (byHost && byHost.brand.code === merchant) {
      return { brand: byHost.brand, siteType: byHost.route.siteType, visitor };
    }
    const brand = await deps.brands.byCode(merchant);
    if (!brand) throw new DomainError('invalid_url');
    return { brand, siteType: 'member', visitor };
  }
  if (!byHost) throw new DomainError('invalid_url');
  return { brand: byHost.brand, siteType: byHost.route.siteType, visitor };
}

/** A cookie of the request's `Cookie` header, or null. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/**
 * Where the brand's links and callbacks point (e-mailed reset and binding links, a gateway's pay page and callback):
 * the origin the visitor called only when its host is one of this brand's domain routes, otherwise the brand's main
 * domain over HTTPS. The Host header is the caller's word, and a `Merchant` header names the brand whatever the
 * host: a link built from it unchecked would carry a real token to any site. The origin is rebuilt from the parsed
 * host name and port, never copied from the header (`localhost:80@evil.example` names evil.example).
 */
export async function linkOrigin(deps: Pick<AppDeps, 'brands'>, brand: Brand, request: FastifyRequest) {
  const routed = await deps.brands.byDomain(hostOf(request));
  if (routed?.brand.id !== brand.id) return `https://${brand.mainDomain}`;
  const port = request.port;
  const suffix = port !== null && port > 0 && port <= 65535 ? `:${port}` : '';
  return `${request.protocol}://${routed.route.domain}${suffix}`;
}

/** The HTTP facts a handler may need (lib/route-handler.ts), read from and written to this exchange. */
export async function httpFacts(
  deps: Pick<AppDeps, 'sessions' | 'members' | 'clock' | 'config' | 'brands'>,
  brand: Brand,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<HttpFacts> {
  return {
    origin: await linkOrigin(deps, brand, request),
    // request.protocol is https when the connection is, or when a trusted proxy says so (X-Forwarded-Proto).
    secure: request.protocol === 'https',
    cookie: (name) => cookieOf(request, name),
    setCookie: (header) => {
      reply.header('set-cookie', header);
    },
    login: async () => {
      const token = loginToken(request);
      return token ? authenticate(deps, brand, { kind: 'bearer', token }) : null;
    },
  };
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('actor', null as unknown as Actor);
}
