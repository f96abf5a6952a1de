import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts } from '../../db/schema-member-centre.js';
import { callEncrypted, createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createPaymentPasswordService,
  PAYMENT_PASSWORD_LOCK_MS,
  PAYMENT_PASSWORD_MAX_FAILURES,
} from './payment-password-service.js';
import { createPayoutAccountRepo } from './payout-account-repo.js';
import { createSecurityRepo } from './security-repo.js';

let t: TestApp;
const auth = (token: string) => ({ host: 'localhost', authorization: `Bearer ${token}` });
const setPayment = (token: string, body: Record<string, string>) =>
  callEncrypted(t.app, 'POST', '/wps/member/security/payment-password', body, auth(token));
const add = (token: string, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/wps/member/payout-accounts', headers: auth(token), payload: body });
const list = async (token: string) =>
  (await t.app.inject({ url: '/wps/member/payout-accounts', headers: auth(token) })).json().value;
const remove = (token: string, id: number, paymentPassword: string) =>
  callEncrypted(t.app, 'POST', '/wps/member/payout-accounts/remove', { id, paymentPassword }, auth(token));
const card = (number: string, holderName = 'Tran Thi B') => ({
  kind: 'bank',
  provider: 'Vietcombank',
  holderName,
  number,
  branch: 'Hanoi',
});

async function memberWithName(account: string, realName: string | null) {
  const member = await createMember(t.app, 'aurora', {
    account,
    password: 'secret123',
    ...(realName ? { profile: { payeeName: realName } } : {}),
  });
  return { member, token: await tokenFor(t.app, member) };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('payment password', () => {
  it('is set when there is none, then changed only with the old one', async () => {
    const { member, token } = await memberWithName('pay_one', null);
    expect((await setPayment(token, { newPassword: '12345', confirmPassword: '12345' })).json().code).toBe(
      'invalid_input',
    );
    expect((await setPayment(token, { newPassword: '123456', confirmPassword: '123457' })).json().code).toBe(
      'password_mismatch',
    );
    expect((await setPayment(token, { newPassword: '123456', confirmPassword: '123456' })).statusCode).toBe(200);
    const stored = await t.app.deps.members.byId(member.id);
    expect(stored?.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    const noOld = await setPayment(token, { newPassword: '654321', confirmPassword: '654321' });
    expect(noOld.json().code).toBe('invalid_input');
    const wrongOld = await setPayment(token, {
      oldPassword: '000000',
      newPassword: '654321',
      confirmPassword: '654321',
    });
    expect(wrongOld.json().code).toBe('payment_password_incorrect');
    const changed = await setPayment(token, {
      oldPassword: '123456',
      newPassword: '654321',
      confirmPassword: '654321',
    });
    expect(changed.statusCode).toBe(200);
  });

  it('locks after five wrong answers, even sent at once, and opens again after 15 minutes', async () => {
    const { member, token } = await memberWithName('pay_two', null);
    await setPayment(token, { newPassword: '111111', confirmPassword: '111111' });
    const service = createPaymentPasswordService(t.app.deps);
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => service.verifyPaymentPassword(member.id, '999999')),
    );
    const codes = answers.map((a) => (a.status === 'rejected' ? (a.reason as { code: string }).code : 'ok'));
    expect(codes.filter((c) => c === 'payment_password_incorrect').length).toBeLessThanOrEqual(4);
    expect(codes).toContain('payment_password_locked');
    // Locked: even the right password is refused.
    await expect(service.verifyPaymentPassword(member.id, '111111')).rejects.toMatchObject({
      code: 'payment_password_locked',
    });
    t.clock.advance(PAYMENT_PASSWORD_LOCK_MS + 1000);
    await expect(service.verifyPaymentPassword(member.id, '111111')).resolves.toBeUndefined();
    // A right answer starts the count again.
    for (let i = 0; i < 4; i++) {
      await expect(service.verifyPaymentPassword(member.id, '222222')).rejects.toMatchObject({
        code: 'payment_password_incorrect',
      });
    }
    await expect(service.verifyPaymentPassword(member.id, '111111')).resolves.toBeUndefined();
  });

  it('drops the places of checks that never answered (their process died) after 30 seconds', async () => {
    const { member, token } = await memberWithName('pay_stale', null);
    await setPayment(token, { newPassword: '111111', confirmPassword: '111111' });
    const security = createSecurityRepo(t.app.deps.database.db);
    const now = t.clock.now();
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_FAILURES; i++) {
      await security.claimPaymentCheck(member.id, PAYMENT_PASSWORD_MAX_FAILURES, now, new Date(now.getTime() + 30_000));
    }
    t.clock.advance(31_000);
    const service = createPaymentPasswordService(t.app.deps);
    await expect(service.verifyPaymentPassword(member.id, '111111')).resolves.toBeUndefined();
    // The abandoned places were no wrong answers: five are still needed to lock.
    for (let i = 0; i < 4; i++) {
      await expect(service.verifyPaymentPassword(member.id, '222222')).rejects.toMatchObject({
        code: 'payment_password_incorrect',
      });
    }
  });
});

describe('payment password check (where it is typed, before a confirm step)', () => {
  const check = (token: string, paymentPassword: string) =>
    callEncrypted(t.app, 'POST', '/wps/member/security/payment-password/check', { paymentPassword }, auth(token));

  it('answers whether it is right, counting wrong answers with the others and saying how many are left', async () => {
    const { token } = await memberWithName('pay_check', null);
    expect((await check(token, '123456')).json().code).toBe('payment_password_required');
    await setPayment(token, { newPassword: '123456', confirmPassword: '123456' });
    expect((await check(token, '123456')).json()).toEqual({ success: true, value: null });
    const wrong = (await check(token, '000000')).json();
    expect(wrong).toMatchObject({ success: false, code: 'payment_password_incorrect', value: { attemptsLeft: 4 } });
    // The same count as the withdrawal's: a wrong old password when changing it is the next one.
    const wrongOld = await setPayment(token, {
      oldPassword: '000000',
      newPassword: '654321',
      confirmPassword: '654321',
    });
    expect(wrongOld.json().value).toEqual({ attemptsLeft: 3 });
    for (const left of [2, 1]) expect((await check(token, '000000')).json().value).toEqual({ attemptsLeft: left });
    expect((await check(token, '000000')).json().code).toBe('payment_password_locked');
    expect((await check(token, '123456')).json().code).toBe('payment_password_locked');
  });
});

describe('payout accounts', () => {
  it('needs a real name, and a holder name that matches it (case and spaces aside)', async () => {
    const nameless = await memberWithName('pay_three', null);
    expect((await add(nameless.token, card('9704000011112222'))).json().code).toBe('real_name_required');
    const { token } = await memberWithName('pay_four', 'Tran Thi B');
    expect((await add(token, card('9704000011112222', 'Tran Van C'))).json().code).toBe('payout_holder_mismatch');
    const ok = await add(token, card('9704 0000 1111 2222', '  tran  THI b '));
    expect(ok.json().value).toMatchObject({ kind: 'bank', provider: 'Vietcombank', maskedNumber: '**** 2222' });
    expect(JSON.stringify(await list(token))).not.toContain('97040000');
    expect((await add(token, card('9704-0000-1111-2222'))).json().code).toBe('payout_account_exists');
  });

  it('keeps at most five, and only the owner sees or removes one, with the payment password', async () => {
    const { token } = await memberWithName('pay_five', 'Le Van D');
    await setPayment(token, { newPassword: '123123', confirmPassword: '123123' });
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) => add(token, card(`1000200030004${i}0`, 'Le Van D'))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.json().code === 'payout_account_limit')).toHaveLength(2);
    const mine = await list(token);
    expect(mine).toHaveLength(5);

    const stranger = await memberWithName('pay_six', 'Le Van D');
    expect(await list(stranger.token)).toEqual([]);
    expect((await remove(stranger.token, mine[0].id, '123123')).json().code).toBe('not_found');
    expect((await remove(token, mine[0].id, '000000')).json().code).toBe('payment_password_incorrect');
    expect((await remove(token, mine[0].id, '123123')).statusCode).toBe(200);
    expect(await list(token)).toHaveLength(4);
    expect((await add(token, card('55556666', 'Le Van D'))).statusCode).toBe(200);
  });

  it('lets two members hold the same account, and finds them for the finance desk', async () => {
    const a = await memberWithName('pay_seven', 'Pham E');
    const b = await memberWithName('pay_eight', 'Pham E');
    expect((await add(a.token, card('77778888', 'Pham E'))).statusCode).toBe(200);
    expect((await add(b.token, card('7777 8888', 'PHAM E'))).statusCode).toBe(200);
    const [row] = await t.app.deps.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.memberId, a.member.id));
    if (!row) throw new Error('no row');
    expect(row.number).toBe('77778888');
    expect(await createPayoutAccountRepo(t.app.deps.database.db).sharedWith(row)).toEqual([b.member.id]);
  });
});
