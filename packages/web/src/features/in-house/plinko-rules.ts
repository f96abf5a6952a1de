/** Plinko paytables and path, as the server's games/in-house/plinko.ts (README "Plinko"). */
export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export interface PlinkoParams {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  path: ('L' | 'R')[];
  bin: number;
}

/** Multipliers by bin, left to right. */
export const PLINKO_PAYTABLE: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [6, 2, 1.1, 1, 0.5, 1, 1.1, 2, 6],
    medium: [12, 3.2, 1.3, 0.7, 0.4, 0.7, 1.3, 3.2, 12],
    high: [27, 4.2, 1.5, 0.3, 0.2, 0.3, 1.5, 4.2, 27],
  },
  12: {
    low: [9, 3.2, 1.6, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 1.6, 3.2, 9],
    medium: [30, 12, 4, 2, 1.1, 0.6, 0.3, 0.6, 1.1, 2, 4, 12, 30],
    high: [160, 25, 8, 2, 0.7, 0.2, 0.2, 0.2, 0.7, 2, 8, 25, 160],
  },
  16: {
    low: [15, 8, 2.5, 1.4, 1.4, 1.2, 1.1, 1, 0.5, 1, 1.1, 1.2, 1.4, 1.4, 2.5, 8, 15],
    medium: [100, 40, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 40, 100],
    high: [900, 150, 25, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 25, 150, 900],
  },
};

export function isPlinkoRows(value: unknown): value is PlinkoRows {
  return (PLINKO_ROWS as readonly unknown[]).includes(value);
}

export function isPlinkoRisk(value: unknown): value is PlinkoRisk {
  return (PLINKO_RISKS as readonly unknown[]).includes(value);
}

export function playPlinko(
  floats: readonly number[],
  params: PlinkoParams,
): { multiplier: number; outcome: PlinkoOutcome } {
  const path = floats.slice(0, params.rows).map((f): 'L' | 'R' => (f >= 0.5 ? 'R' : 'L'));
  const bin = path.filter((step) => step === 'R').length;
  return { multiplier: PLINKO_PAYTABLE[params.rows][params.risk][bin] ?? 0, outcome: { path, bin } };
}
