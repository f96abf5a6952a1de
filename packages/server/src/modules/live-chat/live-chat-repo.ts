import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, chatTickets, liveModels, sessions } from '../../db/schema.js';
import { sessionLive } from '../../db/session-live.js';

export type Model = typeof liveModels.$inferSelect;
export type Message = typeof chatMessages.$inferSelect;
export type Ticket = typeof chatTickets.$inferSelect;

/** Where a new message is announced (NOTIFY), so every instance's rooms hear it. */
export const CHAT_CHANNEL = 'wl_chat';

/** The live chat's SQL: hosts (live models), tickets and messages. */
export function createLiveChatRepo(db: Db) {
  return {
    /** The brand's hosts, online first. */
    models(brandId: number, tx: Db = db): Promise<Model[]> {
      return tx
        .select()
        .from(liveModels)
        .where(eq(liveModels.brandId, brandId))
        .orderBy(desc(liveModels.online), asc(liveModels.sort), asc(liveModels.id));
    },
    async model(brandId: number, id: number, tx: Db = db): Promise<Model | null> {
      const [model] = await tx
        .select()
        .from(liveModels)
        .where(and(eq(liveModels.brandId, brandId), eq(liveModels.id, id)));
      return model ?? null;
    },
    async modelById(id: number, tx: Db = db): Promise<Model | null> {
      const [model] = await tx.select().from(liveModels).where(eq(liveModels.id, id));
      return model ?? null;
    },
    async deleteExpiredTickets(now: Date, tx: Db = db): Promise<void> {
      await tx.delete(chatTickets).where(lt(chatTickets.expiresAt, now));
    },
    async insertTicket(values: typeof chatTickets.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(chatTickets).values(values);
    },
    /** A new host (the operator's `model add`): its id. */
    async insertModel(values: typeof liveModels.$inferInsert, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx.insert(liveModels).values(values).returning({ id: liveModels.id });
      return row?.id;
    },
    /** Sets a host on or off line; null when the brand has no such host. */
    async setOnline(brandId: number, id: number, online: boolean, tx: Db = db) {
      const [row] = await tx
        .update(liveModels)
        .set({ online })
        .where(and(eq(liveModels.brandId, brandId), eq(liveModels.id, id)))
        .returning({ id: liveModels.id, online: liveModels.online });
      return row ?? null;
    },
    /**
     * The ticket of this hash while it lasts: not expired and, for a member's, while the login it was launched from
     * is live (logout, "log out others", a password change or an operator ending the sessions end the seat too).
     */
    async liveTicket(tokenHash: string, now: Date, idleMs: number, tx: Db = db): Promise<Ticket | null> {
      const [row] = await tx
        .select({ ticket: chatTickets })
        .from(chatTickets)
        .leftJoin(sessions, eq(sessions.id, chatTickets.sessionId))
        .where(
          and(
            eq(chatTickets.tokenHash, tokenHash),
            gt(chatTickets.expiresAt, now),
            or(isNull(chatTickets.sessionId), sessionLive(now, idleMs)),
          ),
        );
      return row?.ticket ?? null;
    },
    /** The room's latest messages, newest first. */
    history(modelId: number, limit: number, tx: Db = db): Promise<Message[]> {
      return tx
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.modelId, modelId))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
    },
    async message(id: number, tx: Db = db): Promise<Message | null> {
      const [message] = await tx.select().from(chatMessages).where(eq(chatMessages.id, id));
      return message ?? null;
    },
    /** Stores a message and announces it on CHAT_CHANNEL. */
    async insertMessage(values: typeof chatMessages.$inferInsert, tx: Db = db): Promise<void> {
      const [message] = await tx.insert(chatMessages).values(values).returning({ id: chatMessages.id });
      if (message)
        await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify({ messageId: message.id })})`);
    },
  };
}

export type LiveChatRepo = ReturnType<typeof createLiveChatRepo>;
