import type { FastifyInstance } from 'fastify';
import { deposit } from '../ledger/cashier-postings.js';
import { hashPassword } from '../modules/account/passwords.js';
import { callEncrypted, createMember, tokenFor } from './accounts.js';

let seeded = 0;

/**
 * A member ready to withdraw: a real name, the payment password `123456`, one bank card and `funds` in the main wallet
 * (a bare deposit transfer: no order, no turnover required). Options leave parts out.
 */
export async function withdrawer(
  app: FastifyInstance,
  account: string,
  opts: { funds?: number; paymentPassword?: string | null; card?: string | null } = {},
) {
  const member = await createMember(app, 'aurora', { account, profile: { payeeName: 'Tran Thi B' } });
  const token = await tokenFor(app, member);
  const paymentPassword = opts.paymentPassword === undefined ? '123456' : opts.paymentPassword;
  if (paymentPassword) {
    await app.deps.members.update(member.id, { paymentPasswordHash: await hashPassword(paymentPassword) });
  }
  // Without a card, an id no one has: the member has no account to pay to.
  let accountId = 999_999;
  seeded++;
  const number = opts.card === undefined ? `9704 ${String(seeded).padStart(4, '0')} 1111 2222` : opts.card;
  if (number) {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/payout-accounts',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { kind: 'bank', provider: 'Vietcombank', holderName: 'Tran Thi B', number, branch: 'Hanoi' },
    });
    accountId = res.json().value.id;
  }
  const funds = opts.funds ?? 1000;
  if (funds > 0) {
    await app.deps.ledger.transfer(
      deposit({
        brandId: member.brandId,
        memberId: member.id,
        orderId: `seed-${account}-${seeded}`,
        amount: funds * 10_000,
        channel: 'seed',
      }),
    );
  }
  const withdraw = (amount: number, extra: Record<string, unknown> = {}) =>
    callEncrypted(
      app,
      'POST',
      '/wps/cashier/withdraw',
      { payoutAccountId: accountId, amount, paymentPassword: '123456', ...extra },
      { authorization: `Bearer ${token}` },
    );
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url: method === 'GET' && payload ? `${url}?${new URLSearchParams(payload as Record<string, string>)}` : url,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const balance = () => app.deps.ledger.balance(member.brandId, member.id).then((u) => u / 10_000);
  const held = () => app.deps.ledger.balance(member.brandId, member.id, 'withdrawal').then((u) => u / 10_000);
  return { member, token, accountId, withdraw, call, balance, held };
}
