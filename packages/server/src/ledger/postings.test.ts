import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { seed } from '../db/seed.js';
import { createMemberRepo } from '../modules/account/member-repo.js';
import { deposit, WITHDRAWAL_HOLD, withdrawalHold, withdrawalPayout, withdrawalRelease } from './cashier-postings.js';
import { inHouseRound, vendorCredit, vendorDebit, vendorRollback } from './game-postings.js';
import { createLedger, type Ledger, type TransferInput } from './ledger.js';
import { checkLedger } from './ledger-check.js';
import {
  bonus,
  dividend,
  freePlayGrant,
  operatorAdjustment,
  pointsConversion,
  rebate,
  salary,
  transferToDownline,
  transferToUpline,
  walletCollect,
  walletTransfer,
} from './postings.js';

const BRAND = 1;
const M = 7;
const U = 8;
const vendor = { brandId: BRAND, vendor: 'DBL', vendorName: 'Double', memberId: M, wallet: 'main', roundId: 'r1' };
const round = {
  brandId: BRAND,
  memberId: M,
  wallet: 'main',
  seedId: 3,
  nonce: 4,
  game: 'dice',
  gameName: 'Dice',
  params: {},
  multiplier: 2,
};

/** Every posting, with the house account it must touch (null: member accounts only) and its kind. */
const ALL: [string, TransferInput, string | null, string][] = [
  ['in-house round', inHouseRound({ ...round, stake: 100, payout: 200 }) as TransferInput, 'game', 'game'],
  ['vendor debit', vendorDebit({ ...vendor, txId: 'd1', amount: 50 }), 'game', 'game'],
  ['vendor credit', vendorCredit({ ...vendor, txId: 'c1', amount: 70 }), 'game', 'game'],
  ['vendor rollback', vendorRollback({ ...vendor, txId: 'd1', amount: 50 }), 'game', 'game_rollback'],
  [
    'wallet transfer',
    walletTransfer({ brandId: BRAND, memberId: M, key: 'k', from: 'main', to: 'vendor:BGS', amount: 10 }),
    null,
    'wallet_transfer',
  ],
  [
    'wallet collect',
    walletCollect({
      brandId: BRAND,
      memberId: M,
      key: 'k2',
      wallets: [
        { code: 'vendor:A', amount: 5 },
        { code: 'vendor:B', amount: 6 },
      ],
    }),
    null,
    'wallet_collect',
  ],
  ['free play', freePlayGrant({ brandId: BRAND, memberId: M, amount: 1_000 }), 'play_money', 'play_money'],
  ['deposit', deposit({ brandId: BRAND, memberId: M, orderId: 1, amount: 30, channel: 'bank' }), 'cash_in', 'deposit'],
  [
    'withdrawal hold',
    withdrawalHold({ brandId: BRAND, memberId: M, withdrawalId: 1, amount: 20 }),
    null,
    'withdrawal_hold',
  ],
  [
    'withdrawal release',
    withdrawalRelease({ brandId: BRAND, memberId: M, withdrawalId: 1, amount: 20, reason: 'rejected' }),
    null,
    'withdrawal_release',
  ],
  [
    'withdrawal payout',
    withdrawalPayout({ brandId: BRAND, memberId: M, withdrawalId: 2, amount: 20, channel: 'bank' }),
    'cash_out',
    'withdrawal_payout',
  ],
  [
    'to upline',
    transferToUpline({ brandId: BRAND, fromMemberId: M, toMemberId: U, ref: 1, amount: 9 }),
    null,
    'transfer_upline',
  ],
  [
    'to downline',
    transferToDownline({ brandId: BRAND, fromMemberId: U, toMemberId: M, ref: 1, amount: 9 }),
    null,
    'transfer_downline',
  ],
  ['rebate', rebate({ brandId: BRAND, memberId: M, ref: 'r', amount: 3 }), 'rebate', 'rebate'],
  ['salary', salary({ brandId: BRAND, memberId: M, ref: 's', amount: 3 }), 'salary', 'salary'],
  ['dividend', dividend({ brandId: BRAND, memberId: M, ref: 'd', amount: 3 }), 'dividend', 'dividend'],
  ['bonus', bonus({ brandId: BRAND, memberId: M, ref: 'b', amount: 3, reason: 'welcome' }), 'bonus', 'bonus'],
  [
    'points conversion',
    pointsConversion({ brandId: BRAND, memberId: M, ref: 'p', amount: 3, points: 300 }),
    'points',
    'points_conversion',
  ],
  [
    'operator credit',
    operatorAdjustment({
      brandId: BRAND,
      memberId: M,
      amount: 5,
      reason: 'goodwill',
      key: 'op:2026:1',
      operator: 'ann',
    }),
    'adjustment',
    'adjustment',
  ],
];

describe('postings', () => {
  it.each(ALL)('%s: balanced legs, its kind and only its house account', (_name, input, houseAccount, kind) => {
    expect(input.legs.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    expect(input.legs.every((l) => Number.isSafeInteger(l.amount) && l.amount !== 0)).toBe(true);
    expect(input.kind).toBe(kind);
    const houses = [...new Set(input.legs.flatMap((l) => ('house' in l.account ? [l.account.house] : [])))];
    expect(houses).toEqual(houseAccount ? [houseAccount] : []);
    expect(input.key.length).toBeGreaterThan(3);
  });

  it('keys each business record apart: no two postings of different records share a key', () => {
    const keys = ALL.map(([name, input]) => `${name}|${input.key}`);
    const byKey = new Map<string, string[]>();
    for (const k of keys) {
      const [name = '', key = ''] = k.split('|');
      byKey.set(key, [...(byKey.get(key) ?? []), name]);
    }
    expect([...byKey.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('moves each amount the right way', () => {
    const member = (input: TransferInput, code = 'main', id = M) =>
      input.legs
        .filter((l) => 'memberId' in l.account && l.account.memberId === id && l.account.code === code)
        .reduce((sum, l) => sum + l.amount, 0);
    expect(member(inHouseRound({ ...round, stake: 100, payout: 250 }) as TransferInput)).toBe(150);
    expect(member(inHouseRound({ ...round, stake: 100, payout: 0 }) as TransferInput)).toBe(-100);
    expect(member(vendorDebit({ ...vendor, txId: 'x', amount: 40 }))).toBe(-40);
    expect(member(vendorRollback({ ...vendor, txId: 'x', amount: 40 }))).toBe(40);
    expect(member(withdrawalHold({ brandId: BRAND, memberId: M, withdrawalId: 3, amount: 8 }), WITHDRAWAL_HOLD)).toBe(
      8,
    );
    expect(
      member(operatorAdjustment({ brandId: 1, memberId: M, amount: -6, reason: 'x', key: 'k', operator: 'o' })),
    ).toBe(-6);
    expect(member(transferToUpline({ brandId: 1, fromMemberId: M, toMemberId: U, ref: 2, amount: 4 }), 'main', U)).toBe(
      4,
    );
  });

  it('records a push as no transfer, and refuses amounts that are not positive whole units', () => {
    expect(inHouseRound({ ...round, stake: 100, payout: 100 })).toBeNull();
    expect(() => inHouseRound({ ...round, stake: 0, payout: 0 })).toThrow(RangeError);
    expect(() => vendorDebit({ ...vendor, txId: 'y', amount: 1.5 })).toThrow(RangeError);
    expect(() => deposit({ brandId: 1, memberId: M, orderId: 9, amount: -1, channel: 'bank' })).toThrow(RangeError);
    expect(() =>
      operatorAdjustment({ brandId: 1, memberId: M, amount: 5, reason: ' ', key: 'k', operator: 'o' }),
    ).toThrow(RangeError);
  });

  it('credits a deposit less a fee the member pays, or all of it when the brand pays the fee', () => {
    const base = { brandId: 1, memberId: M, orderId: 5, amount: 10_000, channel: 'testpay' };
    const legs = (t: TransferInput) => t.legs.map((l) => [JSON.stringify(l.account), l.amount]);
    expect(legs(deposit({ ...base, fee: { amount: 100, payer: 'member' } }))).toEqual([
      [JSON.stringify({ house: 'cash_in' }), -9_900],
      [JSON.stringify({ memberId: M, code: 'main' }), 9_900],
    ]);
    expect(legs(deposit({ ...base, fee: { amount: 100, payer: 'brand' } }))).toEqual([
      [JSON.stringify({ house: 'cash_in' }), -9_900],
      [JSON.stringify({ house: 'payment_fees' }), -100],
      [JSON.stringify({ memberId: M, code: 'main' }), 10_000],
    ]);
    expect(deposit({ ...base, fee: { amount: 100, payer: 'brand' } }).key).toBe('deposit:5');
    expect(() => deposit({ ...base, fee: { amount: 10_000, payer: 'member' } })).toThrow(RangeError);
  });
});

describe('postings through the ledger', () => {
  let database: Database;
  let ledger: Ledger;
  let member = 0;
  let upline = 0;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
    await database.migrate();
    await seed(database.db);
    ledger = createLedger(database);
    const repo = createMemberRepo(database.db);
    member = (await repo.create({ brandId: BRAND, account: 'post1', nickname: 'P', type: 0 })).id;
    upline = (await repo.create({ brandId: BRAND, account: 'post2', nickname: 'U', type: 1 })).id;
  });
  afterAll(() => database.close());

  it('deposits, holds a withdrawal and pays it out once: a release of the same withdrawal is refused', async () => {
    await ledger.transfer(
      deposit({ brandId: BRAND, memberId: member, orderId: 'o1', amount: 10_000, channel: 'bank' }),
    );
    await ledger.transfer(withdrawalHold({ brandId: BRAND, memberId: member, withdrawalId: 'w1', amount: 4_000 }));
    expect(await ledger.balance(BRAND, member)).toBe(6_000);
    expect(await ledger.balance(BRAND, member, WITHDRAWAL_HOLD)).toBe(4_000);
    await ledger.transfer(
      withdrawalPayout({ brandId: BRAND, memberId: member, withdrawalId: 'w1', amount: 4_000, channel: 'bank' }),
    );
    await expect(
      ledger.transfer(
        withdrawalRelease({ brandId: BRAND, memberId: member, withdrawalId: 'w1', amount: 4_000, reason: 'late' }),
      ),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await ledger.balance(BRAND, member, WITHDRAWAL_HOLD)).toBe(0);
    // A withdrawal over the balance is refused when it is requested.
    await expect(
      ledger.transfer(withdrawalHold({ brandId: BRAND, memberId: member, withdrawalId: 'w2', amount: 6_001 })),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
  });

  it('moves money between members and pays rewards from their house accounts', async () => {
    await ledger.transfer(
      transferToUpline({ brandId: BRAND, fromMemberId: member, toMemberId: upline, ref: 't1', amount: 1_000 }),
    );
    await ledger.transfer(
      transferToDownline({ brandId: BRAND, fromMemberId: upline, toMemberId: member, ref: 't2', amount: 400 }),
    );
    for (const pay of [rebate, salary, dividend, bonus]) {
      await ledger.transfer(pay({ brandId: BRAND, memberId: upline, ref: 'period-1', amount: 100 }));
    }
    await ledger.transfer(pointsConversion({ brandId: BRAND, memberId: upline, ref: 'c1', amount: 50, points: 500 }));
    expect(await ledger.balance(BRAND, upline)).toBe(600 + 400 + 50);
    expect(await ledger.balance(BRAND, member)).toBe(6_000 - 600);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
