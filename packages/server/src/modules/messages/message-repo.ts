import type { BroadcastAudience } from '@wl/contract/operator-routes/messages';
import type { MessageKind, MessageParams, SystemMessageCategory } from '@wl/contract/routes/messages';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberMessages } from '../../db/schema.js';
import { broadcastStates } from '../../db/schema-messages.js';

/** NOTIFY channel of new messages: `{ memberIds, kind }` for one member's, `{ brandId, audience }` for a broadcast. */
export const MESSAGE_CHANNEL = 'wl_message';

export type MessageNotice =
  | { memberIds: number[]; kind: 'system' | 'personal' }
  | { brandId: number; audience: BroadcastAudience; kind: 'broadcast' };

/** Whose inbox: the member, their brand, when they joined, and the broadcast audiences they belong to. */
export interface InboxOwner {
  memberId: number;
  brandId: number;
  joinedAt: Date;
  audiences: readonly BroadcastAudience[];
}

export type InboxFilter = 'all' | 'unread' | MessageKind;

export interface InboxRow {
  id: number;
  kind: MessageKind;
  category: SystemMessageCategory | null;
  params: MessageParams | null;
  title: string;
  body: string;
  read: boolean;
  createdAt: Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

type RawRow = Omit<InboxRow, 'createdAt' | 'params'> & { created_at: Date | string; params: unknown };

function rowOf(r: RawRow): InboxRow {
  const params = typeof r.params === 'string' ? (JSON.parse(r.params) as MessageParams) : (r.params as MessageParams);
  return { ...r, params: params ?? null, read: Boolean(r.read), createdAt: new Date(r.created_at) };
}

/**
 * Every message of one inbox: the member's own (system and personal, not deleted) and the broadcasts of their
 * brand and audience sent since they joined, not withdrawn, not deleted by them. A broadcast's read and delete
 * live in broadcast_states, which has a row only for members who touched it.
 */
function inbox(owner: InboxOwner): SQL {
  const audiences = sql.join(
    owner.audiences.map((a) => sql`${a}`),
    sql`, `,
  );
  return sql`
    select m.id, m.kind, m.category, m.params, m.title, m.content as body, m.read_at is not null as read, m.created_at
    from member_messages m
    where m.member_id = ${owner.memberId} and m.deleted_at is null
    union all
    select b.id, 'broadcast', null, null, b.title, b.content, s.read_at is not null, b.created_at
    from message_broadcasts b
    left join broadcast_states s on s.broadcast_id = b.id and s.member_id = ${owner.memberId}
    where b.brand_id = ${owner.brandId} and b.withdrawn_at is null and b.audience in (${audiences})
      and b.created_at >= ${owner.joinedAt.toISOString()}::timestamptz and s.deleted_at is null`;
}

function filterOf(filter: InboxFilter): SQL {
  if (filter === 'all') return sql`true`;
  if (filter === 'unread') return sql`not x.read`;
  return sql`x.kind = ${filter}`;
}

/** The inbox's SQL (member_messages, message_broadcasts, broadcast_states) and the NOTIFY of new messages. */
export function createMessageRepo(db: Db) {
  return {
    async page(owner: InboxOwner, filter: InboxFilter, page: { offset: number; limit: number }, tx: Db = db) {
      const rows = await tx.execute(sql`
        select * from (${inbox(owner)}) x where ${filterOf(filter)}
        order by x.created_at desc, x.kind, x.id desc limit ${page.limit} offset ${page.offset}`);
      const [counts] = rowsOf<{ total: string; unread: string }>(
        await tx.execute(sql`
          select count(*) filter (where ${filterOf(filter)}) as total, count(*) filter (where not x.read) as unread
          from (${inbox(owner)}) x`),
      );
      return {
        rows: rowsOf<RawRow>(rows).map(rowOf),
        total: Number(counts?.total ?? 0),
        unread: Number(counts?.unread ?? 0),
      };
    },

    async unread(owner: InboxOwner, tx: Db = db): Promise<number> {
      const [row] = rowsOf<{ n: string }>(
        await tx.execute(sql`select count(*) as n from (${inbox(owner)}) x where not x.read`),
      );
      return Number(row?.n ?? 0);
    },

    /** One message of the inbox, or null when it is not this member's (or deleted, or withdrawn). */
    async one(owner: InboxOwner, kind: MessageKind, id: number, tx: Db = db): Promise<InboxRow | null> {
      const [row] = rowsOf<RawRow>(
        await tx.execute(sql`select * from (${inbox(owner)}) x where x.kind = ${kind} and x.id = ${id}`),
      );
      return row ? rowOf(row) : null;
    },

    async markRead(owner: InboxOwner, kind: MessageKind, id: number, now: Date, tx: Db = db): Promise<void> {
      if (kind === 'broadcast') {
        await tx
          .insert(broadcastStates)
          .values({ broadcastId: id, memberId: owner.memberId, readAt: now })
          .onConflictDoUpdate({
            target: [broadcastStates.broadcastId, broadcastStates.memberId],
            set: { readAt: sql`coalesce(${broadcastStates.readAt}, excluded.read_at)` },
          });
        return;
      }
      await tx
        .update(memberMessages)
        .set({ readAt: now })
        .where(
          and(eq(memberMessages.id, id), eq(memberMessages.memberId, owner.memberId), isNull(memberMessages.readAt)),
        );
    },

    /** Marks every unread message of the inbox read: the member's own in one statement, the broadcasts in another. */
    async markAllRead(owner: InboxOwner, now: Date, tx: Db = db): Promise<void> {
      await tx
        .update(memberMessages)
        .set({ readAt: now })
        .where(and(eq(memberMessages.memberId, owner.memberId), isNull(memberMessages.readAt)));
      await tx.execute(sql`
        insert into broadcast_states (broadcast_id, member_id, read_at)
        select x.id, ${owner.memberId}, ${now.toISOString()}::timestamptz
        from (${inbox(owner)}) x where x.kind = 'broadcast' and not x.read
        on conflict (broadcast_id, member_id) do update set read_at = coalesce(broadcast_states.read_at, excluded.read_at)`);
    },

    async markDeleted(owner: InboxOwner, kind: MessageKind, id: number, now: Date, tx: Db = db): Promise<void> {
      if (kind === 'broadcast') {
        await tx
          .insert(broadcastStates)
          .values({ broadcastId: id, memberId: owner.memberId, deletedAt: now })
          .onConflictDoUpdate({
            target: [broadcastStates.broadcastId, broadcastStates.memberId],
            set: { deletedAt: now },
          });
        return;
      }
      await tx
        .update(memberMessages)
        .set({ deletedAt: now })
        .where(and(eq(memberMessages.id, id), eq(memberMessages.memberId, owner.memberId)));
    },

    /** Stores a message to one member and announces it at commit (MESSAGE_CHANNEL); its id. */
    async insert(values: typeof memberMessages.$inferInsert, tx: Db = db): Promise<typeof memberMessages.$inferSelect> {
      const [row] = await tx.insert(memberMessages).values(values).returning();
      if (!row) throw new Error('message not stored');
      await notify({ memberIds: [row.memberId], kind: row.kind }, tx);
      return row;
    },
  };
}

/** Announces new messages on MESSAGE_CHANNEL; PostgreSQL delivers it when (and only if) the transaction commits. */
export async function notify(notice: MessageNotice, tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(notice)})`);
}

export type MessageRepo = ReturnType<typeof createMessageRepo>;
