import type { FastifyInstance } from 'fastify';
import { operatorAdjustment } from '../ledger/postings.js';
import type { Member, NewMember } from '../modules/account/member-repo.js';
import { hashPassword } from '../modules/account/passwords.js';
import { encryptPayload } from '../modules/crypto/payload-keys.js';
import { readOutbox } from '../modules/outbox/outbox-repo.js';

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

/**
 * A member of the brand with `amount` (in the currency) in the main wallet, put there by an operator adjustment
 * through the real ledger (key `fund:<account>`), and a session token.
 */
export async function fundedMember(
  app: FastifyInstance,
  brandCode: string,
  values: Partial<Omit<NewMember, 'brandId'>> & { account: string; password?: string },
  amount: number,
): Promise<{ member: Member; token: string }> {
  const member = await createMember(app, brandCode, values);
  if (amount > 0) {
    await app.deps.ledger.transfer(
      operatorAdjustment({
        brandId: member.brandId,
        memberId: member.id,
        amount: Math.round(amount * 10_000),
        reason: 'test',
        key: `fund:${values.account}`,
        operator: 'test',
      }),
    );
  }
  return { member, token: await tokenFor(app, member) };
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
  remoteAddress = nextIp(),
) {
  return app.inject({
    method,
    url,
    headers: { host: 'localhost', ...headers },
    remoteAddress,
    payload: { value: await encryptPayload(app.deps.keys.publicJwk, payload) },
  });
}

let ipCounter = 0;
/**
 * A fresh client address per call unless a test pins one: per-IP rate limits and captcha thresholds are then
 * only met by the tests that mean to meet them.
 */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Logs in through the real call (solving the captcha, should one be asked for) and answers the token. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const cookie = await captchaCookie(app);
  const res = await callEncrypted(
    app,
    'POST',
    '/wps/session/login',
    { username, password, captcha: 'ABCD' },
    { cookie, ...headers },
  );
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
  return res.json().value.token;
}

/** Fetches a captcha as the page does and answers the cookie header that binds it (its answer is ABCD in tests). */
export async function captchaCookie(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/wps/captcha', headers: { host: 'localhost' } });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  if (!cookie) throw new Error('no captcha cookie');
  return cookie;
}

/** The newest code the outbox holds for a number, as the member would read it on the phone. */
export async function smsCodeFor(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await readOutbox(app.deps.database.db, { channel: 'sms', to, limit: 1 });
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${to}`);
  return code;
}
