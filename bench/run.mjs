#!/usr/bin/env node
// `npm run bench`: server throughput against a baseline measured in the same run, the JS weight and Lighthouse
// scores of the home route and the member centre, the ledger on PostgreSQL, and the lottery (RTP simulation,
// settlement and bets per second on PostgreSQL).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from './load.mjs';
import { centreJsWeight, centreUrl, demoMemberToken, launchChromium, recordScripts } from './member-centre.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
/**
 * Which parts run: `BENCH_PARTS=http` measures only the status call against the hello-world;
 * `BENCH_PARTS=weight,lighthouse` only the home page (`centre` adds the member centre's weight and audit).
 */
const parts = new Set(
  (process.env.BENCH_PARTS ?? 'http,weight,lighthouse,centre,ledger,lottery-sim,lottery-settle,lottery-bets').split(
    ',',
  ),
);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready: ${url}`);
}

async function startProcess(script, env, readyPath) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}${readyPath}`);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { port, stop, pid: child.pid };
}

async function homeJsWeight(browser, port) {
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  // A first visit: the anonymous announcement popup opens, and brings its dialog and HTML cleaner.
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
  await page.getByTestId('home-page').waitFor();
  const first = scripts.weigh();
  // The home page again in the same session, the popup already closed (spec 4: once per session).
  await page.evaluate(() => window.sessionStorage.setItem('popupClosedAnonymous', 'true'));
  scripts.reset();
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByTestId('home-page').waitFor();
  const again = scripts.weigh();
  await page.close();
  return { first, again };
}

const results = {};
const hello = await startProcess(path.join(here, 'hello-server.mjs'), {}, '/');
const server = await startProcess(
  path.join(root, 'packages/server/dist/main.js'),
  {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wl-bench-')),
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    ADMIN_SOCKET: 'false',
    RATE_READ_PER_MIN: '100000000',
  },
  '/readyz',
);
/**
 * Baseline and status call take turns (`BENCH_ROUNDS` rounds of `seconds / rounds` each, default 5), so a busy
 * machine slows both alike and the ratio stays meaningful; the figures are summed over the rounds.
 */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const targets = {
  hello: { url: `http://127.0.0.1:${hello.port}/` },
  status: { url: `http://127.0.0.1:${server.port}/wps/system/status`, headers: { host: 'localhost' } },
};
const runs = { hello: [], status: [] };
/**
 * CPU time each server spent (Linux /proc), so the ratio can also be read as work per request: on a machine
 * shared with other work the load generator, not the server, may bound the requests per second.
 */
const cpuMs = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
};
const pids = { hello: hello.pid, status: server.pid };
if (parts.has('http')) {
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of Object.entries(targets)) {
      const warmupSeconds = round === 0 ? 1 : 0.2;
      const before = cpuMs(pids[name]);
      const r = await load({ ...target, connections, seconds: seconds / rounds, warmupSeconds });
      // The warm-up's requests count too: they cost CPU like the measured ones.
      r.cpuUsPerRequest = ((cpuMs(pids[name]) - before) * 1000) / (r.rps * (seconds / rounds + warmupSeconds));
      runs[name].push(r);
    }
  }
}
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;
for (const [name, list] of Object.entries(runs)) {
  results[name] = {
    rps: list.reduce((sum, r) => sum + r.rps, 0) / (list.length || Number.NaN),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
    p50ms: median(list.map((r) => r.p50ms)),
    p99ms: median(list.map((r) => r.p99ms)),
    cpuUs: median(list.map((r) => r.cpuUsPerRequest)),
  };
}
let weight = null;
let centreWeight = null;
/** A demo member's session (the member centre's measures open the site logged in). */
let memberToken = null;
if (parts.has('weight') || parts.has('lighthouse')) {
  let browser = null;
  try {
    browser = await launchChromium();
    if (parts.has('weight')) weight = await homeJsWeight(browser, server.port);
    if (parts.has('centre')) memberToken = await demoMemberToken(browser, server.port);
    if (parts.has('centre') && parts.has('weight'))
      centreWeight = await centreJsWeight(browser, server.port, memberToken);
  } catch (err) {
    console.error(`JS weight skipped: ${err.message}`);
  } finally {
    await browser?.close();
  }
}
let pages = null;
try {
  if (!parts.has('lighthouse')) throw new Error('not asked for (BENCH_PARTS)');
  const { audit } = await import('./lighthouse.mjs');
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  pages = {
    baseline: await audit(`http://localhost:${hello.port}/page`, { runs }),
    home: await audit(`http://localhost:${server.port}/`, { runs }),
    centre: memberToken ? await audit(centreUrl(server.port, memberToken), { runs }) : null,
  };
} catch (err) {
  console.error(`Lighthouse skipped: ${err.message}`);
}
await hello.stop();
await server.stop();

const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
const fmt = (r) =>
  `${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50ms.toFixed(2)} ms  p99 ${r.p99ms.toFixed(2)} ms  errors ${r.errors}`;
if (parts.has('http')) {
  console.log(
    `\n== HTTP throughput (${connections} connections, ${seconds}s in ${rounds} alternating rounds, Node ${process.version})`,
  );
  console.log(`baseline  bare Fastify hello-world        ${fmt(results.hello)}`);
  console.log(`ours      GET /wps/system/status, ${db.padEnd(8)} ${fmt(results.status)}`);
  console.log(`ratio     status / hello-world            ${(results.status.rps / results.hello.rps).toFixed(3)}`);
  console.log(
    `CPU       per request: hello-world ${results.hello.cpuUs.toFixed(0)} µs, status ${results.status.cpuUs.toFixed(0)} µs (ratio ${(results.hello.cpuUs / results.status.cpuUs).toFixed(3)})`,
  );
}
if (weight) {
  console.log('\n== JavaScript the home route loads (production build, as the browser fetched it)');
  for (const [label, w] of [
    ['first visit (popup shown)', weight.first],
    ['same session, popup closed', weight.again],
  ]) {
    console.log(
      `${label.padEnd(27)} ${String(w.files).padStart(3)} files, ${w.rawKB.toFixed(1)} KB raw, ${w.gzipKB.toFixed(1)} KB gzip (budget 170 KB: ${(w.gzipKB / 170).toFixed(2)} of it)`,
    );
  }
}
if (centreWeight) {
  console.log('\n== JavaScript the member centre loads (a demo member, /?mc=securityCenter, first load of a new tab)');
  for (const [label, w] of [
    ['first load (member popup)', centreWeight.first],
    ['same session, popup closed', centreWeight.again],
  ]) {
    console.log(
      `${label.padEnd(27)} ${String(w.files).padStart(3)} files, ${w.rawKB.toFixed(1)} KB raw, ${w.gzipKB.toFixed(1)} KB gzip`,
    );
  }
}
if (pages) {
  const { baseline: b, home: h, centre: c } = pages;
  const row = (label, r) =>
    `${label.padEnd(10)} performance ${String(r.performance).padStart(3)} (runs ${r.runs.join(', ')})  accessibility ${String(r.accessibility).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  FCP ${(r.fcpMs / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}  TBT ${r.tbtMs.toFixed(0)} ms`;
  console.log('\n== Lighthouse, mobile profile (simulated slow 4G, 4x CPU), median of the runs');
  console.log(row('baseline', b));
  console.log(row('home', h));
  if (c) console.log(row('centre', c));
  console.log(
    `ratio     home / baseline: LCP ${(h.lcpMs / b.lcpMs).toFixed(2)}, performance ${(h.performance / b.performance).toFixed(2)}  (issue 6 targets: performance >= 95, accessibility >= 95, LCP < 2.0 s, CLS < 0.05)`,
  );
}
// Ledger throughput needs a PostgreSQL server: BENCH_PG_URL (server URL without database) or the local one.
const pgBase = (process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432').replace(/\/$/, '');
try {
  if (!parts.has('ledger')) throw new Error('not asked for (BENCH_PARTS)');
  const { benchLedger } = await import('./ledger.mjs');
  const l = await benchLedger({ baseUrl: pgBase, seconds: Number(process.env.BENCH_LEDGER_SECONDS ?? 10) });
  console.log(`\n== Ledger transfers on PostgreSQL (${l.workers} workers, ${l.seconds}s each)`);
  console.log(`baseline  pgbench simple-update             ${l.pgbenchTps.toFixed(0).padStart(7)} tps`);
  console.log(
    `ours      transfers over 50 accounts         ${l.over50.toFixed(0).padStart(7)} /s   ratio ${(l.over50 / l.pgbenchTps).toFixed(3)}`,
  );
  console.log(
    `ours      transfers over 10 accounts         ${l.over10.toFixed(0).padStart(7)} /s   ratio ${(l.over10 / l.pgbenchTps).toFixed(3)}`,
  );
} catch (err) {
  console.error(`ledger bench skipped: ${err.message}`);
}

// The lottery (issue 14): return to player per family and play, settlement of 100,000 bets, bets per second.
if (parts.has('lottery-sim')) {
  const { benchLotterySim, printLotterySim } = await import('./lottery-sim.mjs');
  printLotterySim(await benchLotterySim());
}
for (const [part, file, bench, print, options] of [
  ['lottery-settle', './lottery-settle.mjs', 'benchLotterySettle', 'printLotterySettle', {}],
  [
    'lottery-bets',
    './lottery-bets.mjs',
    'benchLotteryBets',
    'printLotteryBets',
    { seconds: Number(process.env.BENCH_LOTTERY_BET_SECONDS ?? 10) },
  ],
]) {
  if (!parts.has(part)) continue;
  try {
    const m = await import(file);
    m[print](await m[bench]({ baseUrl: pgBase, ...options }));
  } catch (err) {
    console.error(`${part} bench skipped: ${err.message}`);
  }
}

// The budgets of the home page (bench/README.md): each one measured is checked, and any exceeded is said plainly at
// the end, and makes the bench exit non-zero, so a slower or heavier home page cannot go unnoticed.
const budgets = [];
const budget = (name, value, limit, ok, unit) =>
  budgets.push({ name, value, limit, ok, text: `${name}: ${value}${unit} (budget ${limit}${unit})` });
if (weight)
  budget(
    'home JavaScript, first visit (gzip)',
    +weight.first.gzipKB.toFixed(1),
    170,
    weight.first.gzipKB <= 170,
    ' KB',
  );
if (pages) {
  const h = pages.home;
  budget('home performance (mobile)', h.performance, '>= 95', h.performance >= 95, '');
  budget('home total blocking time', Math.round(h.tbtMs), '< 200', h.tbtMs < 200, ' ms');
  budget('home accessibility', h.accessibility, '>= 95', h.accessibility >= 95, '');
  budget('home largest contentful paint', +(h.lcpMs / 1000).toFixed(2), '< 2.0', h.lcpMs < 2000, ' s');
  budget('home cumulative layout shift', +h.cls.toFixed(3), '< 0.05', h.cls < 0.05, '');
}
if (budgets.length) {
  console.log('\n== Budgets');
  for (const b of budgets) console.log(`${b.ok ? 'within  ' : 'EXCEEDED'}  ${b.text}`);
  const over = budgets.filter((b) => !b.ok);
  if (over.length) {
    console.log(`\nBUDGET EXCEEDED (${over.length}): ${over.map((b) => b.name).join('; ')}`);
    process.exitCode = 1;
  } else console.log('\nAll budgets measured are met.');
}

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
console.log(`\n${pkg.name} bench done`);
