import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { seed } from '../db/seed.js';
import { createMemberRepo } from '../modules/account/member-repo.js';
import { createPostgresDatabase } from '../test/test-database.js';
import { createLedger, type Ledger } from './ledger.js';
import { checkLedger } from './ledger-check.js';

/**
 * Concurrency stress against a real PostgreSQL (CI runs it in its PostgreSQL pass): 32 connections, thousands of
 * transfers among a few hot accounts, retried keys, and transactions killed mid-way by terminating their connections.
 * Afterwards every invariant holds, the total is unchanged and no key was applied twice.
 */
const url = process.env.DATABASE_URL;
const WORKERS = 32;
const PER_WORKER = 80;
const HOT = 5;
const FUNDING = 100_000_000;

describe.skipIf(!url)('ledger under concurrency (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let ledger: Ledger;
  const members: number[] = [];

  beforeAll(async () => {
    fresh = await createPostgresDatabase(url ?? '');
    process.env.PG_POOL_MAX = '40';
    database = await openDatabase({ databaseUrl: fresh.url, pgliteDir: 'memory://' });
    await database.migrate();
    await seed(database.db);
    ledger = createLedger(database);
    const repo = createMemberRepo(database.db);
    for (let i = 0; i < HOT; i++) {
      const m = await repo.create({ brandId: 1, account: `hot${i}`, nickname: 'hot', type: 0 });
      members.push(m.id);
      await ledger.transfer({
        brandId: 1,
        key: `fund-${i}`,
        kind: 'fund',
        legs: [
          { account: { house: 'adjustment' }, amount: -FUNDING },
          { account: { memberId: m.id, code: 'main' }, amount: FUNDING },
        ],
      });
    }
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  it('keeps every invariant with 32 connections, retries and killed transactions', async () => {
    const killer = new pg.Client({ connectionString: fresh.url });
    await killer.connect();
    let killing = true;
    let killed = 0;
    const kills = (async () => {
      while (killing) {
        // One connection in the middle of a transaction, now and then.
        const res = await killer.query(
          `select pg_terminate_backend(pid) as ok from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
             and state in ('active', 'idle in transaction')
           order by random() limit 1`,
        );
        killed += res.rows.filter((r) => r.ok).length;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const applied = new Map<string, number>();
    let refused = 0;
    const transferOnce = async (key: string, from: number, to: number, amount: number) => {
      // A client whose connection died does not know whether its transfer committed: it retries the same key.
      for (let attempt = 0; attempt < 100; attempt++) {
        try {
          const res = await ledger.transfer({
            brandId: 1,
            key,
            kind: 'stress',
            legs: [
              { account: { memberId: from, code: 'main' }, amount: -amount },
              { account: { memberId: to, code: 'main' }, amount },
            ],
          });
          const previous = applied.get(key);
          if (previous !== undefined) expect(res.transferId).toBe(previous);
          applied.set(key, res.transferId);
          return;
        } catch (err) {
          if ((err as { code?: string }).code === 'insufficient_balance') {
            refused++;
            return;
          }
        }
      }
      throw new Error(`transfer ${key} never went through`);
    };

    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = 0; i < PER_WORKER; i++) {
          const from = members[Math.floor(Math.random() * HOT)] ?? 0;
          let to = members[Math.floor(Math.random() * HOT)] ?? 0;
          if (to === from) to = members[(members.indexOf(from) + 1) % HOT] ?? 0;
          const key = `s-${w}-${i}`;
          const amount = 1 + Math.floor(Math.random() * 5_000_000);
          await transferOnce(key, from, to, amount);
          // Some clients send the same request twice on purpose.
          if (Math.random() < 0.2) await transferOnce(key, from, to, amount);
        }
      }),
    );
    killing = false;
    await kills;
    await killer.end();

    const report = await checkLedger(database.db);
    expect(report.breaches).toEqual({
      unbalancedTransfers: [],
      emptyTransfers: [],
      balanceNotSumOfEntries: [],
      brokenBalanceAfter: [],
      negativeMemberAccounts: [],
    });
    expect(report.ok).toBe(true);
    let total = 0;
    for (const m of members) total += await ledger.balance(1, m);
    expect(total).toBe(HOT * FUNDING);
    const pool = new pg.Client({ connectionString: fresh.url });
    await pool.connect();
    const { rows } = await pool.query(`select count(*)::int as n from ledger_transfers where kind = 'stress'`);
    await pool.end();
    // Each key the clients saw applied is in the ledger once; nothing else is.
    expect(rows[0].n).toBe(applied.size);
    expect(applied.size + refused).toBeGreaterThanOrEqual(WORKERS * PER_WORKER * 0.5);
    expect(killed).toBeGreaterThan(0);
  }, 300_000);
});
