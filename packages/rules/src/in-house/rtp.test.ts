/**
 * Monte Carlo checks of every game's rtp(). Each case asserts
 *   |mean multiplier − rtp(params)| < 5 × sd / sqrt(N)
 * with sd the standard deviation of one round's multiplier: exact from the paytable for dice, mines and plinko,
 * from the sample for the slot (its exact value, 2.957, comes from the exhaustive walk in slot.test.ts).
 * The generators are seeded, so every run sees the same rounds: a failure is a real disagreement, not bad luck.
 */
import { describe, expect, it } from 'vitest';
import { fairFloats } from '../fair.js';
import { diceGame } from './dice-game.js';
import type { InHouseGame } from './in-house-game.js';
import { minesGame } from './mines-game.js';
import { PLINKO_PAYTABLE, type PlinkoParams } from './plinko.js';
import { plinkoGame } from './plinko-game.js';
import { slotGame } from './slot-game.js';

/** sfc32 (Chris Doty-Humphrey's small fast counter): floats k / 2^32, the same lattice as fairFloats. */
function sfc32(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

interface Run {
  mean: number;
  sd: number;
}

function simulate<P>(game: InHouseGame<P, unknown>, params: P, rounds: number, seed: number): Run {
  const random = sfc32(seed);
  const floats: number[] = Array(game.floatsNeeded(params)).fill(0);
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < rounds; i++) {
    for (let j = 0; j < floats.length; j++) floats[j] = random();
    const { multiplier } = game.play(floats, params);
    sum += multiplier;
    sumSq += multiplier * multiplier;
  }
  const mean = sum / rounds;
  return { mean, sd: Math.sqrt(sumSq / rounds - mean * mean) };
}

/** Same, with the floats of the fair path: nonce = round number. */
function simulateFair<P>(game: InHouseGame<P, unknown>, params: P, rounds: number): Run & { multipliers: number[] } {
  const multipliers: number[] = [];
  let sum = 0;
  let sumSq = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const floats = fairFloats(FAIR_SERVER_SEED, `client-${game.code}`, nonce, game.floatsNeeded(params));
    const { multiplier } = game.play(floats, params);
    multipliers.push(multiplier);
    sum += multiplier;
    sumSq += multiplier * multiplier;
  }
  const mean = sum / rounds;
  return { mean, sd: Math.sqrt(sumSq / rounds - mean * mean), multipliers };
}

const FAIR_SERVER_SEED = 'e1f0a7c3d5b2946881a0c3f5e7d9b1a3c5e7f90214365870a9cbed0f12345678';

/** A win-or-lose game paying m with probability p = rtp / m: sd = sqrt(m × rtp − rtp²). */
const binarySd = (multiplier: number, rtp: number) => Math.sqrt(multiplier * rtp - rtp * rtp);

function plinkoSd(params: PlinkoParams): number {
  const pays = PLINKO_PAYTABLE[params.rows][params.risk];
  let c = 1;
  let ex2 = 0;
  for (let k = 0; k <= params.rows; k++) {
    ex2 += (c / 2 ** params.rows) * (pays[k] ?? 0) ** 2;
    c = (c * (params.rows - k)) / (k + 1);
  }
  const rtp = plinkoGame.rtp(params);
  return Math.sqrt(ex2 - rtp * rtp);
}

const expectWithin = (run: Run, rtp: number, sd: number, rounds: number) => {
  const tolerance = (5 * sd) / Math.sqrt(rounds);
  expect(Math.abs(run.mean - rtp), `mean ${run.mean} vs rtp ${rtp} ± ${tolerance}`).toBeLessThan(tolerance);
};

describe('simulated RTP, 1,000,000 rounds per game (tolerance 5 sd / sqrt N)', () => {
  const third = 333_334;

  it.each([
    { target: 50, over: true },
    { target: 12.34, over: false },
    { target: 98.99, over: true },
  ])('dice %o', (params) => {
    const rtp = diceGame.rtp(params);
    expectWithin(simulate(diceGame, params, third, 1), rtp, binarySd(diceGame.maxMultiplier(params), rtp), third);
  });

  it.each([
    { mines: 1, picks: [12] },
    { mines: 3, picks: [0, 6, 12, 18, 24] },
    { mines: 10, picks: [1, 2, 3] },
  ])('mines %o', (params) => {
    const rtp = minesGame.rtp(params);
    expectWithin(simulate(minesGame, params, third, 2), rtp, binarySd(minesGame.maxMultiplier(params), rtp), third);
  });

  it.each<PlinkoParams>([
    { rows: 8, risk: 'low' },
    { rows: 12, risk: 'medium' },
    { rows: 16, risk: 'high' },
  ])('plinko %o', (params) => {
    expectWithin(simulate(plinkoGame, params, third, 3), plinkoGame.rtp(params), plinkoSd(params), third);
  });

  it('slot, 1,000,000 spins (sd from the sample)', () => {
    const rounds = 1_000_000;
    const run = simulate(slotGame, {}, rounds, 4);
    expect(run.sd).toBeGreaterThan(2.5);
    expectWithin(run, slotGame.rtp({}), run.sd, rounds);
  });
});

describe('the fair path gives the same distribution (20,000 rounds per game through fairFloats)', () => {
  const rounds = 20_000;

  it('dice over 50: RTP, and the win rate within 5 sd of 5000 / 10001', () => {
    const params = { target: 50, over: true };
    const rtp = diceGame.rtp(params);
    const run = simulateFair(diceGame, params, rounds);
    expectWithin(run, rtp, binarySd(diceGame.maxMultiplier(params), rtp), rounds);
    const p = 5_000 / 10_001;
    const wins = run.multipliers.filter((m) => m > 0).length;
    expect(Math.abs(wins - rounds * p)).toBeLessThan(5 * Math.sqrt(rounds * p * (1 - p)));
  });

  it('mines 3 with 5 picks', () => {
    const params = { mines: 3, picks: [0, 6, 12, 18, 24] };
    const rtp = minesGame.rtp(params);
    expectWithin(simulateFair(minesGame, params, rounds), rtp, binarySd(minesGame.maxMultiplier(params), rtp), rounds);
  });

  it('plinko 8 rows medium: RTP, and the bins pass a chi-square test against the binomial', () => {
    const params: PlinkoParams = { rows: 8, risk: 'medium' };
    expectWithin(simulateFair(plinkoGame, params, rounds), plinkoGame.rtp(params), plinkoSd(params), rounds);
    const bins = Array<number>(9).fill(0);
    for (let nonce = 0; nonce < rounds; nonce++) {
      const { bin } = plinkoGame.play(fairFloats(FAIR_SERVER_SEED, 'bins', nonce, 8), params).outcome;
      bins[bin] = (bins[bin] ?? 0) + 1;
    }
    let chi2 = 0;
    let c = 1;
    for (let k = 0; k <= 8; k++) {
      const expected = (rounds * c) / 256;
      chi2 += ((bins[k] ?? 0) - expected) ** 2 / expected;
      c = (c * (8 - k)) / (k + 1);
    }
    // 8 degrees of freedom: P(chi2 > 40) ≈ 2e-6
    expect(chi2).toBeLessThan(40);
  });

  it('slot: RTP, and every reel stop equally likely (chi-square)', () => {
    const run = simulateFair(slotGame, {}, rounds);
    expectWithin(run, slotGame.rtp({}), 2.957, rounds);
    const counts = Array<number>(30).fill(0);
    for (let nonce = 0; nonce < rounds; nonce++) {
      for (const stop of slotGame.play(fairFloats(FAIR_SERVER_SEED, 'stops', nonce, 5), {}).outcome.stops) {
        counts[stop] = (counts[stop] ?? 0) + 1;
      }
    }
    const expected = (rounds * 5) / 30;
    const chi2 = counts.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
    // 29 degrees of freedom: P(chi2 > 75) ≈ 1e-5
    expect(chi2).toBeLessThan(75);
  });
});
