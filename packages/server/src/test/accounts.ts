import type { FastifyInstance } from 'fastify';
import type { Member, NewMember } from '../modules/accounts/member-repo.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { encryptPayload } from '../modules/crypto/payload-keys.js';

/** Test helpers over the real HTTP layer (conventions.md "Tests"). */

export async function createMember(
  app: FastifyInstance,
  brandCode: string,
  values: Partial<Omit<NewMember, 'brandId'>> & { account: string; password?: string },
): Promise<Member> {
  const brand = await app.deps.brands.byCode(brandCode);
  if (!brand) throw new Error(`no brand ${brandCode}`);
  const { password, ...rest } = values;
  return app.deps.members.create({
    brandId: brand.id,
    nickname: values.account,
    type: 0,
    passwordChangedAt: app.deps.clock.now(),
    ...(password ? { passwordHash: await hashPassword(password) } : {}),
    ...rest,
  });
}

/** A session token for a member without going through the login call. */
export async function tokenFor(app: FastifyInstance, member: Member, opts: { mustChangePassword?: boolean } = {}) {
  return app.deps.sessions.create(member.id, app.deps.clock.now(), app.deps.config.sessionTtlMs, opts);
}

/** Calls an encrypted (E) route the way the web does: the payload as a JWE for the server's key. */
export async function callEncrypted(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { host: 'localhost', ...headers },
    payload: { value: await encryptPayload(app.deps.keys.publicJwk, payload) },
  });
}

/** Logs in through the real call and answers the token. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await callEncrypted(app, 'POST', '/wps/session/login', { username, password }, headers);
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  return res.json().value.token;
}
