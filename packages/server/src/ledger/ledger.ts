import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { DomainError } from '../lib/errors.js';
import { type AccountRef, createAccountIds, type Executor, hashKey, refKey } from './ledger-accounts.js';

/**
 * The double-entry ledger (design.md "Money"). Everything that moves money calls `transfer` (or `transferMany`)
 * with a named posting (postings.ts) and nothing else: balanced legs, rows locked FOR UPDATE in id order, member
 * accounts never negative, and one application per idempotency key. Given the caller's transaction, the transfer
 * commits or rolls back with the business record that explains it (a round, a bet, an order).
 */

export interface Leg {
  account: AccountRef;
  /** In 0.0001 units; positive credits the account, negative debits it. */
  amount: number;
}

export interface TransferInput {
  brandId: number;
  /** Same key and same input: the first result again. Same key, other input: 409 idempotency_conflict. */
  key: string;
  kind: string;
  reason?: string | null;
  legs: Leg[];
  /**
   * Balances each account must hold before the transfer, whatever the legs net to: a game stake must be covered
   * even when the same round pays back more than it took.
   */
  requireBefore?: Leg[];
  metadata?: Record<string, unknown>;
}

export interface EntryResult {
  accountId: number;
  memberId: number | null;
  code: string;
  amount: number;
  balanceAfter: number;
}

export interface TransferResult {
  transferId: number;
  kind: string;
  createdAt: Date;
  entries: EntryResult[];
  /** False when the key had been used before and this is the first application's result. */
  applied: boolean;
}

/** The request as the idempotency check sees it: legs merged per account (shards aside, hashKey) and sorted. */
function requestHash(input: TransferInput): string {
  const merged = new Map<string, number>();
  for (const leg of input.legs) merged.set(hashKey(leg.account), (merged.get(hashKey(leg.account)) ?? 0) + leg.amount);
  const legs = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(
      JSON.stringify({
        brand: input.brandId,
        kind: input.kind,
        reason: input.reason ?? null,
        legs,
        ...(input.requireBefore?.length
          ? { requireBefore: input.requireBefore.map((l) => [hashKey(l.account), l.amount]) }
          : {}),
      }),
    )
    .digest('hex');
}

function validate(input: TransferInput): Map<string, number> {
  if (!input.key || input.key.length > 200) throw new DomainError('invalid_input', { message: 'bad idempotency key' });
  if (input.legs.length < 2) throw new DomainError('invalid_input', { message: 'a transfer needs two legs or more' });
  const merged = new Map<string, number>();
  let sum = 0;
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amount))
      throw new DomainError('invalid_input', { message: 'amounts are whole units' });
    merged.set(refKey(leg.account), (merged.get(refKey(leg.account)) ?? 0) + leg.amount);
    sum += leg.amount;
  }
  if (sum !== 0) throw new DomainError('invalid_input', { message: 'a transfer must balance' });
  // Legs that cancel out (an account paying itself) move nothing: such a transfer is a mistake.
  if ([...merged.values()].filter((amount) => amount !== 0).length < 2) {
    throw new DomainError('invalid_input', { message: 'a transfer must move money between two accounts' });
  }
  return merged;
}

/** The NOTIFY channel of balance changes; payload `{ "memberIds": [...] }`. */
export const BALANCE_CHANNEL = 'wl_balance';

export function createLedger(
  database: Pick<Database, 'db'> & Partial<Pick<Database, 'transaction'>>,
  clock: Clock = systemClock,
) {
  const { db } = database;
  const inTransaction = <T>(fn: (tx: Db) => Promise<T>): Promise<T> =>
    database.transaction ? database.transaction(fn) : db.transaction((tx) => fn(tx as unknown as Db));

  async function resultOf(q: Executor, transferId: number, applied: boolean): Promise<TransferResult> {
    const rows = await q
      .select({
        transfer: ledgerTransfers,
        accountId: ledgerEntries.accountId,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        memberId: ledgerAccounts.memberId,
        code: ledgerAccounts.code,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transferId, transferId))
      .orderBy(asc(ledgerEntries.id));
    const first = rows[0];
    if (!first) throw new Error(`transfer ${transferId} has no entries`);
    return {
      transferId,
      kind: first.transfer.kind,
      createdAt: first.transfer.createdAt,
      applied,
      entries: rows.map((r) => ({
        accountId: r.accountId,
        memberId: r.memberId,
        code: r.code,
        amount: r.amount,
        balanceAfter: r.balanceAfter,
      })),
    };
  }

  async function existing(q: Executor, input: TransferInput, hash: string): Promise<TransferResult | null> {
    const [row] = await q
      .select({ id: ledgerTransfers.id, requestHash: ledgerTransfers.requestHash })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.brandId, input.brandId), eq(ledgerTransfers.idempotencyKey, input.key)));
    if (!row) return null;
    if (row.requestHash !== hash) throw new DomainError('idempotency_conflict');
    return resultOf(q, row.id, false);
  }

  const accountIds = createAccountIds();

  /** What `ledger_transfer` takes for one input: its accounts in id order, their amounts and required balances. */
  function plan(input: TransferInput, merged: Map<string, number>, ids: Map<string, number>) {
    const requiredById = new Map<number, number>();
    for (const need of input.requireBefore ?? []) {
      const id = ids.get(refKey(need.account));
      if (id !== undefined) requiredById.set(id, Math.max(requiredById.get(id) ?? 0, need.amount));
    }
    const amountById = new Map<number, number>();
    for (const [key, amount] of merged) {
      const id = ids.get(key);
      if (id === undefined) throw new Error('unknown account');
      if (amount !== 0) amountById.set(id, (amountById.get(id) ?? 0) + amount);
    }
    const accounts = [...new Set([...amountById.keys(), ...requiredById.keys()])].sort((a, b) => a - b);
    return {
      accounts,
      amounts: accounts.map((id) => amountById.get(id) ?? 0),
      required: accounts.map((id) => requiredById.get(id) ?? null),
    };
  }

  /** A refusal of `ledger_transfer` as the domain error it stands for. */
  function domainError(err: unknown): unknown {
    // Drizzle wraps the database error: the function's message is on the cause.
    const cause = (err as { cause?: { message?: string } }).cause;
    if (`${(err as Error).message} ${cause?.message ?? ''}`.includes('insufficient_balance')) {
      return new DomainError('insufficient_balance');
    }
    return err;
  }

  async function transfer(input: TransferInput, tx?: Db): Promise<TransferResult> {
    const q: Executor = tx ?? db;
    const merged = validate(input);
    const hash = requestHash(input);
    const ids = await accountIds(
      q,
      input.brandId,
      [...input.legs.map((l) => l.account), ...(input.requireBefore ?? []).map((l) => l.account)],
      tx !== undefined,
    );
    const { accounts: accountList, amounts, required } = plan(input, merged, ids);
    const now = clock.now();
    let rows: {
      transfer_id: string | number;
      account_id: string | number;
      member_id: number | null;
      code: string;
      amount: string | number;
      balance_after: string | number;
    }[];
    try {
      // One statement: ledger_transfer (migration 0005) claims the key, locks the accounts in id order, checks
      // balances, writes entries and balances, and notifies at commit: of its own implicit transaction, or of the
      // caller's.
      const result = await q.execute(sql`
        select * from ledger_transfer(
          ${input.brandId}::integer, ${input.key}, ${hash}, ${input.kind}, ${input.reason ?? null}::text,
          ${JSON.stringify(input.metadata ?? {})}::jsonb, ${now.toISOString()}::timestamptz,
          ${`{${accountList.join(',')}}`}::bigint[],
          ${`{${amounts.join(',')}}`}::bigint[],
          ${`{${required.map((r) => r ?? 'NULL').join(',')}}`}::bigint[]
        )`);
      rows = ((result as { rows?: typeof rows }).rows ?? (result as unknown as typeof rows)) as typeof rows;
    } catch (err) {
      throw domainError(err);
    }
    const first = rows[0];
    if (!first) {
      // The key was taken, by an earlier call or one racing this one: that transfer is the answer.
      const after = await existing(q, input, hash);
      if (after) return after;
      throw new Error(`transfer ${input.key} neither applied nor found`);
    }
    return {
      transferId: Number(first.transfer_id),
      kind: input.kind,
      createdAt: now,
      applied: true,
      entries: rows.map((r) => ({
        accountId: Number(r.account_id),
        memberId: r.member_id,
        code: r.code,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
      })),
    };
  }

  async function transferMany(inputs: TransferInput[], tx?: Db): Promise<TransferResult[]> {
    if (!tx) return inTransaction((own) => transferMany(inputs, own));
    if (inputs.length === 0) return [];
    const byBrand = new Map<number, AccountRef[]>();
    for (const input of inputs) {
      validate(input);
      const refs = byBrand.get(input.brandId) ?? [];
      refs.push(...input.legs.map((l) => l.account), ...(input.requireBefore ?? []).map((l) => l.account));
      byBrand.set(input.brandId, refs);
    }
    const idsByBrand = new Map<number, Map<string, number>>();
    for (const [brandId, refs] of byBrand) idsByBrand.set(brandId, await accountIds(tx, brandId, refs, true));
    // Every transfer by the rules of `ledger_transfer` (same key claim, locks, balance checks in order, entries,
    // notify), set-based by `ledger_transfer_batch` (migration 0027): a settlement batch is one statement that
    // locks each account once, instead of one function call per payout.
    const now = clock.now();
    const planned = [];
    for (const input of inputs) {
      const merged = validate(input);
      const ids = idsByBrand.get(input.brandId) ?? new Map<string, number>();
      planned.push({ input, hash: requestHash(input), ...plan(input, merged, ids) });
    }
    const transfers = planned.map((p) => ({
      b: p.input.brandId,
      k: p.input.key,
      h: p.hash,
      kind: p.input.kind,
      r: p.input.reason ?? null,
      m: p.input.metadata ?? {},
    }));
    const legs = planned.flatMap((p, i) =>
      p.accounts.map((a, j) => ({ o: i + 1, a, n: p.amounts[j] ?? 0, q: p.required[j] ?? null })),
    );
    type Row = {
      ord: string | number;
      transfer_id: string | number;
      account_id: string | number;
      member_id: number | null;
      code: string;
      amount: string | number;
      balance_after: string | number;
    };
    let rows: Row[];
    try {
      const result = await tx.execute(sql`
        select * from ledger_transfer_batch(
          ${now.toISOString()}::timestamptz, ${JSON.stringify(transfers)}::jsonb, ${JSON.stringify(legs)}::jsonb
        )`);
      rows = ((result as { rows?: Row[] }).rows ?? (result as unknown as Row[])) as Row[];
    } catch (err) {
      throw domainError(err);
    }
    const byOrd = new Map<number, Row[]>();
    for (const row of rows) {
      const list = byOrd.get(Number(row.ord)) ?? [];
      list.push(row);
      byOrd.set(Number(row.ord), list);
    }
    const results: TransferResult[] = [];
    for (const [i, p] of planned.entries()) {
      const mine = byOrd.get(i + 1);
      if (!mine?.length) {
        // The key was taken before: that transfer is the answer (or a conflict), as `transfer` answers.
        const after = await existing(tx, p.input, p.hash);
        if (!after) throw new Error(`transfer ${p.input.key} neither applied nor found`);
        results.push(after);
        continue;
      }
      results.push({
        transferId: Number(mine[0]?.transfer_id),
        kind: p.input.kind,
        createdAt: now,
        applied: true,
        entries: mine.map((r) => ({
          accountId: Number(r.account_id),
          memberId: r.member_id,
          code: r.code,
          amount: Number(r.amount),
          balanceAfter: Number(r.balance_after),
        })),
      });
    }
    return results;
  }

  return {
    /**
     * Applies one transfer: on the caller's transaction `tx` when given (it commits or rolls back with the
     * caller's records; a refusal aborts that transaction), otherwise on its own.
     */
    transfer,

    /**
     * Applies many transfers in one transaction, all or none (settlement of many bets): the caller's `tx`, or one
     * of its own. Every account of the batch is locked once, in id order, so two batches never deadlock; balances
     * are checked transfer by transfer in the order given, as if each were applied alone.
     */
    transferMany,

    /**
     * Locks the account and checks it holds at least `amount`, inside the caller's transaction: a game round that
     * moves no money (a push) still needs its stake covered.
     */
    async requireBalance(brandId: number, account: AccountRef, amount: number, tx: Db): Promise<number> {
      const id = (await accountIds(tx, brandId, [account], true)).get(refKey(account));
      const [row] = await tx
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, id ?? 0))
        .for('update');
      const balance = row?.balance ?? 0;
      if (balance < amount) throw new DomainError('insufficient_balance');
      return balance;
    },

    /** The transfer recorded under a key, or null. */
    async findTransfer(brandId: number, key: string, tx?: Db): Promise<TransferResult | null> {
      const q: Executor = tx ?? db;
      const [row] = await q
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.brandId, brandId), eq(ledgerTransfers.idempotencyKey, key)));
      return row ? resultOf(q, row.id, false) : null;
    },

    /** A member account's balance in units (0 when it has never been used). */
    async balance(brandId: number, memberId: number, code = 'main', tx?: Db): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.brandId, brandId),
            eq(ledgerAccounts.memberId, memberId),
            eq(ledgerAccounts.code, code),
          ),
        );
      return row?.balance ?? 0;
    },

    /** Every account of a member, main first. */
    async accountsOf(brandId: number, memberId: number) {
      return db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.brandId, brandId), eq(ledgerAccounts.memberId, memberId)))
        .orderBy(asc(ledgerAccounts.id));
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
