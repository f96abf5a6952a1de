import { and, count, desc, eq, gte, lt, or, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { memberTransfers } from '../../db/schema-transfers.js';

export type MemberTransferRow = typeof memberTransfers.$inferSelect;

export interface TransferFilter {
  memberId: number;
  /** From this instant on. */
  from: Date | null;
  /** Before this instant. */
  before: Date | null;
}

const sender = alias(members, 'sender');
const receiver = alias(members, 'receiver');

/** The member transfers' SQL: the sender's row lock, the day's sum, the record, and both sides' listing. */
export function createTransferRepo(db: Db) {
  const where = (f: TransferFilter) =>
    and(
      or(eq(memberTransfers.fromMemberId, f.memberId), eq(memberTransfers.toMemberId, f.memberId)),
      f.from ? gte(memberTransfers.createdAt, f.from) : undefined,
      f.before ? lt(memberTransfers.createdAt, f.before) : undefined,
    );

  return {
    /**
     * Locks the sender's member row for the rest of the transaction: one member's transfers run one after the
     * other, so the day's sum they are checked against is never read by two at once.
     */
    async lockSender(memberId: number, tx: Db): Promise<void> {
      await tx.execute(sql`select id from members where id = ${memberId} for update`);
    },

    /** What the member sent since `since`, in units. */
    async sentSince(memberId: number, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ total: sum(memberTransfers.amount) })
        .from(memberTransfers)
        .where(and(eq(memberTransfers.fromMemberId, memberId), gte(memberTransfers.createdAt, since)));
      return Number(row?.total ?? 0);
    },

    async insert(values: typeof memberTransfers.$inferInsert, tx: Db): Promise<MemberTransferRow> {
      const [row] = await tx.insert(memberTransfers).values(values).returning();
      if (!row) throw new Error('member transfer not inserted');
      return row;
    },

    async setTransfer(id: number, transferId: number, tx: Db): Promise<void> {
      await tx.update(memberTransfers).set({ transferId }).where(eq(memberTransfers.id, id));
    },

    /** The member's transfers, sent and received, newest first, with both sides' accounts. */
    async list(f: TransferFilter, limit: number, offset: number, tx: Db = db) {
      return tx
        .select({
          id: memberTransfers.id,
          direction: memberTransfers.direction,
          fromMemberId: memberTransfers.fromMemberId,
          amount: memberTransfers.amount,
          createdAt: memberTransfers.createdAt,
          fromAccount: sender.account,
          toAccount: receiver.account,
        })
        .from(memberTransfers)
        .innerJoin(sender, eq(sender.id, memberTransfers.fromMemberId))
        .innerJoin(receiver, eq(receiver.id, memberTransfers.toMemberId))
        .where(where(f))
        .orderBy(desc(memberTransfers.createdAt), desc(memberTransfers.id))
        .limit(limit)
        .offset(offset);
    },

    async count(f: TransferFilter, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(memberTransfers).where(where(f));
      return row?.n ?? 0;
    },
  };
}
export type TransferRepo = ReturnType<typeof createTransferRepo>;
