import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-database.js';
import { type Database, openDatabase } from './client.js';

/**
 * LISTEN connections across terminated backends: each termination used to add a listening connection instead of
 * replacing it, until a server held dozens and exhausted max_connections.
 */
const url = process.env.DATABASE_URL;
const CHANNELS = ['wl_balance', 'wl_chat'];
const TERMINATIONS = 5;

describe.skipIf(!url)('LISTEN connections after terminations (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let admin: pg.Client;
  let name: string;
  const received: Record<string, string[]> = { wl_balance: [], wl_chat: [] };
  const stops: (() => Promise<void>)[] = [];

  /** The backends listening on this test's database, per channel. */
  async function listeners(): Promise<{ pid: number; channel: string }[]> {
    const { rows } = await admin.query<{ pid: number; query: string }>(
      `select pid, query from pg_stat_activity where datname = $1 and query like 'LISTEN %'`,
      [name],
    );
    return rows.map((r) => ({ pid: r.pid, channel: r.query.replace(/^LISTEN "?|"?$/g, '') }));
  }

  beforeAll(async () => {
    fresh = await createPostgresDatabase(url ?? '');
    name = new URL(fresh.url).pathname.slice(1);
    database = await openDatabase({ databaseUrl: fresh.url, pgliteDir: 'memory://' });
    admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    for (const channel of CHANNELS) {
      stops.push(await database.listen(channel, (payload) => received[channel]?.push(payload)));
    }
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await admin?.end();
    await database?.close();
    await fresh?.drop();
  });

  it('keeps exactly one listening connection per channel, and NOTIFY still arrives once', async () => {
    for (let round = 0; round < TERMINATIONS; round++) {
      const before = await listeners();
      expect(before.length).toBeGreaterThanOrEqual(CHANNELS.length);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before.map((l) => l.pid)]);
      const gone = new Set(before.map((l) => l.pid));
      // Wait for the reconnects: every channel listens again on a new backend.
      await expect
        .poll(
          async () => {
            const now = (await listeners()).filter((l) => !gone.has(l.pid));
            return CHANNELS.every((c) => now.some((l) => l.channel === c));
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBe(true);
    }
    // Any reconnect still pending would happen within this time (the retry delay is one second).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = await listeners();
    expect(after.map((l) => l.channel).sort()).toEqual([...CHANNELS].sort());

    for (const channel of CHANNELS) await admin.query('select pg_notify($1, $2)', [channel, `hello ${channel}`]);
    await expect.poll(() => received).toEqual({ wl_balance: ['hello wl_balance'], wl_chat: ['hello wl_chat'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual({ wl_balance: ['hello wl_balance'], wl_chat: ['hello wl_chat'] });
  });

  it('stops every listening connection when asked to', async () => {
    for (const stop of stops.splice(0)) await stop();
    await expect.poll(async () => (await listeners()).length, { timeout: 5000 }).toBe(0);
  });
});
