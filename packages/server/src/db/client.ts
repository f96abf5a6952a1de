import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: the code above this layer never knows which database it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `fn` in one transaction on one connection; commits when it resolves, rolls back when it throws. On
   * PostgreSQL a connection that fails mid-way is thrown away, never returned to the pool half-used.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any instance (PostgreSQL), or from this
   * process (PGlite, which only this process opens). Answers a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, which `openDatabase({ loadDataDir })` starts from. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any constant works; it only has to be the same in every instance. */
const MIGRATION_LOCK = 7_246_001;

/** How long a dropped LISTEN connection waits before it connects again. */
const LISTEN_RETRY_MS = 1000;

export async function openDatabase(opts: {
  databaseUrl: string | null;
  pgliteDir: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 20) });
    // A connection that dies (server restart, an operator's pg_terminate_backend) must not crash the process:
    // the query on it fails, the caller sees the error, and the pool replaces the client.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // One query builder per pooled connection, made on its first transaction: building one reads the whole schema's
    // relations, which cost more Node time than a bet's own queries when done for every transaction.
    const builders = new WeakMap<pg.PoolClient, Db>();
    const builderOf = (client: pg.PoolClient): Db => {
      let built = builders.get(client);
      if (!built) {
        built = drizzlePg({ client, schema }) as unknown as Db;
        builders.set(client, built);
      }
      return built;
    };
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several instances may start at once against one PostgreSQL: only one migrates at a time.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async transaction(fn) {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('begin');
          const result = await fn(builderOf(client));
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          throw err;
        } finally {
          // release(error) destroys the connection instead of pooling it.
          client.release(broken);
        }
      },
      async listen(channel, handler) {
        // A dedicated connection outside the pool. When it drops, one new connection replaces it: 'error' and
        // 'end' may both fire for one drop, so the first of them ends the old client and schedules the reconnect,
        // and only the connection that is current may schedule one.
        let current: pg.Client | null = null;
        let stopped = false;
        let retry: NodeJS.Timeout | null = null;
        const open = async (): Promise<void> => {
          const c = new pg.Client({ connectionString: opts.databaseUrl ?? '' });
          c.on('notification', (msg) => {
            if (msg.channel === channel && msg.payload !== undefined) handler(msg.payload);
          });
          // Until it listens, a failure reaches the caller through the rejected promise.
          c.on('error', () => {});
          try {
            await c.connect();
            await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          } catch (err) {
            await c.end().catch(() => {});
            throw err;
          }
          if (stopped) {
            await c.end().catch(() => {});
            return;
          }
          let dropped = false;
          const onDrop = () => {
            if (dropped) return;
            dropped = true;
            void c.end().catch(() => {});
            if (current !== c) return;
            current = null;
            reconnect();
          };
          c.on('error', onDrop);
          c.on('end', onDrop);
          current = c;
        };
        const reconnect = () => {
          if (stopped || retry) return;
          retry = setTimeout(() => {
            retry = null;
            if (!stopped) open().catch(reconnect);
          }, LISTEN_RETRY_MS);
          retry.unref();
        };
        await open();
        return async () => {
          stopped = true;
          if (retry) clearTimeout(retry);
          retry = null;
          const c = current;
          current = null;
          await c?.end().catch(() => {});
        };
      },
      // A connection an operator killed mid-query must not hold shutdown forever.
      close: () => Promise.race([pool.end(), new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]),
    };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = new PGlite(opts.pgliteDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    transaction: (fn) => db.transaction((tx) => fn(tx as unknown as Db)),
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        await unlisten();
      };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
