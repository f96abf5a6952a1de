import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, domainRoutes } from '../../db/schema.js';

export type Brand = typeof brands.$inferSelect;
export type DomainRoute = typeof domainRoutes.$inferSelect;

export function createBrandRepo(db: Db) {
  return {
    async byDomain(domain: string): Promise<{ brand: Brand; route: DomainRoute } | null> {
      const [row] = await db
        .select({ brand: brands, route: domainRoutes })
        .from(domainRoutes)
        .innerJoin(brands, eq(brands.id, domainRoutes.brandId))
        .where(eq(domainRoutes.domain, domain))
        .limit(1);
      return row ?? null;
    },
    async byCode(code: string): Promise<Brand | null> {
      const [row] = await db.select().from(brands).where(eq(brands.code, code)).limit(1);
      return row ?? null;
    },
    async all(): Promise<Brand[]> {
      return db.select().from(brands).orderBy(asc(brands.id));
    },
    async domains(brandId: number): Promise<DomainRoute[]> {
      return db.select().from(domainRoutes).where(eq(domainRoutes.brandId, brandId)).orderBy(asc(domainRoutes.id));
    },
    async update(code: string, patch: Partial<typeof brands.$inferInsert>): Promise<Brand | null> {
      const [row] = await db
        .update(brands)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(brands.code, code))
        .returning();
      return row ?? null;
    },
  };
}

export type BrandRepo = ReturnType<typeof createBrandRepo>;
