import type { z } from 'zod';
import type { Capability } from './operator-capabilities.js';
import type { HttpMethod, RateTier } from './route-def.js';

export type OperatorArea =
  | 'auth'
  | 'members'
  | 'money'
  | 'cashier'
  | 'audit'
  | 'dashboard'
  | 'brands'
  | 'content'
  | 'games'
  | 'feedback'
  | 'chat'
  | 'ledger'
  | 'jobs'
  | 'operators'
  | 'messages'
  | 'lottery';

/**
 * A route of the operator console's API (design.md "Operators"): the member route table's shape, apart from it so
 * that nothing of it ships to players. 'operator' routes need `Authorization: Bearer <operator token>`.
 */
export interface OperatorRouteDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Under /console/api/. */
  path: string;
  auth: 'public' | 'operator';
  /** What the operator's role must grant; null for what every signed-in operator may do (me, logout). */
  capability: Capability | null;
  /**
   * The route acts on one brand's data (a member's, a request's, a brand filter's): an operator scoped to other
   * brands is refused 403 forbidden.
   */
  brandScoped: boolean;
  /** Changes something: writes an audit row in the same transaction as the change. */
  audited: boolean;
  tier: RateTier;
  area: OperatorArea;
  summary: string;
  /** The query string for GET, the body otherwise. */
  request: Req;
  /** The envelope's value on success. */
  response: Res;
}

export function operatorRoute<Req extends z.ZodType, Res extends z.ZodType>(
  def: OperatorRouteDef<Req, Res>,
): OperatorRouteDef<Req, Res> {
  return def;
}
