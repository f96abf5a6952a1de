import { describe, expect, it } from 'vitest';
import { isPlinkoRisk, isPlinkoRows, PLINKO_PAYTABLE, PLINKO_RISKS, PLINKO_ROWS, type PlinkoParams } from './plinko.js';
import { plinkoGame, plinkoParams } from './plinko-game.js';

const ALL: PlinkoParams[] = ([8, 12, 16] as const).flatMap((rows) =>
  (['low', 'medium', 'high'] as const).map((risk) => ({ rows, risk })),
);

/** Exact RTPs as fractions, computed once with Python's fractions.Fraction over C(n, k) / 2^n. */
const EXACT_RTP: Record<string, number> = {
  '8 low': 1263 / 1280,
  '8 medium': 159 / 160,
  '8 high': 79 / 80,
  '12 low': 4057 / 4096,
  '12 medium': 20363 / 20480,
  '12 high': 20253 / 20480,
  '16 low': 324829 / 327680,
  '16 medium': 64821 / 65536,
  '16 high': 162663 / 163840,
};

describe('plinko rules', () => {
  it('goes left below 0.5 and right from 0.5, the bin counting the rights', () => {
    const floats = [0.49999, 0.5, 0, 0.99, 0.2, 0.7, 0.3, 0.5];
    expect(plinkoGame.play(floats, { rows: 8, risk: 'medium' })).toEqual({
      multiplier: 0.4,
      outcome: { path: ['L', 'R', 'L', 'R', 'L', 'R', 'L', 'R'], bin: 4 },
    });
  });

  it('pays the edge bins their top multipliers', () => {
    expect(plinkoGame.play(Array(16).fill(0), { rows: 16, risk: 'high' }).multiplier).toBe(900);
    expect(plinkoGame.play(Array(16).fill(0.5), { rows: 16, risk: 'high' })).toMatchObject({
      multiplier: 900,
      outcome: { bin: 16 },
    });
    expect(plinkoGame.play([0.9, ...Array(11).fill(0.1)], { rows: 12, risk: 'low' }).multiplier).toBe(3.2);
    expect(plinkoGame.maxMultiplier({ rows: 8, risk: 'low' })).toBe(6);
    expect(plinkoGame.maxMultiplier({ rows: 16, risk: 'high' })).toBe(900);
  });

  it('has symmetric tables of rows + 1 bins in whole tenths', () => {
    for (const { rows, risk } of ALL) {
      const pays = PLINKO_PAYTABLE[rows][risk];
      expect(pays).toHaveLength(rows + 1);
      expect([...pays].reverse()).toEqual(pays);
      for (const p of pays) expect(Math.round(p * 10)).toBeCloseTo(p * 10, 9);
    }
  });

  it('has the exact RTP of every table, each in 0.985–0.995', () => {
    for (const params of ALL) {
      const rtp = plinkoGame.rtp(params);
      expect(rtp).toBe(EXACT_RTP[`${params.rows} ${params.risk}`]);
      expect(rtp).toBeGreaterThanOrEqual(0.985);
      expect(rtp).toBeLessThanOrEqual(0.995);
    }
  });

  it('has an RTP equal to the mean pay over all 2^12 paths', () => {
    for (const risk of ['low', 'high'] as const) {
      let sum = 0;
      for (let bits = 0; bits < 2 ** 12; bits++) {
        const floats = Array.from({ length: 12 }, (_, i) => ((bits >> i) & 1 ? 0.75 : 0.25));
        sum += plinkoGame.play(floats, { rows: 12, risk }).multiplier;
      }
      expect(plinkoGame.rtp({ rows: 12, risk })).toBeCloseTo(sum / 2 ** 12, 12);
    }
  });

  it('validates params and needs one float per row', () => {
    expect(plinkoParams.parse({})).toEqual({ rows: 16, risk: 'medium' });
    for (const bad of [{ rows: 10 }, { rows: '8' }, { risk: 'extreme' }]) {
      expect(plinkoParams.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(plinkoGame.floatsNeeded({ rows: 12, risk: 'low' })).toBe(12);
    expect(() => plinkoGame.play(Array(11).fill(0), { rows: 12, risk: 'low' })).toThrow(RangeError);
  });
});

describe('plinko choices', () => {
  it('are the rows and risks the params schema accepts', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) expect(plinkoParams.parse({ rows, risk })).toEqual({ rows, risk });
    }
    expect(PLINKO_ROWS.every(isPlinkoRows) && PLINKO_RISKS.every(isPlinkoRisk)).toBe(true);
    expect([isPlinkoRows(10), isPlinkoRows('8'), isPlinkoRisk('extreme'), isPlinkoRisk(undefined)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
