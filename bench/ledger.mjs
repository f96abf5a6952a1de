// Ledger throughput on PostgreSQL (issue 4), beside pgbench's simple-update on the same database in the same run.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = (p) => import(path.join(root, 'packages/server/dist', p));

async function transfersPerSecond(ledger, members, workers, seconds) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let refused = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (Date.now() < until) {
        const a = members[Math.floor(Math.random() * members.length)];
        let b = members[Math.floor(Math.random() * members.length)];
        if (a === b) b = members[(members.indexOf(a) + 1) % members.length];
        const amount = 1 + Math.floor(Math.random() * 10_000);
        try {
          await ledger.transfer({
            brandId: 1,
            key: `bench-${members.length}-${w}-${n++}`,
            kind: 'bench',
            legs: [
              { account: { memberId: a, code: 'main' }, amount: -amount },
              { account: { memberId: b, code: 'main' }, amount },
            ],
          });
          done++;
        } catch (err) {
          if (err.code !== 'insufficient_balance') throw err;
          refused++;
        }
      }
    }),
  );
  return { tps: done / seconds, refused };
}

export async function benchLedger({ baseUrl, seconds = 10, workers = 20 }) {
  const name = `wl_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = `${baseUrl}/${name}`;
  try {
    process.env.PG_POOL_MAX = String(workers);
    const { openDatabase } = await server('db/client.js');
    const { seed } = await server('db/seed.js');
    const { createLedger } = await server('ledger/ledger.js');
    const { createMemberRepo } = await server('modules/account/member-repo.js');
    const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
    await database.migrate();
    await seed(database.db);
    const ledger = createLedger(database);
    const repo = createMemberRepo(database.db);
    const all = [];
    for (let i = 0; i < 50; i++) {
      const m = await repo.create({ brandId: 1, account: `bench${i}`, nickname: 'b', type: 0 });
      all.push(m.id);
      await ledger.transfer({
        brandId: 1,
        key: `fund-${i}`,
        kind: 'fund',
        legs: [
          { account: { house: 'adjustment' }, amount: -1e12 },
          { account: { memberId: m.id, code: 'main' }, amount: 1e12 },
        ],
      });
    }
    const over50 = await transfersPerSecond(ledger, all, workers, seconds);
    const over10 = await transfersPerSecond(ledger, all.slice(0, 10), workers, seconds);
    await database.close();
    // The baseline: pgbench's built-in simple-update (one UPDATE of a random account + SELECT + INSERT history).
    execFileSync('pgbench', ['-i', '-q', '-s', '1', url], { stdio: 'ignore' });
    const out = execFileSync('pgbench', [
      '-b',
      'simple-update',
      '-c',
      String(workers),
      '-j',
      '2',
      '-T',
      String(seconds),
      url,
    ]).toString();
    const pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
    return { over50: over50.tps, over10: over10.tps, pgbenchTps, workers, seconds };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
