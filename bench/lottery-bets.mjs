// Lottery bets placed per second (issue 14 "Tests and figures": bets placed per second by 20 concurrent members),
// on PostgreSQL, beside a baseline in the same run: the same 20 clients calling `GET /wps/system/status`. In a
// database of its own: 20 funded members, the built server started on it (its jobs open SSC_1's numeros every
// minute), each member logged in through the encrypted login call, then each places one-item slips through
// `POST /lgw/lottery/bet` on the open numero, one after the other, for BENCH_LOTTERY_BET_SECONDS (default 10).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = (p) => import(pathToFileURL(path.join(root, 'packages/server/dist', p)).href);

const GAME = 'SSC_1';
const PASSWORD = 'bench1234';
/** The slips the members place in turn: one item each, of a few SSC plays. */
const ITEMS = [
  { playCode: 'SSC_L2_BSOE', selection: [['BIG'], ['ODD']], unitStake: 2, multiple: 1 },
  { playCode: 'SSC_DT', selection: [['DRAGON']], unitStake: 5, multiple: 1 },
  {
    playCode: 'SSC_L3_DIRECT',
    selection: [
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ],
    unitStake: 1,
    multiple: 2,
  },
  { playCode: 'SSC_FIXED', selection: [['1'], [], ['2'], [], ['3']], unitStake: 1, multiple: 1 },
];

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

/** Closed loop: each client sends its next request when the last answered, for `seconds`. */
async function closedLoop(clients, seconds, request) {
  const latencies = [];
  let ok = 0;
  let refused = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const outcome = await request(client);
        latencies.push(performance.now() - t0);
        if (outcome === 'ok') ok++;
        else refused++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: ok / seconds,
    ok,
    refused,
    p50ms: percentile(latencies, 0.5),
    p99ms: percentile(latencies, 0.99),
  };
}

export async function benchLotteryBets({ baseUrl, seconds = 10, members = 20 }) {
  const name = `wl_bench_bets_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = `${baseUrl}/${name}`;
  let child = null;
  try {
    // The members, made and funded before the server starts (as an operator would through the console).
    const { openDatabase } = await server('db/client.js');
    const { seed } = await server('db/seed.js');
    const { createLedger } = await server('ledger/ledger.js');
    const { createMemberRepo } = await server('modules/account/member-repo.js');
    const { hashPassword } = await server('modules/account/passwords.js');
    const { encryptPayload } = await server('modules/crypto/payload-keys.js');
    const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
    await database.migrate();
    await seed(database.db);
    const ledger = createLedger(database);
    const repo = createMemberRepo(database.db);
    const [brand] = (await database.db.execute("select id from brands where code = 'aurora'")).rows;
    const passwordHash = await hashPassword(PASSWORD);
    const accounts = [];
    for (let i = 0; i < members; i++) {
      const account = `benchbet${String(i).padStart(2, '0')}`;
      const m = await repo.create({
        brandId: brand.id,
        account,
        nickname: account,
        type: 0,
        passwordHash,
        passwordChangedAt: new Date(),
      });
      await ledger.transfer({
        brandId: brand.id,
        key: `bench-bets-fund-${i}`,
        kind: 'fund',
        legs: [
          { account: { house: 'adjustment' }, amount: -1e12 },
          { account: { memberId: m.id, code: 'main' }, amount: 1e12 },
        ],
      });
      accounts.push(account);
    }
    await database.close();

    const port = await freePort();
    child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wl-bench-bets-')),
        DATABASE_URL: url,
        ADMIN_SOCKET: 'false',
        DEMO_PLAY: 'false',
        // Every client comes from 127.0.0.1: the per-address limits would measure the limiter.
        RATE_READ_PER_MIN: '100000000',
        RATE_WRITE_PER_MIN: '100000000',
        RATE_AUTH_PER_MIN: '100000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    const headers = { host: 'localhost', 'content-type': 'application/json' };
    const until = Date.now() + 120_000;
    let status = null;
    while (!status && Date.now() < until) {
      try {
        const res = await fetch(`${base}/wps/system/status`, { headers });
        if (res.ok) status = await res.json();
      } catch {}
      if (!status) await new Promise((r) => setTimeout(r, 300));
    }
    if (!status) throw new Error('server not ready');
    const publicKey = status.value.info.publicKey;

    // Each member logs in through the login call, encrypted for the server's key as the web sends it.
    const clients = [];
    for (const [i, account] of accounts.entries()) {
      const value = await encryptPayload(publicKey, { username: account, password: PASSWORD, type: 'username' });
      const res = await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ value }),
      });
      const body = await res.json();
      if (!body.value?.token) throw new Error(`login of ${account}: ${res.status} ${JSON.stringify(body)}`);
      clients.push({ i, n: 0, token: body.value.token, numero: null });
    }
    const auth = (client) => ({ ...headers, authorization: `Bearer ${client.token}` });

    /** The open numero of the game (the jobs open the next one as the last closes). */
    async function openNumero(client) {
      const res = await fetch(`${base}/lotto/lgw/games/opened/numero?gameCode=${GAME}`, { headers: auth(client) });
      const body = await res.json();
      return body.value?.numero?.numero ?? null;
    }
    // Wait for the schedule job to have opened a numero.
    const waitUntil = Date.now() + 90_000;
    while (!(await openNumero(clients[0])) && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 500));

    const codes = {};
    const bet = async (client) => {
      if (!client.numero) client.numero = await openNumero(client);
      if (!client.numero) {
        await new Promise((r) => setTimeout(r, 100));
        return 'refused';
      }
      const item = ITEMS[(client.i + client.n++) % ITEMS.length];
      const res = await fetch(`${base}/lgw/lottery/bet`, {
        method: 'POST',
        headers: auth(client),
        body: JSON.stringify({ gameCode: GAME, numero: client.numero, items: [item] }),
      });
      const body = await res.json();
      if (res.ok && body.value?.bets?.length === 1) return 'ok';
      const code = body.code ?? body.errorCode ?? String(res.status);
      codes[code] = (codes[code] ?? 0) + 1;
      // Closed: the next numero (betting pauses between a close and the next open).
      client.numero = null;
      return 'refused';
    };
    const status20 = async (client) => {
      const res = await fetch(`${base}/wps/system/status`, { headers: auth(client) });
      await res.arrayBuffer();
      return res.ok ? 'ok' : 'refused';
    };
    // Warm-up of both, then the measures.
    await closedLoop(clients, 1, status20);
    await closedLoop(clients, 1, bet);
    const baseline = await closedLoop(clients, seconds, status20);
    const bets = await closedLoop(clients, seconds, bet);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query(
      `select count(*)::int as n from lottery_bets b join members m on m.id = b.member_id where m.account like 'benchbet%'`,
    );
    await check.end();
    return { members, seconds, baseline, bets, refusals: codes, stored: rows[0].n };
  } finally {
    if (child) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export function printLotteryBets(r) {
  const fmt = (x) =>
    `${x.perSecond.toFixed(0).padStart(6)} /s  p50 ${x.p50ms.toFixed(1)} ms  p99 ${x.p99ms.toFixed(1)} ms`;
  console.log(`\n== Lottery bets per second on PostgreSQL (${r.members} members, closed loop, ${r.seconds} s each)`);
  console.log(`baseline  GET /wps/system/status           ${fmt(r.baseline)}`);
  console.log(
    `ours      POST /lgw/lottery/bet (1 item)     ${fmt(r.bets)}   ratio ${(r.bets.perSecond / r.baseline.perSecond).toFixed(3)}`,
  );
  console.log(
    `          ${r.bets.ok} bets accepted (${r.stored} stored), ${r.bets.refused} refused ${JSON.stringify(r.refusals)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = (process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432').replace(/\/$/, '');
  printLotteryBets(await benchLotteryBets({ baseUrl, seconds: Number(process.env.BENCH_LOTTERY_BET_SECONDS ?? 10) }));
}
