import { betCost } from '@wl/rules/lottery/payout';

/** Ledger units per currency unit (design.md "Money"; rules package payout.ts). */
const LEDGER = 10_000;

/** A unit stake in currency as ledger units; NaN for anything that is not a positive amount of at most 4 decimals. */
export function toLedger(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return Number.NaN;
  const ledger = Math.round(amount * LEDGER);
  return Math.abs(ledger - amount * LEDGER) < 1e-6 ? ledger : Number.NaN;
}

/** An item's amount in currency: `units x unitStake x multiple` (lottery-plays.md "Words"), exact in ledger units. */
export function itemAmount(units: number, unitStake: number, multiple: number): number {
  const stake = toLedger(unitStake);
  if (Number.isNaN(stake) || !Number.isSafeInteger(multiple) || multiple < 1 || !Number.isSafeInteger(units)) return 0;
  return Number(betCost(units, stake, multiple)) / LEDGER;
}

export interface SlipLine {
  id: string;
  playCode: string;
  selection: string[][];
  units: number;
  unitStake: number;
  multiple: number;
  /** The play's odds as the server answered them at the member's series (what the bet records). */
  odds: number | Record<string, number>;
}

/** The slip's totals: items, units and amount (each item `units x unitStake x multiple`). */
export function slipTotals(lines: readonly Pick<SlipLine, 'units' | 'unitStake' | 'multiple'>[]): {
  items: number;
  units: number;
  amount: number;
} {
  let ledger = 0n;
  let totalUnits = 0;
  for (const line of lines) {
    totalUnits += line.units;
    ledger += BigInt(Math.round(itemAmount(line.units, line.unitStake, line.multiple) * LEDGER));
  }
  return { items: lines.length, units: totalUnits, amount: Number(ledger) / LEDGER };
}

/** A chase's plan: the same slip on the next numeros, each at its own multiple of the slip (issue 14 "Chase"). */
export interface ChaseRow {
  index: number;
  multiple: number;
  amount: number;
  cumulative: number;
}

/** Rows and total of a chase over `multiples.length` numeros of a slip that costs `slipAmount` at multiple 1. */
export function chasePlan(slipAmount: number, multiples: readonly number[]): { rows: ChaseRow[]; total: number } {
  const slipLedger = BigInt(Math.round(slipAmount * LEDGER));
  let cumulative = 0n;
  const rows = multiples.map((multiple, index) => {
    const m = Number.isSafeInteger(multiple) && multiple > 0 ? BigInt(multiple) : 0n;
    const amount = slipLedger * m;
    cumulative += amount;
    return {
      index,
      multiple: Number(m),
      amount: Number(amount) / LEDGER,
      cumulative: Number(cumulative) / LEDGER,
    };
  });
  return { rows, total: Number(cumulative) / LEDGER };
}

/** The multiples of a chase: `count` numeros from `start`, doubled every `doubleEvery` numeros when given. */
export function chaseMultiples(count: number, start: number, doubleEvery = 0): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    doubleEvery > 0 ? start * 2 ** Math.floor(i / doubleEvery) : start,
  );
}
