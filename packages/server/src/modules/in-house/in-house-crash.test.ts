import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { brands, gameRounds } from '../../db/schema.js';
import { createLedger } from '../../ledger/ledger.js';
import { checkLedger } from '../../ledger/ledger-check.js';
import { operatorAdjustment } from '../../ledger/postings.js';
import { reconcileRecords } from '../../ledger/reconciliation.js';
import { createPostgresDatabase } from '../../test/test-database.js';
import { createMemberRepo } from '../account/member-repo.js';
import { createSessionRepo } from '../sessions/session-repo.js';

/**
 * design.md "Money": an in-house round, its money and its bet commit together or not at all. 20 players play through
 * the real server (a child process on a PostgreSQL database of its own) while every database connection is terminated
 * three times and the server itself is killed (SIGKILL) and started again. Afterwards the ledger's invariants hold and
 * the reconciliation finds nothing missing and nothing extra.
 */
const url = process.env.DATABASE_URL;
const WORKERS = 20;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!url)('in-house play under killed connections and a killed server (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let server: ChildProcess | null = null;
  let base = '';
  let port = 0;
  let dataDir = '';

  async function start() {
    server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: fresh.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'silent',
        ADMIN_SOCKET: 'false',
        RATE_WRITE_PER_MIN: '1000000',
        RATE_READ_PER_MIN: '1000000',
      },
    });
    for (let i = 0; i < 300; i++) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await sleep(100);
    }
    throw new Error('the server did not start');
  }

  async function terminateConnections(killer: pg.Client): Promise<number> {
    const res = await killer.query(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return res.rows.filter((r) => r.ok).length;
  }

  beforeAll(async () => {
    // The server runs as Node runs it in production: from its build (incremental, quick when up to date).
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-b', 'packages/contract', 'packages/server'], { cwd: root });
    dataDir = mkdtempSync(path.join(tmpdir(), 'wl-crash-'));
    fresh = await createPostgresDatabase(url ?? '');
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start();
    database = await openDatabase({ databaseUrl: fresh.url, pgliteDir: 'memory://' });
  }, 180_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.close();
    await fresh?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every round with its money and its bet, and nothing else', async () => {
    const [brand] = await database.db.select().from(brands).where(eq(brands.code, 'aurora'));
    if (!brand) throw new Error('no brand');
    const members = createMemberRepo(database.db);
    const sessions = createSessionRepo(database.db);
    const ledger = createLedger(database);
    const launches: string[] = [];
    for (let i = 0; i < WORKERS; i++) {
      const member = await members.create({ brandId: brand.id, account: `crash${i}`, nickname: 'c', type: 0 });
      await ledger.transfer(
        operatorAdjustment({
          brandId: brand.id,
          memberId: member.id,
          amount: 10_000_000,
          reason: 'test funds',
          key: `crash-fund-${i}`,
          operator: 'test',
        }),
      );
      const token = await sessions.create(member.id, new Date(), 3_600_000);
      const res = await fetch(`${base}/wps/game/launchGame`, {
        method: 'POST',
        headers: { merchant: 'aurora', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ vassalage: 'BGS', gameCode: 'dice' }),
      });
      const launchUrl = ((await res.json()) as { value: { url: string } }).value.url;
      launches.push(new URL(launchUrl, base).searchParams.get('launch') ?? '');
    }

    let playing = true;
    const seen: number[] = [];
    let failures = 0;
    const refusals: string[] = [];
    const workers = launches.map(async (launch) => {
      while (playing) {
        try {
          const res = await fetch(`${base}/bgs/api/play`, {
            method: 'POST',
            headers: { merchant: 'aurora', 'x-game-session': launch, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: 1, params: { target: 50, over: true } }),
            signal: AbortSignal.timeout(5_000),
          });
          const body = (await res.json()) as { success: boolean; code?: string; value?: { round: { id: number } } };
          if (body.success && body.value) seen.push(body.value.round.id);
          else {
            // A transaction whose connection was terminated fails as a whole: the player is told to try again.
            failures++;
            refusals.push(`${res.status} ${body.code}`);
          }
        } catch {
          // The server is down or the answer was lost: the client does not know, and tries again.
          failures++;
          await sleep(50);
        }
      }
    });

    const killer = new pg.Client({ connectionString: fresh.url });
    await killer.connect();
    let terminated = 0;
    await sleep(1_500);
    terminated += await terminateConnections(killer);
    await sleep(1_500);
    terminated += await terminateConnections(killer);
    await sleep(1_000);
    server?.kill('SIGKILL');
    await new Promise((resolve) => server?.once('exit', resolve));
    await sleep(300);
    const beforeKill = seen.length;
    await start();
    const afterRestart = seen.length;
    await sleep(1_500);
    terminated += await terminateConnections(killer);
    await sleep(2_000);
    playing = false;
    await Promise.all(workers);
    await killer.end();

    expect(terminated).toBeGreaterThan(0);
    expect(failures).toBeGreaterThan(0);
    // Every answered failure says "try again" (503 service_busy), never 500.
    expect(refusals.filter((r) => r !== '503 service_busy')).toEqual([]);
    // Rounds were played before the server was killed and after it came back.
    expect(beforeKill).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(afterRestart);
    // Every round a player was shown is there.
    const stored = await database.db.select({ id: gameRounds.id }).from(gameRounds).where(inArray(gameRounds.id, seen));
    expect(stored.length).toBe(new Set(seen).size);

    const invariants = await checkLedger(database.db);
    expect(invariants.breaches).toEqual({
      unbalancedTransfers: [],
      emptyTransfers: [],
      balanceNotSumOfEntries: [],
      brokenBalanceAfter: [],
      negativeMemberAccounts: [],
    });
    expect(invariants.ok).toBe(true);
    const reconciliation = await reconcileRecords(database.db);
    // Every list of the report, whatever records `ledger check` learns to reconcile next, is empty.
    expect(reconciliation.ok).toBe(true);
    for (const [group, lists] of Object.entries({
      missing: reconciliation.missing,
      extra: reconciliation.extra,
      mismatched: reconciliation.mismatched,
    })) {
      for (const [name, ids] of Object.entries(lists)) expect(ids, `${group}.${name}`).toEqual([]);
    }
  }, 90_000);
});
