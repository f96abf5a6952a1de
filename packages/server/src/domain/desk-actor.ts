import type { Database, Db } from '../db/client.js';
import { DomainError } from '../lib/errors.js';
import type { Brand } from './brand.js';
import { type AuditActor, auditActorOf, inScope, type OperatorActor } from './operator-actor.js';

/**
 * Who changes a desk's data: a console operator (its brand scope, audited as itself) or the command line (every brand,
 * audited as 'cli:<user>'). The console and the command line call the same desk services (design.md "Operators").
 */
export interface DeskActor {
  audit: AuditActor;
  brandScope: OperatorActor['brandScope'];
}

export function deskActorOf(actor: OperatorActor): DeskActor {
  return { audit: auditActorOf(actor), brandScope: actor.brandScope };
}

export function cliDeskActor(user = process.env.USER ?? 'operator'): DeskActor {
  return { audit: { operatorId: null, actor: `cli:${user}`, ip: null }, brandScope: 'all' };
}

/** A brand outside the actor's scope is refused 403 forbidden, like a missing capability. */
export function requireDeskBrand(actor: Pick<DeskActor, 'brandScope'>, brandId: number): void {
  if (!inScope(actor, brandId)) throw new DomainError('forbidden');
}

/** A brand by code, in the actor's scope (403 forbidden otherwise, 404 when there is none). */
export async function deskBrand(
  deps: { brands: { byCode(code: string): Promise<Brand | null> } },
  actor: Pick<DeskActor, 'brandScope'>,
  code: string,
): Promise<Brand> {
  const brand = await deps.brands.byCode(code);
  if (!brand) throw new DomainError('not_found');
  requireDeskBrand(actor, brand.id);
  return brand;
}

/** The database half of AppDeps a desk service needs; the command line builds it from its own connection. */
export type DeskDatabase = Pick<Database, 'db' | 'transaction'>;

export function cliDatabase(db: Db): DeskDatabase {
  return { db, transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)) };
}
