import { okEnvelope } from '@wl/contract/envelope';
import { unstorablePath } from '@wl/contract/inputs';
import type { RouteDef } from '@wl/contract/route-def';
import { ROUTE_LIST, type RouteName } from '@wl/contract/routes';
import { empty, isOpenSchema } from '@wl/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import type { GameActor, MemberActor } from '../domain/actor.js';
import { isTrial } from '../domain/roles.js';
import { DomainError } from '../lib/errors.js';
import type { Handler, Handlers } from '../lib/route-handler.js';
import { siteState } from '../modules/brands/site-state.js';
import { sessionTouchDue } from '../modules/sessions/session-repo.js';
import { authenticate, loginToken } from './authenticate.js';
import { tierConfig } from './rate-limit.js';
import { httpFacts, resolveActor } from './request-context.js';
import { compileSerializer } from './response-serializer.js';

/** Calls that still answer while the brand is in maintenance or the visitor is region restricted (spec 4). */
const ALWAYS_OPEN: ReadonlySet<RouteName> = new Set(['status', 'domainRoute', 'whitelabel']);

/** What a session that must change its password may still do. */
const PASSWORD_CHANGE_OPEN: ReadonlySet<RouteName> = new Set(['changePassword', 'memberInfo', 'memberIcon', 'logout']);

/** Fastify's own Zod JSON-schema tooling needs ZodObject for querystrings and bodies. */
function asObject(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject ? schema : z.object({}).passthrough();
}

/**
 * The shared input rules' last guard (contract inputs.ts): whatever a route's schema let through, no parsed
 * parameter, query or body reaches a handler with text PostgreSQL cannot store. A root hook, so the routes
 * outside the route table (the vendors' seamless wallet) are guarded too.
 */
function registerStorableInput(app: FastifyInstance) {
  // A callback hook: it runs on every request, and needs no promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const where =
      unstorablePath(request.params, 'params') ??
      unstorablePath(request.query, 'query') ??
      unstorablePath(request.body, 'body');
    done(
      where
        ? new DomainError('invalid_input', { details: [{ path: where, message: 'invalid_characters' }] })
        : undefined,
    );
  });
}

/**
 * Registers every call of the contract route table (design.md: "The server registers routes from it").
 * Per route: brand and site state on request, then the token check for token routes before anything is parsed
 * (so an anonymous caller learns nothing from validation errors), then decryption of E payloads, then the
 * contract schema, then the handler. A call whose feature is not built yet answers 501 not_available.
 * Answers are written by a serializer compiled from the response schema. A route that has a handler must say
 * what it answers: one whose response is open (`z.unknown()`) stops the server from starting.
 */
export function registerContractRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  handlers: Handlers,
  routes: ReadonlyArray<RouteDef & { name: RouteName }> = ROUTE_LIST,
) {
  registerStorableInput(app);
  const decrypt = decryptPayload(deps);
  for (const def of routes) {
    const name = def.name;
    const handler = handlers[name] as Handler<RouteName> | undefined;
    if (handler && isOpenSchema(def.response)) {
      throw new Error(`route ${name} has a handler but its contract response is open (z.unknown): give it a schema`);
    }
    const envelope = okEnvelope(def.response as z.ZodType);
    const inQuery = def.method === 'GET' || def.method === 'DELETE';
    const payload = asObject(def.request as RouteDef['request']);
    app.route({
      method: def.method,
      url: def.path,
      config: { rateLimit: tierConfig(def.tier) },
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      schema: {
        summary: def.summary,
        tags: [def.area],
        description: [
          def.auth === 'token'
            ? 'Needs `Authorization: Bearer <token>` (or the bare token).'
            : def.auth === 'game'
              ? 'Needs the launch session in `X-Game-Session`.'
              : 'Public.',
          def.encrypted ? 'Encrypted: send `{ "value": "<compact JWE of this payload>" }`.' : '',
          handler ? '' : 'Not available yet: answers 501 not_available.',
        ]
          .filter(Boolean)
          .join(' '),
        ...(def.auth === 'token' ? { security: [{ bearer: [] }] } : {}),
        // A call that takes nothing has nothing to validate (its handler reads no input).
        ...(def.request === empty ? {} : inQuery ? { querystring: payload } : { body: payload }),
        response: { 200: envelope },
      },
      serializerCompiler: () => compileSerializer(envelope, deps.config.checkResponses),
      onRequest: async (request) => {
        const actor = await resolveActor(deps, request);
        request.actor = actor;
        if (!ALWAYS_OPEN.has(name)) {
          const state = siteState(actor.brand, actor.visitor, deps.clock.now());
          if (state.maintenance) throw new DomainError('maintenance');
          if (state.regionRestriction) throw new DomainError('region_blocked');
        }
        if (def.auth === 'game') {
          const token = request.headers['x-game-session'];
          const found =
            typeof token === 'string' ? await authenticate(deps, actor.brand, { kind: 'game', token }) : null;
          if (!found?.gameSession) throw new DomainError('game_session_invalid');
          const gameActor: GameActor = { ...actor, member: found.member, gameSession: found.gameSession };
          request.actor = gameActor;
        }
        if (def.auth === 'token') {
          const token = loginToken(request);
          const found = token ? await authenticate(deps, actor.brand, { kind: 'bearer', token }) : null;
          if (!found?.sessionId) throw new DomainError('not_logged_in');
          const memberActor: MemberActor = { ...actor, member: found.member, sessionId: found.sessionId };
          request.actor = memberActor;
          const now = deps.clock.now();
          if (sessionTouchDue(found.lastSeenAt, now)) await deps.sessions.touch(found.sessionId, now);
          // Spec 6: trial members may look around, not act as members or agents.
          if (!def.trial && isTrial(actor.brand, found.member.type)) throw new DomainError('in_need_true_account');
          // Spec 4: a default or expired password is changed before anything else.
          if (found.mustChangePassword && !PASSWORD_CHANGE_OPEN.has(name)) {
            throw new DomainError('password_change_required');
          }
        }
      },
      ...(def.encrypted ? { preValidation: decrypt } : {}),
      handler: async (request, reply) => {
        if (!handler) throw new DomainError('not_available');
        const input = (inQuery ? request.query : request.body) as never;
        const actor = request.actor as never;
        const value = await handler({ input, actor, http: await httpFacts(deps, request.actor.brand, request, reply) });
        return { success: true, value };
      },
    });
  }
}

/** Spec 7 "E": the body is `{ value: <compact JWE> }`; the route's schema then checks what it decrypts to. */
function decryptPayload(deps: AppDeps) {
  return async (request: FastifyRequest) => {
    const body = request.body as { value?: unknown } | undefined;
    if (!body || typeof body !== 'object' || typeof body.value !== 'string' || Object.keys(body).length !== 1) {
      throw new DomainError('encryption_required');
    }
    request.body = await deps.keys.decrypt(body.value);
  };
}
