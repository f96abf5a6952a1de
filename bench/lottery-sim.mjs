// Lottery return to player per family and play (issue 14 "Tests and figures": at series 2000 a formula play returns
// 100 % of the stake within tolerance over 10^6 draws). Every draw is the real provably fair `deriveDraw` of
// @wl/rules from a random server seed; every unit of a representative selection is bet (per-option plays: every
// option, one unit each) and judged and paid by the rules package's `winnings`, `playOdds4` and `payout`, exactly
// as settlement does. Runs on worker threads (one per core, at most 2). Knob: BENCH_LOTTERY_DRAWS (default 10^6).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const here = path.dirname(fileURLToPath(import.meta.url));
const rules = (p) => import(pathToFileURL(path.join(here, '..', 'packages/rules/dist/lottery', p)).href);

const n2 = (...values) => values.map((v) => String(v).padStart(2, '0'));
const d = (text) => [...text];
const range2 = (from, to) => n2(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * The representative selection of each play: several units, options spread over the range, so that one unit's
 * rounding or a wrong winning rule shows; per-option and small plays take every option (null: all options).
 */
const SELECTIONS = {
  SSC_5_DIRECT: [d('012'), d('345'), d('678'), d('901'), d('234')],
  SSC_5_GROUP120: [d('0235689')],
  SSC_L3_DIRECT: [d('01234'), d('24689'), d('13579')],
  SSC_L3_SUM: [['0', '5', '13', '14', '20', '27']],
  SSC_L3_GROUP3: [d('02468')],
  SSC_L3_GROUP6: [d('135790')],
  SSC_L2_DIRECT: [d('01234'), d('56789')],
  SSC_FIXED: [d('12'), [], d('3'), d('456'), []],
  SSC_L2_BSOE: [
    ['BIG', 'ODD'],
    ['SMALL', 'EVEN', 'BIG'],
  ],
  SSC_DT: null,
  X5_ANY1: [n2(1, 5, 9)],
  X5_ANY2: [n2(1, 3, 6, 10)],
  X5_ANY3: [n2(1, 2, 5, 8, 11)],
  X5_ANY4: [n2(2, 3, 5, 7, 9, 11)],
  X5_ANY5: [n2(1, 2, 3, 4, 5, 6, 7)],
  X5_ANY6: [n2(1, 2, 3, 4, 6, 8, 10, 11)],
  X5_ANY7: [n2(1, 2, 3, 4, 5, 7, 9, 10, 11)],
  X5_ANY8: [n2(1, 2, 3, 4, 5, 6, 7, 8, 9, 11)],
  X5_F2_DIRECT: [n2(1, 2, 3), n2(2, 3, 4)],
  X5_F3_DIRECT: [range2(1, 4), range2(2, 5), range2(3, 6)],
  X5_F2_GROUP: [n2(1, 4, 7, 9, 11)],
  X5_F3_GROUP: [n2(1, 2, 4, 6, 8, 10)],
  X5_FIXED: [n2(1, 2), n2(3), []],
  PK10_P1: [n2(1, 4, 10)],
  PK10_F2_DIRECT: [range2(1, 4), range2(3, 6)],
  PK10_F3_DIRECT: [range2(1, 5), range2(3, 7), range2(5, 9)],
  PK10_FIXED: [n2(1), n2(2, 3), [], n2(4), n2(5, 10), n2(6), [], n2(7, 8, 9), n2(10), n2(1)],
  PK10_SUM12: null,
  K3_SUM: null,
  K3_TRIPLE_ANY: null,
  K3_TRIPLE: null,
  K3_3DIFF: [d('1356')],
  K3_2DIFF: [d('2456')],
  PC28_SUM: null,
  PC28_BSOE: [['BIG', 'ODD']],
  LHC_SPECIAL: [n2(1, 3, 5, 12, 20, 25, 31, 40, 47, 49)],
  LHC_COLOUR: null,
  LHC_PICK2: [n2(1, 7, 13, 19, 25, 31, 37, 43, 49, 2)],
  LHC_PICK3: [n2(1, 5, 9, 14, 18, 22, 27, 33, 38, 41, 45, 48)],
  LF3D_DIRECT: [d('01234'), d('24689'), d('13579')],
  LF3D_SUM: [['0', '3', '13', '14', '21', '27']],
  LF3D_GROUP3: [d('13579')],
  LF3D_GROUP6: [d('024681')],
  VN_LO2: [n2(0, 7, 13, 28, 42, 55, 61, 77, 89, 99)],
  VN_DE: [n2(0, 7, 13, 28, 42, 55, 61, 77, 89, 99)],
  VN_3CANG: [['000', '007', '123', '256', '389', '404', '555', '678', '801', '999']],
  VN_XIEN2: [n2(3, 18, 27, 44, 68, 90)],
  SEA4D_BIG: [['0000', '0123', '1111', '2468', '3579', '4040', '5678', '6666', '8888', '9999']],
  SEA4D_SMALL: [['0000', '0123', '1111', '2468', '3579', '4040', '5678', '6666', '8888', '9999']],
};

/** Seeds are drawn fresh every this many draws (each numero of a seed is its own HMAC stream). */
const DRAWS_PER_SEED = 1000;

async function simulate(families, draws) {
  const { deriveDraw } = await rules('draw.js');
  const { playsOfFamily } = await rules('plays-catalogue.js');
  const { selectionJudge } = await rules('plays-winning.js');
  const { payout, betCost } = await rules('payout.js');
  const { playOdds4 } = await rules('odds.js');
  const { units } = await rules('plays-units.js');
  const out = {};
  for (const family of families) {
    const plays = playsOfFamily(family).map((rule) => {
      const selection = SELECTIONS[rule.code] ?? [[...rule.options]];
      const odds = playOdds4(rule.code, 2000, { family });
      const keys = typeof odds === 'number' ? ['*'] : Object.keys(odds);
      return {
        code: rule.code,
        judge: selectionJudge(rule.code, selection, family),
        odds,
        units: units(rule.code, selection, family),
        // Per key (option or tier; '*' for one-odds plays): sum and sum of squares of the payout per draw.
        stats: Object.fromEntries(keys.map((key) => [key, { paid: 0, squares: 0 }])),
      };
    });
    const started = process.hrtime.bigint();
    let seed = '';
    for (let i = 0; i < draws; i++) {
      if (i % DRAWS_PER_SEED === 0) seed = randomBytes(32).toString('hex');
      const draw = deriveDraw(family, seed, `SIM_${family}`, String(i));
      for (const play of plays) {
        const lines = play.judge(draw);
        if (lines.length === 0) continue;
        // Unit stake 1 currency (10000 ledger units), so payout() is exact and in ledger units.
        if (typeof play.odds === 'number') {
          const paid = Number(payout({ unitStake: 10_000, multiple: 1, odds: play.odds, lines }));
          play.stats['*'].paid += paid;
          play.stats['*'].squares += paid * paid;
        } else {
          for (const line of lines) {
            const paid = Number(payout({ unitStake: 10_000, multiple: 1, odds: play.odds, lines: [line] }));
            play.stats[line.key].paid += paid;
            play.stats[line.key].squares += paid * paid;
          }
        }
      }
    }
    out[family] = {
      ms: Number(process.hrtime.bigint() - started) / 1e6,
      plays: plays.map((p) => ({
        code: p.code,
        units: p.units,
        unitStake: Number(betCost(1, 10_000, 1)),
        stats: p.stats,
      })),
    };
  }
  return out;
}

if (!isMainThread && workerData?.lotterySim) {
  parentPort.postMessage(await simulate(workerData.families, workerData.draws));
}

/** Merges the workers' sums. */
function merge(parts) {
  const all = {};
  for (const part of parts) {
    for (const [family, f] of Object.entries(part)) {
      const into = all[family];
      if (!into) {
        all[family] = structuredClone(f);
        continue;
      }
      into.ms = Math.max(into.ms, f.ms);
      f.plays.forEach((p, i) => {
        for (const [key, s] of Object.entries(p.stats)) {
          into.plays[i].stats[key].paid += s.paid;
          into.plays[i].stats[key].squares += s.squares;
        }
      });
    }
  }
  return all;
}

/**
 * Runs the simulation: every family, `draws` draws split over the workers. Answers per family and play the
 * measured RTP, the expected RTP from p and the odds (odds are rounded down to 4 decimals, so a hair under 1),
 * the standard error from the payouts' variance, and PASS when |measured - expected| <= 4 standard errors.
 * Table plays (VN_XIEN2, SEA 4D) get no mark: their return is the operator's table.
 */
export async function benchLotterySim({ draws = Number(process.env.BENCH_LOTTERY_DRAWS ?? 1e6), workers } = {}) {
  const { LOTTERY_FAMILIES } = await rules('families.js');
  const { PLAYS } = await rules('plays-catalogue.js');
  const { playChance, playOdds4, xien2Chance } = await rules('odds.js');
  const count = Math.max(1, Math.min(workers ?? 2, availableParallelism()));
  const shares = Array.from({ length: count }, (_, w) => Math.floor(draws / count) + (w < draws % count ? 1 : 0));
  const started = Date.now();
  const parts = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), {
            workerData: { lotterySim: true, families: LOTTERY_FAMILIES, draws: share },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const merged = merge(parts);
  const families = LOTTERY_FAMILIES.map((family) => {
    const f = merged[family];
    const plays = f.plays.map((p) => {
      const rule = PLAYS[p.code];
      const odds = playOdds4(p.code, 2000, { family });
      // One unit's stake is 10000 ledger units; the selection's stake per draw is units x 10000.
      const stakePerDraw = p.units * p.unitStake;
      const perKey = Object.entries(p.stats).map(([key, s]) => {
        // Per-option plays stake one unit on each option; the others the whole selection on '*'.
        const stake = rule.odds.kind === 'perOption' ? p.unitStake : stakePerDraw;
        const mean = s.paid / draws;
        const variance = Math.max(0, s.squares / draws - mean * mean);
        const rtp = mean / stake;
        const se = Math.sqrt(variance / draws) / stake;
        let expected = null;
        if (rule.odds.kind === 'formula') {
          const c = playChance(p.code);
          expected = ((c.num / c.den) * odds) / 10_000;
        } else if (rule.odds.kind === 'perOption') {
          const c = playChance(p.code, key);
          expected = ((c.num / c.den) * odds[key]) / 10_000;
        }
        return { key, rtp, se, expected, paid: s.paid, variance };
      });
      const staked = stakePerDraw * draws;
      const paid = perKey.reduce((sum, k) => sum + k.paid, 0);
      const rtp = paid / staked;
      // The play's figure: all options together (independent options would understate nothing: the sum's variance
      // is taken from the per-key variances, an upper bound by Cauchy-Schwarz when options are correlated).
      const se = perKey.reduce((sum, k) => sum + Math.sqrt(k.variance / draws), 0) / (staked / draws);
      let expected = null;
      let mark = 'TABLE';
      let info = '';
      if (rule.odds.kind !== 'table') {
        expected = perKey.reduce((sum, k) => sum + k.expected, 0) / perKey.length;
        const worst = perKey.reduce(
          (w, k) => (Math.abs(k.rtp - k.expected) / k.se > w.z ? { k, z: Math.abs(k.rtp - k.expected) / k.se } : w),
          {
            k: null,
            z: 0,
          },
        );
        mark = perKey.every((k) => Math.abs(k.rtp - k.expected) <= 4 * k.se) ? 'PASS' : 'FAIL';
        if (perKey.length > 1) info = `worst option ${worst.k?.key} at ${worst.z.toFixed(1)} SE`;
      } else if (p.code === 'VN_XIEN2') {
        const c = xien2Chance(family === 'VN_NORTH' ? 27 : 18);
        expected = (Number((c.num * 1_000_000n) / c.den) / 1e6) * (odds / 10_000);
        info = 'expected from xien2Chance and the default table';
      } else {
        // SEA 4D: a number is each prize with chance 1/10000 (23 distinct numbers drawn); paid per tier.
        const tiers = p.code === 'SEA4D_BIG' ? { first: 1, second: 1, third: 1, special: 10, consolation: 10 } : null;
        expected = Object.entries(odds).reduce(
          (sum, [tier, o]) => sum + ((tiers?.[tier] ?? 1) * o) / 10_000 / 10_000,
          0,
        );
        info = 'expected from the default table';
      }
      return { code: p.code, units: p.units, rtp, se, expected, mark, info };
    });
    return { family, ms: f.ms, plays };
  });
  return { draws, workers: count, seconds: (Date.now() - started) / 1000, families };
}

export function printLotterySim(r) {
  console.log(
    `\n== Lottery return to player at series 2000 (${r.draws.toLocaleString('en')} draws per family by deriveDraw, ${r.workers} workers, ${r.seconds.toFixed(0)} s)`,
  );
  console.log('family    play             units   RTP        expected   4 SE      mark');
  let fails = 0;
  for (const f of r.families) {
    for (const p of f.plays) {
      if (p.mark === 'FAIL') fails++;
      console.log(
        `${f.family.padEnd(9)} ${p.code.padEnd(15)} ${String(p.units).padStart(6)}   ${(p.rtp * 100).toFixed(3).padStart(8)} %  ${p.expected === null ? '' : `${(p.expected * 100).toFixed(3).padStart(8)} %`}  ${p.mark === 'TABLE' ? '         ' : `±${(p.se * 400).toFixed(3)} %`.padStart(9)}  ${p.mark}${p.info ? `  (${p.info})` : ''}`,
      );
    }
  }
  const formula = r.families.flatMap((f) => f.plays).filter((p) => p.mark !== 'TABLE').length;
  console.log(`formula and per-option plays: ${formula - fails} of ${formula} PASS within 4 standard errors`);
  console.log(
    `time per family (one worker's share): ${r.families.map((f) => `${f.family} ${(f.ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
}

if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  printLotterySim(await benchLotterySim());
}
