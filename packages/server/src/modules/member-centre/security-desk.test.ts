import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashPassword } from '../account/passwords.js';
import { createPayoutAccountRepo } from './payout-account-repo.js';
import { numberKey } from './payout-account-service.js';
import { createSecurityRepo } from './security-repo.js';

/**
 * The members desk reads a member's security: verified contacts, the payment password and its lock, the payout accounts
 * masked (the console never sees a whole number) with the other members holding the same one; with members.read, within
 * the operator's brand scope.
 */
let t: TestApp;
let memberId = 0;
let support = '';
const CARD = '4000 1234 5678 9010';
const WALLET = '0917-555-0142';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.deps.database;
  const member = await createMember(t.app, 'aurora', {
    account: 'secdesk01',
    mobile: '1712345678',
    countryDialingCode: '+880',
    email: 'secdesk@example.com',
    paymentPasswordHash: await hashPassword('pay-123456'),
  });
  memberId = member.id;
  const other = await createMember(t.app, 'aurora', { account: 'secdesk02' });
  const security = createSecurityRepo(db);
  await security.setVerified(member.id, 'mobile', new Date('2026-06-01T08:00:00Z'));
  await security.lockPayment(member.id, new Date('2026-06-02T08:15:00Z'));
  const payout = createPayoutAccountRepo(db);
  const card = { brandId: member.brandId, kind: 'bank' as const, provider: 'First Demo Bank', branch: 'Central' };
  await payout.insert({
    ...card,
    memberId,
    holderName: 'Sec Desk',
    number: CARD,
    numberKey: numberKey(card.provider, CARD),
  });
  // The same card, typed otherwise, bound by another member: flagged.
  await payout.insert({
    ...card,
    memberId: other.id,
    holderName: 'Other One',
    number: '4000123456789010',
    numberKey: numberKey(card.provider, '4000123456789010'),
  });
  await payout.insert({
    brandId: member.brandId,
    memberId,
    kind: 'ewallet',
    provider: 'GCash',
    holderName: 'Sec Desk',
    number: WALLET,
    numberKey: numberKey('GCash', WALLET),
    branch: null,
  });
  support = (await tokenOfRole(t.app, 'support')).token;
});
afterAll(() => t.close());

const facts = (token: string | null, id = memberId) =>
  callOperator(t.app, 'GET', '/console/api/members/security', token, { memberId: String(id) });

describe('members desk: a member security', () => {
  it('shows verified contacts, the payment password lock and the payout accounts, masked, with shared ones flagged', async () => {
    const res = await facts(support);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      mobile: { bound: true, verified: true, verifiedAt: '2026-06-01T08:00:00.000Z' },
      email: { bound: true, verified: false, verifiedAt: null },
      paymentPassword: { set: true, lockedUntil: '2026-06-02T08:15:00.000Z' },
      lockedAt: null,
    });
    expect(value.payoutAccounts).toEqual([
      expect.objectContaining({
        kind: 'bank',
        provider: 'First Demo Bank',
        maskedNumber: '**** 9010',
        branch: 'Central',
        sharedWith: [{ memberId: expect.any(Number), account: 'secdesk02' }],
      }),
      expect.objectContaining({ kind: 'ewallet', provider: 'GCash', maskedNumber: '**** 0142', sharedWith: [] }),
    ]);
    // No whole number anywhere in the answer, however it was typed.
    const flat = res.body.replace(/[\s-]/g, '');
    expect(flat).not.toContain('4000123456789010');
    expect(flat).not.toContain('09175550142');
    expect(res.body).not.toContain('number"');
  });

  it('answers a member without any of it plainly', async () => {
    const bare = await createMember(t.app, 'aurora', { account: 'secdesk03' });
    expect((await facts(support, bare.id)).json().value).toEqual({
      mobile: { bound: false, verified: false, verifiedAt: null },
      email: { bound: false, verified: false, verifiedAt: null },
      paymentPassword: { set: false, failures: 0, lockedUntil: null },
      lockedAt: null,
      payoutAccounts: [],
    });
  });

  it('refuses without a session, without members.read, and outside the brand scope', async () => {
    expect((await facts(null)).statusCode).toBe(401);
    const content = (await tokenOfRole(t.app, 'content')).token;
    expect((await facts(content)).json().code).toBe('forbidden');
    const bengalOnly = (await tokenOfRole(t.app, 'support', ['bengal'])).token;
    const res = await facts(bengalOnly);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('9010');
    expect((await facts(support, 999_999)).statusCode).toBe(404);
  });
});
