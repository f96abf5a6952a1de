import type { OperatorRouteName, OperatorRoutes } from '@wl/contract/operator-routes';
import type { z } from 'zod';
import type { LoginMeta, OperatorActor } from '../domain/operator-actor.js';

/**
 * What an operator route's handler receives (src/http/operator-routes.ts builds it): the input the contract schema
 * parsed, the signed-in operator as a plain actor, and the login facts. Here rather than in src/http so that a
 * desk's handlers (modules/operator/*-desk-handlers.ts) can be typed without importing the HTTP layer.
 */
export interface OperatorHandlerContext<N extends OperatorRouteName> {
  input: z.output<OperatorRoutes[N]['request']>;
  /** Set on 'operator' routes. */
  actor: OperatorActor;
  sessionId: number;
  meta: LoginMeta;
}

export type OperatorHandler<N extends OperatorRouteName> = (
  c: OperatorHandlerContext<N>,
) => Promise<z.input<OperatorRoutes[N]['response']>>;

/** Every operator route has its handler (the server does not start otherwise). */
export type OperatorHandlers = { [N in OperatorRouteName]: OperatorHandler<N> };

/** The handlers of one desk: `deskHandlers(deps): DeskHandlers<'brandList' | 'brandUpdate'>`. */
export type DeskHandlers<K extends OperatorRouteName> = Pick<OperatorHandlers, K>;
