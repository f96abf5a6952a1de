import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { serverKeys } from '../../db/schema.js';

export type ServerKey = typeof serverKeys.$inferSelect;

/** The newest payload key pair, or null. */
export async function newestServerKey(db: Db): Promise<ServerKey | null> {
  const [row] = await db.select().from(serverKeys).orderBy(desc(serverKeys.createdAt)).limit(1);
  return row ?? null;
}

/** Stores a key pair unless one of that kid is stored already. */
export async function insertServerKey(db: Db, values: typeof serverKeys.$inferInsert): Promise<void> {
  await db.insert(serverKeys).values(values).onConflictDoNothing();
}
