import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { seed } from '../db/seed.js';
import { createMemberRepo } from '../modules/account/member-repo.js';
import { createLedger, type Ledger } from './ledger.js';
import { checkLedger } from './ledger-check.js';

let database: Database;
let ledger: Ledger;
let memberSeq = 0;
const BRAND = 1;

async function newMembers(n: number): Promise<number[]> {
  const repo = createMemberRepo(database.db);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    memberSeq++;
    ids.push((await repo.create({ brandId: BRAND, account: `ledger${memberSeq}`, nickname: 'L', type: 0 })).id);
  }
  return ids;
}

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  await database.migrate();
  await seed(database.db);
  ledger = createLedger(database);
});
afterAll(() => database.close());

const credit = (memberId: number, amount: number, key: string) =>
  ledger.transfer({
    brandId: BRAND,
    key,
    kind: 'adjustment',
    legs: [
      { account: { house: 'adjustment' }, amount: -amount },
      { account: { memberId, code: 'main' }, amount },
    ],
  });

describe('ledger transfers', () => {
  it('moves money in balanced entries and records the balance after each', async () => {
    const [a = 0, b = 0] = await newMembers(2);
    const first = await credit(a, 1_000_000, 'seed-a');
    expect(first.applied).toBe(true);
    expect(first.entries.map((e) => [e.code, e.amount, e.balanceAfter])).toEqual(
      expect.arrayContaining([
        ['main', 1_000_000, 1_000_000],
        ['adjustment', -1_000_000, expect.any(Number)],
      ]),
    );
    const move = await ledger.transfer({
      brandId: BRAND,
      key: 'a-to-b',
      kind: 'transfer',
      legs: [
        { account: { memberId: a, code: 'main' }, amount: -250_000 },
        { account: { memberId: b, code: 'main' }, amount: 250_000 },
      ],
    });
    expect(move.entries.find((e) => e.memberId === a)?.balanceAfter).toBe(750_000);
    expect(await ledger.balance(BRAND, b)).toBe(250_000);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('returns the first result for a repeated key, and 409 for the same key with other input', async () => {
    const [m = 0] = await newMembers(1);
    const once = await credit(m, 5_000, 'repeat-me');
    const again = await credit(m, 5_000, 'repeat-me');
    expect(again.applied).toBe(false);
    expect(again.transferId).toBe(once.transferId);
    expect(await ledger.balance(BRAND, m)).toBe(5_000);
    await expect(credit(m, 6_000, 'repeat-me')).rejects.toMatchObject({ code: 'idempotency_conflict' });
  });

  it('never lets a member account go negative, and changes nothing when it refuses', async () => {
    const [m = 0] = await newMembers(1);
    await credit(m, 100, 'small');
    await expect(credit(m, -101, 'overdraw')).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await ledger.balance(BRAND, m)).toBe(100);
    // The refused key is free: nothing was recorded under it.
    expect((await credit(m, -100, 'overdraw')).applied).toBe(true);
    expect(await ledger.balance(BRAND, m)).toBe(0);
  });

  it('requires a stake to be covered even when the round pays back more', async () => {
    const [m = 0] = await newMembers(1);
    await credit(m, 50, 'stake-funds');
    const round = (key: string) =>
      ledger.transfer({
        brandId: BRAND,
        key,
        kind: 'game',
        legs: [
          { account: { memberId: m, code: 'main' }, amount: -100 },
          { account: { house: 'game' }, amount: 100 },
          { account: { house: 'game' }, amount: -300 },
          { account: { memberId: m, code: 'main' }, amount: 300 },
        ],
        requireBefore: [{ account: { memberId: m, code: 'main' }, amount: 100 }],
      });
    await expect(round('r1')).rejects.toMatchObject({ code: 'insufficient_balance' });
    await credit(m, 50, 'stake-funds-2');
    const won = await round('r2');
    expect(won.entries.find((e) => e.memberId === m)).toMatchObject({ amount: 200, balanceAfter: 300 });
  });

  it('refuses unbalanced, one-legged and fractional transfers', async () => {
    const [m = 0] = await newMembers(1);
    const bad = (legs: { account: { memberId: number; code: string } | { house: 'bonus' }; amount: number }[]) =>
      ledger.transfer({ brandId: BRAND, key: `bad-${Math.random()}`, kind: 'x', legs });
    await expect(
      bad([
        { account: { memberId: m, code: 'main' }, amount: 5 },
        { account: { house: 'bonus' }, amount: -4 },
      ]),
    ).rejects.toMatchObject({
      code: 'invalid_input',
    });
    await expect(bad([{ account: { memberId: m, code: 'main' }, amount: 0 }])).rejects.toMatchObject({
      code: 'invalid_input',
    });
    await expect(
      bad([
        { account: { memberId: m, code: 'main' }, amount: 5 },
        { account: { memberId: m, code: 'main' }, amount: -5 },
      ]),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(
      bad([
        { account: { memberId: m, code: 'main' }, amount: 0.5 },
        { account: { house: 'bonus' }, amount: -0.5 },
      ]),
    ).rejects.toMatchObject({
      code: 'invalid_input',
    });
  });

  it('keeps its rows immutable in the database itself', async () => {
    await expect(database.db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`update ledger_accounts set balance = -1 where kind = 'member'`),
    ).rejects.toThrow();
  });
});

/**
 * Property (design.md "Money"): random sequences of transfers among a few members and the house, retries with the same
 * key, reused keys with other input, and overdrafts. After each step the result is what a plain model of the rules
 * predicts; after each sequence every invariant holds.
 */
describe('ledger property', () => {
  const op = fc.oneof(
    fc.record({
      t: fc.constant('move' as const),
      from: fc.nat(3),
      to: fc.nat(3),
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
    fc.record({ t: fc.constant('credit' as const), to: fc.nat(3), amount: fc.integer({ min: 1, max: 3_000 }) }),
    fc.record({ t: fc.constant('retry' as const) }),
    fc.record({ t: fc.constant('conflict' as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
  );

  it('matches the model and keeps the invariants', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        run++;
        const members = await newMembers(4);
        const model = new Map<number, number>(members.map((m) => [m, 0]));
        const done: { key: string; legs: { memberId: number; amount: number }[]; house: number }[] = [];
        let n = 0;
        for (const o of ops) {
          n++;
          if (o.t === 'retry' || o.t === 'conflict') {
            const last = done.at(-1);
            if (!last) continue;
            const legs = last.legs.map((l) => ({ account: { memberId: l.memberId, code: 'main' }, amount: l.amount }));
            const houseLeg = last.house === 0 ? [] : [{ account: { house: 'bonus' as const }, amount: last.house }];
            if (o.t === 'retry') {
              const res = await ledger.transfer({
                brandId: BRAND,
                key: last.key,
                kind: 'p',
                legs: [...legs, ...houseLeg],
              });
              expect(res.applied).toBe(false);
            } else {
              const other = [
                { account: { memberId: members[0] ?? 0, code: 'main' }, amount: o.amount },
                { account: { house: 'bonus' as const }, amount: -o.amount },
              ];
              const same = JSON.stringify(other) === JSON.stringify([...legs, ...houseLeg]);
              if (!same) {
                await expect(
                  ledger.transfer({ brandId: BRAND, key: last.key, kind: 'p', legs: other }),
                ).rejects.toMatchObject({
                  code: 'idempotency_conflict',
                });
              }
            }
            continue;
          }
          const key = `p${run}-${n}`;
          if (o.t === 'credit') {
            const to = members[o.to] ?? 0;
            await ledger.transfer({
              brandId: BRAND,
              key,
              kind: 'p',
              legs: [
                { account: { memberId: to, code: 'main' }, amount: o.amount },
                { account: { house: 'bonus' }, amount: -o.amount },
              ],
            });
            model.set(to, (model.get(to) ?? 0) + o.amount);
            done.push({ key, legs: [{ memberId: to, amount: o.amount }], house: -o.amount });
          } else {
            const from = members[o.from] ?? 0;
            const to = members[o.to] ?? 0;
            const legs = [
              { account: { memberId: from, code: 'main' }, amount: -o.amount },
              { account: { memberId: to, code: 'main' }, amount: o.amount },
            ];
            const afterFrom = (model.get(from) ?? 0) - o.amount;
            if (from === to) {
              await expect(ledger.transfer({ brandId: BRAND, key, kind: 'p', legs })).rejects.toMatchObject({
                code: 'invalid_input',
              });
            } else if (afterFrom < 0) {
              await expect(ledger.transfer({ brandId: BRAND, key, kind: 'p', legs })).rejects.toMatchObject({
                code: 'insufficient_balance',
              });
            } else {
              await ledger.transfer({ brandId: BRAND, key, kind: 'p', legs });
              model.set(from, afterFrom);
              model.set(to, (model.get(to) ?? 0) + o.amount);
              done.push({
                key,
                legs: [
                  { memberId: from, amount: -o.amount },
                  { memberId: to, amount: o.amount },
                ],
                house: 0,
              });
            }
          }
        }
        for (const [m, expected] of model) expect(await ledger.balance(BRAND, m)).toBe(expected);
        const report = await checkLedger(database.db);
        expect(report.breaches).toEqual({
          unbalancedTransfers: [],
          emptyTransfers: [],
          balanceNotSumOfEntries: [],
          brokenBalanceAfter: [],
          negativeMemberAccounts: [],
        });
        expect(report.ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
