import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, redactUrl } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { brands, domainRoutes } from './db/schema.js';
import { seed } from './db/seed.js';
import { createBrandRepo } from './modules/brands/brand-repo.js';

describe('request logs', () => {
  it('redact tokens, passwords and codes in URLs', () => {
    expect(redactUrl('/?token=abc&x=1')).toBe('/?token=[redacted]&x=1');
    expect(redactUrl('/a?x=1&password=p&code=123456')).toBe('/a?x=1&password=[redacted]&code=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('never write the bearer token or a URL token', async () => {
    let logs = '';
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    const config = { ...loadConfig({ DATA_DIR: '/nonexistent' }), pgliteDir: 'memory://', logLevel: 'info' };
    const app = await buildApp(config, { logStream });
    await app.inject({
      url: '/wps/member/info?token=url-secret-123',
      headers: { host: 'localhost', authorization: 'Bearer header-secret-456' },
    });
    await app.close();
    expect(logs).toContain('/wps/member/info');
    expect(logs).not.toContain('url-secret-123');
    expect(logs).not.toContain('header-secret-456');
  });
});

describe('seed', () => {
  it('is idempotent and never overwrites what an operator changed', async () => {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
    await database.migrate();
    await seed(database.db);
    const repo = createBrandRepo(database.db);
    await repo.update('aurora', { name: 'Renamed by operator' });
    await seed(database.db);
    await database.migrate();
    const names = (await database.db.select().from(brands).orderBy(brands.id)).map((b) => b.name);
    expect(names).toEqual(['Renamed by operator', 'Bengal Star']);
    const domains = await database.db.select().from(domainRoutes);
    expect(new Set(domains.map((d) => d.domain)).size).toBe(domains.length);
    await database.close();
  });
});
