import type { z } from 'zod';
import { anything, empty } from './schemas.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Rate-limit tiers. The server sets the numbers per tier (packages/server/src/http/rate-limit.ts):
 * `read` public and member reads, `auth` logins, registrations and password calls, `sms` calls that send
 * a message, `write` member actions that change data.
 */
export type RateTier = 'read' | 'auth' | 'sms' | 'write';

export type RouteArea = 'account' | 'wallet' | 'home' | 'games' | 'lottery' | 'points' | 'live' | 'agent' | 'promotion';

export interface RouteDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  /**
   * 'token' routes need `Authorization: Bearer <token>` (spec 7 "T"); 'game' routes are the in-house vendor's
   * own calls, authorised by the launch session in `X-Game-Session`; the rest are public.
   */
  auth: 'public' | 'token' | 'game';
  /** Spec 7 "E": the body is `{ value: <compact JWE> }` of the JSON payload described by `request`. */
  encrypted: boolean;
  tier: RateTier;
  area: RouteArea;
  summary: string;
  /** The payload: the query string for GET and DELETE, the body otherwise. */
  request: Req;
  /** The envelope's value on success. */
  response: Res;
  /**
   * Token routes that trial (free-play) members may call too. Every other token route answers them 403
   * in_need_true_account (spec 6: trial users cannot launch real games nor use member or agent actions).
   */
  trial?: true;
  /** A larger body than the server's default 1 MB (uploads). */
  bodyLimit?: number;
  /** 'form' = application/x-www-form-urlencoded body (spec 7 forgot password). */
  bodyType?: 'json' | 'form';
  /**
   * Not in spec section 7 (the spec says the path is "not shown"); we chose the path. The contract test lists
   * these apart from the spec's own paths.
   */
  addedPath?: true;
}

/** Keeps the route's `auth` literal in its type, so the server types each handler's caller by it. */
export function route<Req extends z.ZodType, Res extends z.ZodType, Auth extends RouteDef['auth']>(
  def: RouteDef<Req, Res> & { auth: Auth },
): RouteDef<Req, Res> & { auth: Auth } {
  return def;
}

/** A GET call of one area (the shape most of spec 7's read calls share). */
export function readRoute<
  Auth extends 'public' | 'token',
  Req extends z.ZodType = typeof empty,
  Res extends z.ZodType = typeof anything,
>(
  area: RouteArea,
  path: string,
  summary: string,
  auth: Auth,
  request: Req = empty as never,
  response: Res = anything as never,
): RouteDef<Req, Res> & { auth: Auth } {
  return route({ method: 'GET', path, auth, encrypted: false, tier: 'read', area, summary, request, response });
}

/** A member action relayed by spec 7's `/wps/relay/...` paths whose answer is not specified yet. */
export function relayAction(path: string, summary: string, area: RouteArea, request: z.ZodType = anything) {
  return route({
    method: 'POST',
    path,
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area,
    summary,
    request,
    response: anything,
  });
}
