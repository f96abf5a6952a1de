import type { BroadcastAudience } from '@wl/contract/operator-routes/messages';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, memberMessages, members } from '../../db/schema.js';
import { messageBroadcasts } from '../../db/schema-messages.js';
import { notify } from './message-repo.js';

const broadcastColumns = {
  id: messageBroadcasts.id,
  brandId: messageBroadcasts.brandId,
  brand: brands.code,
  audience: messageBroadcasts.audience,
  title: messageBroadcasts.title,
  content: messageBroadcasts.content,
  sentBy: messageBroadcasts.sentBy,
  createdAt: messageBroadcasts.createdAt,
  withdrawnAt: messageBroadcasts.withdrawnAt,
  withdrawnBy: messageBroadcasts.withdrawnBy,
  reads: sql<string>`(select count(*) from broadcast_states s where s.broadcast_id = ${messageBroadcasts.id} and s.read_at is not null)`,
};

export interface BroadcastRecord {
  id: number;
  brandId: number;
  brand: string;
  audience: BroadcastAudience;
  title: string;
  content: string;
  sentBy: string;
  createdAt: Date;
  withdrawnAt: Date | null;
  withdrawnBy: string | null;
  reads: string | number;
}

/** The messages desk's SQL: personal messages sent, broadcasts and their reads. */
export function createMessageDeskRepo(db: Db) {
  return {
    async member(memberId: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: members.id, brandId: members.brandId, account: members.account, brand: brands.code })
        .from(members)
        .innerJoin(brands, eq(brands.id, members.brandId))
        .where(eq(members.id, memberId));
      return row ?? null;
    },

    /** Stores a personal message and announces it at commit. */
    async insertPersonal(values: { memberId: number; title: string; content: string; sentBy: string }, tx: Db) {
      const [row] = await tx
        .insert(memberMessages)
        .values({ ...values, kind: 'personal' })
        .returning();
      if (!row) throw new Error('message not stored');
      await notify({ memberIds: [row.memberId], kind: 'personal' }, tx);
      return row;
    },

    /** Stores a broadcast (one row, whatever the brand's size) and announces it to the brand's open tabs. */
    async insertBroadcast(
      values: { brandId: number; audience: BroadcastAudience; title: string; content: string; sentBy: string },
      tx: Db,
    ): Promise<number> {
      const [row] = await tx.insert(messageBroadcasts).values(values).returning({ id: messageBroadcasts.id });
      if (!row) throw new Error('broadcast not stored');
      await notify({ brandId: values.brandId, audience: values.audience, kind: 'broadcast' }, tx);
      return row.id;
    },

    async broadcast(id: number, tx: Db = db, forUpdate = false): Promise<BroadcastRecord | null> {
      const query = tx
        .select(broadcastColumns)
        .from(messageBroadcasts)
        .innerJoin(brands, eq(brands.id, messageBroadcasts.brandId))
        .where(eq(messageBroadcasts.id, id));
      const [row] = forUpdate ? await query.for('update', { of: messageBroadcasts }) : await query;
      return row ?? null;
    },

    async broadcasts(brandId: number, page: { offset: number; limit: number }) {
      const rows = await db
        .select(broadcastColumns)
        .from(messageBroadcasts)
        .innerJoin(brands, eq(brands.id, messageBroadcasts.brandId))
        .where(eq(messageBroadcasts.brandId, brandId))
        .orderBy(desc(messageBroadcasts.createdAt), desc(messageBroadcasts.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(messageBroadcasts)
        .where(eq(messageBroadcasts.brandId, brandId));
      return { rows: rows as BroadcastRecord[], total: total?.n ?? 0 };
    },

    /** Withdraws a broadcast still out; false when it was withdrawn already. */
    async withdraw(id: number, by: string, now: Date, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(messageBroadcasts)
        .set({ withdrawnAt: now, withdrawnBy: by })
        .where(and(eq(messageBroadcasts.id, id), sql`${messageBroadcasts.withdrawnAt} is null`))
        .returning({ id: messageBroadcasts.id });
      return rows.length > 0;
    },
  };
}
