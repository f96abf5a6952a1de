import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';

let template: Blob | null = null;

/**
 * An embedded database of its own, already migrated: loaded from the dump that global-setup.ts made once for the
 * run (PGlite's initdb and the migrations take seconds; loading the dump, a fraction of that).
 */
export async function openTemplateDatabase(): Promise<Database> {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ databaseUrl: null, pgliteDir: 'memory://', loadDataDir: template });
}

/**
 * A fresh PostgreSQL database next to DATABASE_URL, for tests that need a real server (stress, concurrency).
 * Answers its URL and a function that drops it.
 */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(baseUrl);
  const name = `wl_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A migrated database of its own without the app: in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL
 * is set (then concurrent work races for real). `close` closes and drops it.
 */
export async function openBareDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  let databaseUrl: string | null = null;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await database.migrate();
  return {
    database,
    async close() {
      await database.close();
      await drop();
    },
  };
}
