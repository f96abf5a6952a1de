import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { feedback, ledgerTransfers } from '../db/schema.js';
import { seed } from '../db/seed.js';
import { createMemberRepo } from '../modules/account/member-repo.js';
import { createPostgresDatabase } from '../test/test-database.js';
import { createLedger, type Ledger } from './ledger.js';
import { HOUSE_SHARDS } from './ledger-accounts.js';
import { checkLedger } from './ledger-check.js';
import { lotteryStake } from './lottery-postings.js';
import { operatorAdjustment, walletTransfer } from './postings.js';

/**
 * The ledger inside the caller's transaction (design.md "Money"): the transfer commits or rolls back with the
 * caller's own rows, a refused transfer takes the whole transaction down, and nothing the ledger remembers in
 * memory outlives a rollback. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
const BRAND = 1;
let database: Database;
let ledger: Ledger;
let dropDatabase = async () => {};
let seq = 0;

async function newMember(): Promise<number> {
  seq++;
  return (await createMemberRepo(database.db).create({ brandId: BRAND, account: `ltx${seq}`, nickname: 'L', type: 0 }))
    .id;
}
const fund = (memberId: number, amount: number) =>
  ledger.transfer(
    operatorAdjustment({ brandId: BRAND, memberId, amount, reason: 'test', key: `fund-${memberId}`, operator: 't' }),
  );
/** A business row of the caller's transaction (any table does; feedback is the simplest). */
const record = (tx: Database['db'], text: string) =>
  tx.insert(feedback).values({ brandId: BRAND, content: text, ip: '127.0.0.1' }).returning({ id: feedback.id });
const recordsWith = async (text: string) =>
  (await database.db.select().from(feedback).where(eq(feedback.content, text))).length;

beforeAll(async () => {
  let url: string | null = null;
  if (process.env.DATABASE_URL) {
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL);
    url = fresh.url;
    dropDatabase = fresh.drop;
  }
  database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  await database.migrate();
  await seed(database.db);
  ledger = createLedger(database);
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

describe('ledger in the caller transaction', () => {
  it('commits the transfer with the caller rows, and rolls both back together', async () => {
    const m = await newMember();
    await fund(m, 10_000);
    const move = (key: string) =>
      walletTransfer({ brandId: BRAND, memberId: m, key, from: 'main', to: 'vendor:BGS', amount: 4_000 });
    await database.transaction(async (tx) => {
      await ledger.transfer(move('kept'), tx);
      await record(tx, 'kept');
    });
    await expect(
      database.transaction(async (tx) => {
        await ledger.transfer(move('dropped'), tx);
        await record(tx, 'dropped');
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('changes its mind');
    expect(await recordsWith('kept')).toBe(1);
    expect(await recordsWith('dropped')).toBe(0);
    expect(await ledger.balance(BRAND, m, 'main')).toBe(6_000);
    expect(await ledger.balance(BRAND, m, 'vendor:BGS')).toBe(4_000);
    expect(await ledger.findTransfer(BRAND, `wallet:${m}:dropped`)).toBeNull();
  });

  it('never remembers an account whose making was rolled back', async () => {
    const m = await newMember();
    await fund(m, 10_000);
    const toNewWallet = (key: string) =>
      walletTransfer({ brandId: BRAND, memberId: m, key, from: 'main', to: 'vendor:NEW1', amount: 1_000 });
    // The vendor wallet is made inside a transaction that rolls back: its row, and its id, are gone.
    await expect(
      database.transaction(async (tx) => {
        await ledger.transfer(toNewWallet('first'), tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A second ledger (another process) makes the account again, under another id.
    await createLedger(database).transfer(toNewWallet('other-process'));
    const again = await ledger.transfer(toNewWallet('second'));
    expect(again.entries.find((e) => e.code === 'vendor:NEW1')?.balanceAfter).toBe(2_000);
    expect(await ledger.balance(BRAND, m, 'vendor:NEW1')).toBe(2_000);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('answers a used key with its first result inside a transaction, and a conflict takes the caller down', async () => {
    const m = await newMember();
    await fund(m, 10_000);
    const move = (amount: number) =>
      walletTransfer({ brandId: BRAND, memberId: m, key: 'once', from: 'main', to: 'vendor:BGS', amount });
    const first = await ledger.transfer(move(500));
    const replay = await database.transaction(async (tx) => {
      await record(tx, 'replayed');
      return ledger.transfer(move(500), tx);
    });
    expect(replay).toMatchObject({ applied: false, transferId: first.transferId });
    await expect(
      database.transaction(async (tx) => {
        await record(tx, 'conflicting');
        return ledger.transfer(move(700), tx);
      }),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await recordsWith('replayed')).toBe(1);
    expect(await recordsWith('conflicting')).toBe(0);
    expect(await ledger.balance(BRAND, m, 'vendor:BGS')).toBe(500);
  });

  it('refuses an overdraft by rolling back everything the caller did', async () => {
    const m = await newMember();
    await fund(m, 1_000);
    await expect(
      database.transaction(async (tx) => {
        await record(tx, 'overdraft');
        await ledger.transfer(
          walletTransfer({
            brandId: BRAND,
            memberId: m,
            key: 'too-much',
            from: 'main',
            to: 'vendor:BGS',
            amount: 1_001,
          }),
          tx,
        );
      }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await recordsWith('overdraft')).toBe(0);
    expect(await ledger.balance(BRAND, m)).toBe(1_000);
  });

  it('applies a batch all or none', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a, 1_000);
    await fund(b, 1_000);
    const out = (memberId: number, key: string, amount: number) =>
      walletTransfer({ brandId: BRAND, memberId, key, from: 'main', to: 'vendor:BGS', amount });
    await expect(ledger.transferMany([out(a, 'batch-1', 600), out(b, 'batch-1', 1_200)])).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    expect(await ledger.balance(BRAND, a)).toBe(1_000);
    const done = await ledger.transferMany([out(a, 'batch-2', 600), out(b, 'batch-2', 700), out(a, 'batch-3', 400)]);
    expect(done.map((r) => r.applied)).toEqual([true, true, true]);
    expect([await ledger.balance(BRAND, a), await ledger.balance(BRAND, b)]).toEqual([0, 300]);
    const keys = await database.db
      .select({ key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'wallet_transfer'));
    expect(keys.map((k) => k.key)).not.toContain(`wallet:${a}:batch-1`);
  });

  it('answers a key used before with its first transfer inside a batch, and moves the money once', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a, 1_000);
    await fund(b, 1_000);
    const out = (memberId: number, key: string, amount: number) =>
      walletTransfer({ brandId: BRAND, memberId, key, from: 'main', to: 'vendor:BGS', amount });
    const [first] = await ledger.transferMany([out(a, 'replay-1', 300)]);
    const again = await ledger.transferMany([
      out(b, 'replay-2', 200),
      out(a, 'replay-1', 300),
      out(a, 'replay-3', 100),
    ]);
    expect(again.map((r) => r.applied)).toEqual([true, false, true]);
    expect(again[1]?.transferId).toBe(first?.transferId);
    expect(again[1]?.entries).toEqual(first?.entries);
    expect(again[2]?.entries.find((e) => e.memberId === a && e.code === 'main')?.balanceAfter).toBe(600);
    expect([await ledger.balance(BRAND, a), await ledger.balance(BRAND, b)]).toEqual([600, 800]);
    await expect(ledger.transferMany([out(a, 'replay-1', 301)])).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    expect(await ledger.balance(BRAND, a)).toBe(600);
  });

  it('moves a key given twice in one batch once, and refuses the second when it differs', async () => {
    const a = await newMember();
    await fund(a, 1_000);
    const out = (key: string, amount: number) =>
      walletTransfer({ brandId: BRAND, memberId: a, key, from: 'main', to: 'vendor:BGS', amount });
    const twice = await ledger.transferMany([out('dup-1', 300), out('dup-1', 300)]);
    expect(twice.map((r) => r.applied)).toEqual([true, false]);
    expect(twice[1]?.transferId).toBe(twice[0]?.transferId);
    expect(await ledger.balance(BRAND, a)).toBe(700);
    await expect(ledger.transferMany([out('dup-2', 100), out('dup-2', 200)])).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    expect(await ledger.balance(BRAND, a)).toBe(700);
  });

  it('checks each transfer of a batch against the balance the earlier ones left', async () => {
    const a = await newMember();
    await fund(a, 1_000);
    const out = (key: string, amount: number) =>
      walletTransfer({ brandId: BRAND, memberId: a, key, from: 'main', to: 'vendor:BGS', amount });
    // 600 then 500: each alone fits the 1,000, together they do not.
    await expect(ledger.transferMany([out('seq-1', 600), out('seq-2', 500)])).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    expect(await ledger.balance(BRAND, a)).toBe(1_000);
    // A stake that must be covered before the round, after an earlier transfer of the batch took most of it.
    const round = (key: string) => ({
      ...out(key, 100),
      requireBefore: [{ account: { memberId: a, code: 'main' }, amount: 500 }],
    });
    await expect(ledger.transferMany([out('seq-3', 600), round('seq-4')])).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    const done = await ledger.transferMany([round('seq-5'), out('seq-6', 600)]);
    expect(done.map((r) => r.entries.find((e) => e.memberId === a)?.balanceAfter)).toEqual([900, 300]);
    expect(await ledger.balance(BRAND, a)).toBe(300);
    const report = await checkLedger(database.db);
    expect(report.breaches.brokenBalanceAfter).toEqual([]);
    expect(report.breaches.balanceNotSumOfEntries).toEqual([]);
  });

  it('tells every member of a large batch that the balance changed', async () => {
    // 1,600 ids: more than one notification's 8,000 bytes hold.
    const made = await database.db.execute(sql`
      insert into members (brand_id, account, nickname, type, referral_code)
      select ${BRAND}, 'many' || g, 'M', 0, 'MANY' || g from generate_series(1, 1600) g returning id`);
    const members = ((made as { rows?: { id: number }[] }).rows ?? (made as unknown as { id: number }[])).map((r) =>
      Number(r.id),
    );
    const told = new Set<number>();
    const stop = await database.listen('wl_balance', (payload) => {
      for (const id of (JSON.parse(payload) as { memberIds: number[] }).memberIds) told.add(id);
    });
    try {
      const paid = await ledger.transferMany(
        members.map((memberId) =>
          operatorAdjustment({
            brandId: BRAND,
            memberId,
            amount: 5,
            reason: 'batch',
            key: `many-${memberId}`,
            operator: 't',
          }),
        ),
      );
      expect(paid.every((r) => r.applied)).toBe(true);
      await expect.poll(() => members.filter((m) => !told.has(m)).length, { timeout: 10_000 }).toBe(0);
    } finally {
      await stop();
    }
  });

  it('checks a balance under its row lock for a round that moves no money', async () => {
    const m = await newMember();
    await fund(m, 1_000);
    const held = await database.transaction((tx) =>
      ledger.requireBalance(BRAND, { memberId: m, code: 'main' }, 1_000, tx),
    );
    expect(held).toBe(1_000);
    await expect(
      database.transaction((tx) => ledger.requireBalance(BRAND, { memberId: m, code: 'main' }, 1_001, tx)),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
  });
});

describe("the house's game account in shards", () => {
  const stake = (memberId: number, ref: string, amount = 100) =>
    lotteryStake({ brandId: BRAND, memberId, ref, amount, gameCode: 'SSC_1', numero: 'N1' });
  /** Two new funded members whose ids fall on different shards. */
  async function onTwoShards(): Promise<[number, number]> {
    const a = await newMember();
    let b = await newMember();
    while (b % HOUSE_SHARDS === a % HOUSE_SHARDS) b = await newMember();
    await fund(a, 1_000);
    await fund(b, 1_000);
    return [a, b];
  }

  it("credits each member's stake to the member's own shard, and the house's shards sum with the wallets to zero", async () => {
    const [a, b] = await onTwoShards();
    const [ta, tb] = [await ledger.transfer(stake(a, `shard-a-${a}`)), await ledger.transfer(stake(b, `shard-b-${b}`))];
    const houseOf = (t: typeof ta) => t.entries.find((e) => e.memberId === null)?.code;
    expect(houseOf(ta)).toBe(a % HOUSE_SHARDS ? `game#${a % HOUSE_SHARDS}` : 'game');
    expect(houseOf(tb)).not.toBe(houseOf(ta));
    const report = await checkLedger(database.db);
    expect(report.total).toBe(0);
    expect(report.ok).toBe(true);
  });

  it('answers a transfer first made to the unsharded account when it is retried after sharding', async () => {
    const a = await newMember();
    await fund(a, 1_000);
    const sharded = stake(a, `retry-${a}`);
    const unsharded = {
      ...sharded,
      legs: sharded.legs.map((l) => ('house' in l.account ? { ...l, account: { house: l.account.house } } : l)),
    };
    const first = await ledger.transfer(unsharded);
    const again = await ledger.transfer(sharded);
    expect(again.applied).toBe(false);
    expect(again.transferId).toBe(first.transferId);
    expect(await ledger.balance(BRAND, a)).toBe(900);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'lets a member on another shard stake while a stake holds its shard (PostgreSQL)',
    async () => {
      const [a, b] = await onTwoShards();
      let release = () => {};
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = () => {};
      const isHeld = new Promise<void>((resolve) => {
        held = resolve;
      });
      // A's stake stays uncommitted, its shard locked, until B's stake has committed.
      const slow = database.transaction(async (tx) => {
        await ledger.transfer(stake(a, `hold-a-${a}`), tx);
        held();
        await holding;
      });
      await isHeld;
      const other = await Promise.race([
        ledger.transfer(stake(b, `hold-b-${b}`)).then(() => 'committed'),
        new Promise((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ]);
      release();
      await slow;
      expect(other).toBe('committed');
      expect([await ledger.balance(BRAND, a), await ledger.balance(BRAND, b)]).toEqual([900, 900]);
    },
  );
});
