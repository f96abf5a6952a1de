import type { RouteName, Routes } from '@wl/contract/routes';
import type { z } from 'zod';
import type { Actor, GameActor, MemberActor } from '../domain/actor.js';
import type { Member } from '../domain/member.js';

/** The caller a route's auth guarantees: a member on token routes, a launch session on game routes. */
export type ActorFor<Auth> = Auth extends 'token' ? MemberActor : Auth extends 'game' ? GameActor : Actor;

/**
 * The few facts of the HTTP exchange a handler needs, as plain values: src/http/contract-routes.ts fills them
 * from the request, so no module sees Fastify.
 */
export interface HttpFacts {
  /**
   * The origin of the brand's links (e-mailed links, a gateway's pay page and callback): `scheme://host[:port]` the
   * visitor called when that host is one of the brand's domains, otherwise `https://<main domain>`
   * (http/request-context.ts `linkOrigin`). Never the caller's Host unchecked.
   */
  origin: string;
  /** The visitor's connection is HTTPS (directly, or by a trusted proxy's word). */
  secure: boolean;
  /** A cookie of the request, or null. */
  cookie(name: string): string | null;
  /** Adds a `Set-Cookie` header (its whole value) to the answer. */
  setCookie(header: string): void;
  /**
   * The member of the request's bearer token, if any, on a public route that serves visitors and members alike
   * (the chat launch). Token routes get their member in the actor instead.
   */
  login(): Promise<{ member: Member; sessionId: number | null; mustChangePassword: boolean } | null>;
}

export interface HandlerContext<N extends RouteName> {
  input: z.output<Routes[N]['request']>;
  actor: ActorFor<Routes[N]['auth']>;
  http: HttpFacts;
}

export type Handler<N extends RouteName> = (c: HandlerContext<N>) => Promise<z.input<Routes[N]['response']>>;
export type Handlers = { [N in RouteName]?: Handler<N> };

/** A route's parsed input, for a service method that serves that one route. */
export type RouteInput<N extends RouteName> = HandlerContext<N>['input'];
/** A route's caller, typed by its auth (a member on token routes). */
export type RouteActor<N extends RouteName> = HandlerContext<N>['actor'];
