import type { OperatorRole } from '@wl/contract/operator-capabilities';
import type { FastifyInstance } from 'fastify';
import { DEMO_OPERATORS } from '../db/seed-operators.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import { totpCode } from '../lib/totp.js';
import { OPERATOR_POLICY } from '../modules/operator/operator-policy.js';
import { createOperatorRepo, type Operator } from '../modules/operator/operator-repo.js';

/** Test helpers for the operator console's API (conventions.md "Tests"). */

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

let counter = 0;

/** An operator of `role`, scoped to all brands or the named ones, enrolled, without a usable password. */
export async function createOperator(
  app: FastifyInstance,
  role: OperatorRole,
  brands: string[] | 'all' = 'all',
  extra: Partial<Operator> = {},
): Promise<Operator> {
  const repo = createOperatorRepo(app.deps.database.db);
  const scoped = brands === 'all' ? [] : await repo.brandIdsByCode(brands);
  counter++;
  return repo.insert(
    {
      account: `${role}_t${counter}_${randomToken(3).replace(/[^A-Za-z0-9]/g, 'x')}`,
      passwordHash: DUMMY_HASH,
      role,
      allBrands: brands === 'all',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      totpEnabled: true,
      ...extra,
    },
    scoped.map((b) => b.id),
  );
}

/** A console token for an operator without the login steps (they are tested on their own). */
export async function operatorToken(app: FastifyInstance, operator: Pick<Operator, 'id'>, at = app.deps.clock.now()) {
  const token = randomToken(32);
  await createOperatorRepo(app.deps.database.db).insertSession({
    operatorId: operator.id,
    tokenHash: sha256(token),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + OPERATOR_POLICY.absoluteMs),
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return token;
}

/** A token for an operator of `role` (and scope), in one call. */
export async function tokenOfRole(app: FastifyInstance, role: OperatorRole, brands: string[] | 'all' = 'all') {
  const operator = await createOperator(app, role, brands);
  return { operator, token: await operatorToken(app, operator) };
}

export function demoSecret(account: string): string {
  const demo = DEMO_OPERATORS.find((o) => o.account === account);
  if (!demo) throw new Error(`no demo operator ${account}`);
  return demo.totpSecret;
}

/** The current TOTP code of a base32 secret at the app's clock. */
export function codeNow(app: FastifyInstance, secret: string): string {
  return totpCode(secret, app.deps.clock.now());
}

/** Calls an operator route with an operator token. */
export function callOperator(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
) {
  const inQuery = method === 'GET' || method === 'DELETE';
  const query = inQuery && payload ? `?${new URLSearchParams(payload as Record<string, string>).toString()}` : '';
  return app.inject({
    method,
    url: `${url}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(inQuery ? {} : { payload: payload ?? {} }),
  });
}
