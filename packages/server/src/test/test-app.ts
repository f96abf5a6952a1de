import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { DepOverrides } from '../deps.js';
import { type Clock, fixedClock } from '../lib/clock.js';
import { createPostgresDatabase, openTemplateDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

/**
 * A server on a database of its own: in-memory PGlite by default, or, when DATABASE_URL is set, a fresh
 * PostgreSQL database created next to it and dropped afterwards (so test files never see each other's rows).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  clock?: Clock,
  setup?: (app: FastifyInstance) => void,
  providers: DepOverrides = {},
): Promise<TestApp> {
  const base = loadConfig({ ...process.env, DATA_DIR: '/nonexistent-test-data', WEB_DIST: '/nonexistent-web-dist' });
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  let database: Database | undefined;
  if (process.env.DATABASE_URL) {
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  } else {
    // In memory, from the migrated dump of the run: closed below, as the app does not close a database it was given.
    database = await openTemplateDatabase();
    dropDatabase = () => database?.close() ?? Promise.resolve();
  }
  const config: Config = {
    ...base,
    databaseUrl,
    pgliteDir: 'memory://',
    adminSocket: false,
    logLevel: 'silent',
    // Scheduled jobs tick only in the tests of jobs (src/jobs), which drive them with the clock.
    jobs: false,
    // The demo members' month of play is seeded only where a test asks for it (db/seed-demo-play.test.ts).
    demoPlay: false,
    // Every answer a test sees was checked against its contract schema.
    checkResponses: true,
    ...overrides,
  };
  const testClock =
    (clock as ReturnType<typeof fixedClock> | undefined) ?? fixedClock(new Date('2026-06-01T12:00:00Z'));
  // Captchas in tests always read ABCD: the flows are under test, not the drawing.
  const app = await buildApp(config, {
    ...(database ? { database } : {}),
    clock: testClock,
    logger: false,
    providers: { captchaText: () => 'ABCD', ...providers },
  });
  setup?.(app);
  await app.ready();
  return {
    app,
    config,
    clock: testClock,
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
}
