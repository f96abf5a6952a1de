import type { MemberSort } from '@wl/contract/operator-routes/members';
import { and, asc, count, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bets, brands, ledgerAccounts, ledgerEntries, ledgerTransfers, members, sessions } from '../../db/schema.js';

export type DeskMember = typeof members.$inferSelect & { brandCode: string };

export interface MemberSearch {
  account?: string | undefined;
  mobile?: string | undefined;
  email?: string | undefined;
  ip?: string | undefined;
  order?: MemberSort | undefined;
}

/** Each order ends on the id, so pages never repeat or skip a member when values tie. */
const ORDERS: Record<MemberSort, SQL[]> = {
  newest: [desc(members.id)],
  oldest: [asc(members.id)],
  account: [asc(sql`lower(${members.account})`), asc(members.id)],
  lastLogin: [sql`${members.lastLoginAt} desc nulls last`, desc(members.id)],
};

/** `%` and `_` typed by an operator are letters, not wildcards. */
function prefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What the members desk reads and changes of a member: SQL only. */
export function createMemberDeskRepo(db: Db) {
  return {
    async search(brandId: number, filter: MemberSearch, page: { offset: number; limit: number }) {
      const where: (SQL | undefined)[] = [eq(members.brandId, brandId)];
      if (filter.account) where.push(ilike(members.account, prefix(filter.account)));
      if (filter.mobile) where.push(ilike(members.mobile, prefix(filter.mobile)));
      if (filter.email) where.push(ilike(members.email, prefix(filter.email)));
      if (filter.ip) {
        where.push(
          or(
            eq(members.lastLoginIp, filter.ip),
            eq(members.registerIp, filter.ip),
            sql`exists (select 1 from ${sessions} where ${sessions.memberId} = ${members.id} and ${sessions.ip} = ${filter.ip})`,
          ),
        );
      }
      const condition = and(...where);
      const rows = await db
        .select({ member: members, brandCode: brands.code })
        .from(members)
        .innerJoin(brands, eq(brands.id, members.brandId))
        .where(condition)
        .orderBy(...ORDERS[filter.order ?? 'newest'])
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(members).where(condition);
      return { rows: rows.map((r) => ({ ...r.member, brandCode: r.brandCode })), total: total?.n ?? 0 };
    },
    /** With `forUpdate`, the row stays locked until the transaction ends (a change and its audit row agree). */
    async byId(id: number, tx: Db = db, forUpdate = false): Promise<DeskMember | null> {
      const query = tx
        .select({ member: members, brandCode: brands.code })
        .from(members)
        .innerJoin(brands, eq(brands.id, members.brandId))
        .where(eq(members.id, id))
        .limit(1);
      const [row] = forUpdate ? await query.for('update', { of: members }) : await query;
      return row ? { ...row.member, brandCode: row.brandCode } : null;
    },
    async update(id: number, patch: Partial<typeof members.$inferInsert>, tx: Db = db): Promise<void> {
      await tx.update(members).set(patch).where(eq(members.id, id));
    },
    /** Ends every live session of the member; answers how many there were. */
    async revokeSessions(memberId: number, now: Date, tx: Db = db): Promise<number> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning({ id: sessions.id });
      return rows.length;
    },
    async wallets(memberId: number) {
      return db
        .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.memberId, memberId))
        .orderBy(ledgerAccounts.code);
    },
    async ledgerEntries(memberId: number, limit: number) {
      return db
        .select({
          transferId: ledgerEntries.transferId,
          kind: ledgerTransfers.kind,
          reason: ledgerTransfers.reason,
          wallet: ledgerAccounts.code,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          at: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(eq(ledgerAccounts.memberId, memberId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },
    async bets(memberId: number, limit: number) {
      return db
        .select()
        .from(bets)
        .where(eq(bets.memberId, memberId))
        .orderBy(desc(bets.placedAt), desc(bets.id))
        .limit(limit);
    },
    /** Every session the member opened, newest first: the login history. */
    async sessions(memberId: number, limit: number) {
      return db.select().from(sessions).where(eq(sessions.memberId, memberId)).orderBy(desc(sessions.id)).limit(limit);
    },
  };
}

export type MemberDeskRepo = ReturnType<typeof createMemberDeskRepo>;
