import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { DomainError } from '../lib/errors.js';

/**
 * The double-entry ledger (design.md "Money"). Everything that moves money calls `transfer` and nothing else:
 * one database transaction per transfer, balanced legs, rows locked FOR UPDATE in id order, member accounts never
 * negative, and one application per idempotency key.
 */

/** House accounts of a brand: where money comes from and goes to. */
export const HOUSE_ACCOUNTS = [
  'cash_in', // deposits
  'cash_out', // withdrawals
  'game', // stakes and wins of games and lotteries
  'bonus', // promotions and rewards
  'salary', // agents' salaries
  'dividend', // agents' dividends
  'points', // point conversions
  'play_money', // trial members' play money
  'adjustment', // operators' manual credits and debits
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export type AccountRef = { memberId: number; code: string } | { house: HouseAccount };

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

const refKey = (ref: AccountRef) => ('house' in ref ? `house:${ref.house}` : `member:${ref.memberId}:${ref.code}`);

/** The request as the idempotency check sees it: legs merged per account and sorted. */
function requestHash(input: TransferInput, merged: Map<string, number>): string {
  const legs = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(
      JSON.stringify({
        brand: input.brandId,
        kind: input.kind,
        reason: input.reason ?? null,
        legs,
        ...(input.requireBefore?.length
          ? { requireBefore: input.requireBefore.map((l) => [refKey(l.account), l.amount]) }
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

export function createLedger(database: Pick<Database, 'db'>, clock: Clock = systemClock) {
  const { db } = database;
  async function resultOf(transferId: number, applied: boolean): Promise<TransferResult> {
    const rows = await db
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

  async function existing(input: TransferInput, hash: string): Promise<TransferResult | null> {
    const [row] = await db
      .select({ id: ledgerTransfers.id, requestHash: ledgerTransfers.requestHash })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.brandId, input.brandId), eq(ledgerTransfers.idempotencyKey, input.key)));
    if (!row) return null;
    if (row.requestHash !== hash) throw new DomainError('idempotency_conflict');
    return resultOf(row.id, false);
  }

  /** Account ids never change and accounts are never deleted: each is looked up once per process. */
  const idCache = new Map<string, number>();

  /** Account ids for the refs, made on first use. */
  async function accountIds(brandId: number, refs: AccountRef[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const ref of refs) {
      const cached = idCache.get(`${brandId}:${refKey(ref)}`);
      if (cached !== undefined) {
        ids.set(refKey(ref), cached);
        continue;
      }
      const values =
        'house' in ref
          ? { brandId, memberId: null, code: ref.house, kind: 'house' as const }
          : { brandId, memberId: ref.memberId, code: ref.code, kind: 'member' as const };
      await db.insert(ledgerAccounts).values(values).onConflictDoNothing();
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.brandId, brandId),
            eq(ledgerAccounts.code, values.code),
            values.memberId === null
              ? sql`${ledgerAccounts.memberId} is null`
              : eq(ledgerAccounts.memberId, values.memberId),
          ),
        );
      if (!row) throw new Error('ledger account not found after insert');
      ids.set(refKey(ref), row.id);
      if (idCache.size > 100_000) idCache.clear();
      idCache.set(`${brandId}:${refKey(ref)}`, row.id);
    }
    return ids;
  }

  return {
    async transfer(input: TransferInput): Promise<TransferResult> {
      const merged = validate(input);
      const hash = requestHash(input, merged);
      const ids = await accountIds(input.brandId, [
        ...input.legs.map((l) => l.account),
        ...(input.requireBefore ?? []).map((l) => l.account),
      ]);
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
      const accountList = [...new Set([...amountById.keys(), ...requiredById.keys()])].sort((a, b) => a - b);
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
        // One statement, so one implicit transaction: ledger_transfer (migration 0005) claims the key, locks the
        // accounts in id order, checks balances, writes entries and balances, and notifies at commit.
        const result = await db.execute(sql`
          select * from ledger_transfer(
            ${input.brandId}::integer, ${input.key}, ${hash}, ${input.kind}, ${input.reason ?? null}::text,
            ${JSON.stringify(input.metadata ?? {})}::jsonb, ${now.toISOString()}::timestamptz,
            ${`{${accountList.join(',')}}`}::bigint[],
            ${`{${accountList.map((id) => amountById.get(id) ?? 0).join(',')}}`}::bigint[],
            ${`{${accountList.map((id) => requiredById.get(id) ?? 'NULL').join(',')}}`}::bigint[]
          )`);
        rows = ((result as { rows?: typeof rows }).rows ?? (result as unknown as typeof rows)) as typeof rows;
      } catch (err) {
        // Drizzle wraps the database error: the function's message is on the cause.
        const cause = (err as { cause?: { message?: string } }).cause;
        if (`${(err as Error).message} ${cause?.message ?? ''}`.includes('insufficient_balance')) {
          throw new DomainError('insufficient_balance');
        }
        throw err;
      }
      const first = rows[0];
      if (!first) {
        // The key was taken, by an earlier call or one racing this one: that transfer is the answer.
        const after = await existing(input, hash);
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
    },

    /** The transfer recorded under a key, or null. */
    async findTransfer(brandId: number, key: string): Promise<TransferResult | null> {
      const [row] = await db
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.brandId, brandId), eq(ledgerTransfers.idempotencyKey, key)));
      return row ? resultOf(row.id, false) : null;
    },

    /** A member account's balance in units (0 when it has never been used). */
    async balance(brandId: number, memberId: number, code = 'main'): Promise<number> {
      const [row] = await db
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
