import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { PROOF_PNG } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A deposit order keeps the terms it was made with (design.md "Cashier"): its fee and who pays it are fixed when the
 * member makes it, so a channel changed while the order waits credits what the member was shown.
 */
let t: TestApp;
let finance = '';
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  finance = (await tokenOfRole(t.app, 'finance')).token;
});
afterAll(() => t.close());

interface ChannelSettings {
  id: number;
  code: string;
  feePercent: number;
  feeFixed: number;
  feePayer: 'member' | 'brand';
  [key: string]: unknown;
}

async function bankChannel(): Promise<ChannelSettings> {
  const res = await callOperator(t.app, 'GET', '/console/api/cashier/channels', finance, { brand: 'aurora' });
  return res.json().value.channels.find((c: ChannelSettings) => c.code === 'bank');
}

async function saveChannel(channel: ChannelSettings) {
  const { accounts: _accounts, code: _code, kind: _kind, adapter: _adapter, ...fields } = channel;
  const res = await callOperator(t.app, 'POST', '/console/api/cashier/channels/save', finance, fields);
  expect(res.statusCode, res.body).toBe(200);
}

async function depositor() {
  n++;
  const member = await createMember(t.app, 'aurora', { account: `terms${String(n).padStart(2, '0')}` });
  const token = await tokenFor(t.app, member);
  const deposit = async (amount: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { channel: 'bank', amount, reference: 'TERMS', proof: PROOF_PNG },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.order as { id: number; amount: number; fee: number; credited: number };
  };
  const balance = () => t.app.deps.ledger.balance(member.brandId, member.id).then((u) => u / 10_000);
  return { member, deposit, balance };
}

const approve = (id: number) => callOperator(t.app, 'POST', '/console/api/cashier/deposits/approve', finance, { id });
const ledgerCheck = () => runAdminCommand({ root: t.app.services }, ['ledger', 'check']);

describe('a deposit order keeps its terms', () => {
  it('credits what the order said when the channel changes its fee payer or fee while it waits', async () => {
    const original = await bankChannel();
    await saveChannel({ ...original, feePercent: 2, feeFixed: 0, feePayer: 'member' });
    const a = await depositor();
    const memberPays = await a.deposit(100);
    expect(memberPays).toMatchObject({ amount: 100, fee: 2, credited: 98 });

    await saveChannel({ ...original, feePercent: 5, feeFixed: 1, feePayer: 'brand' });
    const b = await depositor();
    const brandPays = await b.deposit(100);
    expect(brandPays).toMatchObject({ amount: 100, fee: 6, credited: 100 });

    // Both switched while the orders wait: each is approved on the terms it was made with.
    await saveChannel({ ...original, feePercent: 2, feeFixed: 0, feePayer: 'member' });
    expect((await approve(brandPays.id)).statusCode).toBe(200);
    await saveChannel({ ...original, feePercent: 5, feeFixed: 1, feePayer: 'brand' });
    expect((await approve(memberPays.id)).statusCode).toBe(200);
    await saveChannel(original);

    expect(await a.balance()).toBe(98);
    expect(await b.balance()).toBe(100);
    expect(await ledgerCheck()).toMatchObject({ ok: true, reconciliation: { ok: true } });
  });
});
