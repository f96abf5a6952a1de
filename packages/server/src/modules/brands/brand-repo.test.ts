import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { seed } from '../../db/seed.js';
import { createBrandRepo } from './brand-repo.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  await database.migrate();
  await seed(database.db);
});
afterAll(() => database.close());

describe('brand lookups', () => {
  it("see their own changes at once, and another process's changes once the cache time has passed", async () => {
    const server = createBrandRepo(database.db, { cacheMs: 150 });
    const otherProcess = createBrandRepo(database.db, { cacheMs: 150 });
    expect((await server.byDomain('localhost'))?.brand.name).toBe('Aurora Play');
    await otherProcess.update('aurora', { name: 'Changed elsewhere' });
    expect((await server.byDomain('localhost'))?.brand.name).toBe('Aurora Play');
    await new Promise((r) => setTimeout(r, 200));
    expect((await server.byDomain('localhost'))?.brand.name).toBe('Changed elsewhere');
    await server.update('aurora', { name: 'Aurora Play' });
    expect((await server.byDomain('localhost'))?.brand.name).toBe('Aurora Play');
  });

  it('answers unknown hosts with null, and the domain list of a brand', async () => {
    const repo = createBrandRepo(database.db);
    expect(await repo.byDomain('nowhere.test')).toBeNull();
    const brand = await repo.byCode('bengal');
    expect((await repo.domains(brand?.id ?? 0)).map((d) => d.domain)).toEqual([
      'bengal.localhost',
      'bengal-star.example',
      'agent.bengal.localhost',
    ]);
  });
});
