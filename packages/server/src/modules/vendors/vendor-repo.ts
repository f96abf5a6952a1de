import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameVendors } from '../../db/schema.js';

export type Vendor = typeof gameVendors.$inferSelect;

/** The brand's enabled vendor of that code, or null. */
export async function enabledVendor(db: Db, brandId: number, code: string): Promise<Vendor | null> {
  const [vendor] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.brandId, brandId), eq(gameVendors.code, code), eq(gameVendors.enabled, true)));
  return vendor ?? null;
}
