import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, domainRoutes } from '../../db/schema.js';
import type { Brand } from '../../domain/brand.js';

export type DomainRoute = typeof domainRoutes.$inferSelect;

/**
 * Brand lookups run on every request, so they are cached for `cacheMs` (default 2 s). A change made through
 * this repo (the operator commands, in process or through the admin socket) clears the cache at once; a change
 * made by another process (the command line on PostgreSQL) shows within `cacheMs` on every instance.
 */
export function createBrandRepo(db: Db, { cacheMs = 2000 }: { cacheMs?: number } = {}) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < cacheMs) return hit.value as Promise<T>;
    const value = load();
    // Hosts come from the request: never let arbitrary Host headers grow the cache without bound.
    if (cache.size >= 1000) cache.clear();
    cache.set(key, { at: now, value });
    // A failed lookup is not remembered.
    value.catch(() => cache.delete(key));
    return value;
  }
  return {
    byDomain(domain: string): Promise<{ brand: Brand; route: DomainRoute } | null> {
      return cached(`domain:${domain}`, () => loadByDomain(domain));
    },
    byCode(code: string): Promise<Brand | null> {
      return cached(`code:${code}`, async () => {
        const [row] = await db.select().from(brands).where(eq(brands.code, code)).limit(1);
        return row ?? null;
      });
    },
    byId(id: number): Promise<Brand | null> {
      return cached(`id:${id}`, async () => {
        const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
        return row ?? null;
      });
    },
    /** The brand's resources and customer-service entries read from the row itself, past the cache. */
    async freshLinks(id: number): Promise<Pick<Brand, 'resources' | 'customerService'> | null> {
      const [row] = await db
        .select({ resources: brands.resources, customerService: brands.customerService })
        .from(brands)
        .where(eq(brands.id, id));
      return row ?? null;
    },
    async all(): Promise<Brand[]> {
      return db.select().from(brands).orderBy(asc(brands.id));
    },
    domains(brandId: number): Promise<DomainRoute[]> {
      // Drizzle's query builders run again on every await: cache a settled promise of rows, not the builder.
      return cached(`domains:${brandId}`, async () =>
        db.select().from(domainRoutes).where(eq(domainRoutes.brandId, brandId)).orderBy(asc(domainRoutes.id)),
      );
    },
    async update(code: string, patch: Partial<typeof brands.$inferInsert>, tx: Db = db): Promise<Brand | null> {
      const [row] = await tx
        .update(brands)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(brands.code, code))
        .returning();
      cache.clear();
      return row ?? null;
    },
    /** Forgets every cached lookup: a change committed in a transaction shows at once on this instance. */
    clearCache(): void {
      cache.clear();
    },
    /** The brand row itself, past the cache, locked for the transaction's change. */
    async lockByCode(code: string, tx: Db): Promise<Brand | null> {
      const [row] = await tx.select().from(brands).where(eq(brands.code, code)).limit(1).for('update');
      return row ?? null;
    },
    /** The brands of `scope` (every brand, or those ids) whose code or name contains `search`, by code. */
    async search(scope: 'all' | number[], search: string | undefined, page: { offset: number; limit: number }) {
      const where: (SQL | undefined)[] = [];
      if (scope !== 'all') where.push(scope.length ? inArray(brands.id, scope) : eq(brands.id, -1));
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(brands.code, like), ilike(brands.name, like)));
      }
      const filter = and(...where);
      const [rows, [total]] = await Promise.all([
        db.select().from(brands).where(filter).orderBy(asc(brands.code)).offset(page.offset).limit(page.limit),
        db.select({ n: count() }).from(brands).where(filter),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Domains of `domains` that route to another brand already. */
    async domainsTaken(brandId: number, domains: string[], tx: Db): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await tx
        .select({ domain: domainRoutes.domain })
        .from(domainRoutes)
        .where(and(inArray(domainRoutes.domain, domains), ne(domainRoutes.brandId, brandId)));
      return rows.map((r) => r.domain);
    },
    async replaceDomains(
      brandId: number,
      domains: Omit<typeof domainRoutes.$inferInsert, 'brandId' | 'id'>[],
      tx: Db,
    ): Promise<void> {
      await tx.delete(domainRoutes).where(eq(domainRoutes.brandId, brandId));
      if (domains.length) await tx.insert(domainRoutes).values(domains.map((d) => ({ ...d, brandId })));
      cache.clear();
    },
    /** The brand's domain routes, past the cache. */
    freshDomains(brandId: number, tx: Db = db): Promise<DomainRoute[]> {
      return tx.select().from(domainRoutes).where(eq(domainRoutes.brandId, brandId)).orderBy(asc(domainRoutes.id));
    },
  };

  async function loadByDomain(domain: string): Promise<{ brand: Brand; route: DomainRoute } | null> {
    const [row] = await db
      .select({ brand: brands, route: domainRoutes })
      .from(domainRoutes)
      .innerJoin(brands, eq(brands.id, domainRoutes.brandId))
      .where(eq(domainRoutes.domain, domain))
      .limit(1);
    return row ?? null;
  }
}

export type BrandRepo = ReturnType<typeof createBrandRepo>;
