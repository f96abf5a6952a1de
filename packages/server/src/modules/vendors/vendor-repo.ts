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

/** Adds or updates a vendor reached over HTTP (the operator's `vendor add`). */
export async function upsertHttpVendor(
  db: Db,
  v: {
    brandId: number;
    code: string;
    name: string;
    accountTypeName: string;
    gameTypes: string[];
    launchUrl: string;
    secret: string;
  },
): Promise<void> {
  const adapterConfig = { launchUrl: v.launchUrl, secret: v.secret };
  await db
    .insert(gameVendors)
    .values({
      brandId: v.brandId,
      code: v.code,
      name: v.name,
      accountTypeName: v.accountTypeName,
      gameTypes: v.gameTypes,
      adapter: 'http',
      adapterConfig,
      sort: 10,
    })
    .onConflictDoUpdate({
      target: [gameVendors.brandId, gameVendors.code],
      set: { name: v.name, gameTypes: v.gameTypes, adapterConfig },
    });
}
