import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

/** The built-in provider's outbox: messages to members kept in the database. */
export async function insertOutboxMessage(db: Db, values: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(values);
}

export async function readOutbox(db: Db, opts: { channel?: 'sms' | 'email'; to?: string; limit?: number } = {}) {
  const where = [];
  if (opts.channel) where.push(eq(outbox.channel, opts.channel));
  if (opts.to) where.push(eq(outbox.recipient, opts.to));
  return db
    .select()
    .from(outbox)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outbox.id))
    .limit(opts.limit ?? 20);
}
