import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema.js';
import { createMember } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LEDGER_CHECK_INTERVAL_MS } from './ledger-desk-service.js';

/** The ledger desk: `ledger check` from the console, for all-brands operators, one run at a time. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (token: string) => callOperator(t.app, 'POST', '/console/api/ledger/check', token, {});

describe('ledger check desk', () => {
  it('answers OK with every list empty on a clean ledger, and writes no audit row', async () => {
    const { token } = await tokenOfRole(t.app, 'finance');
    const res = await check(token);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().value;
    expect(report).toMatchObject({ ok: true, total: 0 });
    expect(report.lists.map((l: { group: string; name: string }) => `${l.group}.${l.name}`)).toEqual(
      expect.arrayContaining(['invariants.unbalancedTransfers', 'missing.roundBets', 'mismatched.rollupMembers']),
    );
    expect(report.lists.every((l: { ids: number[] }) => l.ids.length === 0)).toBe(true);
    const audit = await callOperator(t.app, 'GET', '/console/api/audit', (await tokenOfRole(t.app, 'owner')).token, {
      action: 'ledgerCheck',
    });
    expect(audit.json().value.total).toBe(0);
  });

  it('lets an operator start one check per interval (429 rate_limited), then again', async () => {
    const { token } = await tokenOfRole(t.app, 'owner');
    expect((await check(token)).statusCode).toBe(200);
    const again = await check(token);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('rate_limited');
    t.clock.advance(LEDGER_CHECK_INTERVAL_MS);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('shows a breach with its rows', async () => {
    const member = await createMember(t.app, 'aurora', { account: 'breach01' });
    const { token: finance } = await tokenOfRole(t.app, 'finance');
    // A credit, then an entry that no transfer balances: the ledger's sums break.
    await callOperator(t.app, 'POST', '/console/api/money/credit', finance, {
      memberId: member.id,
      amount: 10,
      reason: 'test',
    });
    const [entry] = await t.app.deps.database.db.select().from(ledgerEntries).limit(1);
    if (!entry) throw new Error('no entry');
    await t.app.deps.database.db
      .insert(ledgerEntries)
      .values({ transferId: entry.transferId, accountId: entry.accountId, amount: 1, balanceAfter: 0 });
    const { token } = await tokenOfRole(t.app, 'finance');
    const report = (await check(token)).json().value;
    expect(report.ok).toBe(false);
    const unbalanced = report.lists.find((l: { name: string }) => l.name === 'unbalancedTransfers');
    expect(unbalanced).toEqual({ group: 'invariants', name: 'unbalancedTransfers', ids: [entry.transferId] });
  });

  it('refuses an operator scoped to named brands: the check reads every brand', async () => {
    const { token } = await tokenOfRole(t.app, 'finance', ['aurora']);
    const res = await check(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});
