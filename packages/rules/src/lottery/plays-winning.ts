/**
 * Which units of a selection win against a draw (lottery-plays.md "Plays", column "one unit wins when"). The answer
 * is a list of lines, each a number of winning units and, where the odds differ, the key of the odds that pay
 * them: the option for per-option plays (SSC_DT, PK10_SUM12, K3_SUM, PC28_SUM, LHC_COLOUR) and the tier for the
 * SEA 4D bets. Per-hit plays count every hit. payout.ts pays the lines with the odds of odds.ts.
 */
import { isValidDraw, type LotteryFamily } from './families.js';
import { type PlayCode, SEA4D_TIERS, type Sea4dTier } from './plays-catalogue.js';
import { choose } from './plays-combinatorics.js';
import { dragonTiger, fitsBsoe, lhcColour } from './plays-options.js';
import { validateSelection } from './plays-units.js';

export interface WinLine {
  /** The option (per-option plays) or the SEA 4D tier whose odds pay these units; absent for one-odds plays. */
  key?: string;
  units: number;
}

/**
 * The winning lines of a selection against a draw of the play's family, only lines with units (an empty list
 * loses). Throws a RangeError for a selection `validateSelection` refuses or a draw `isValidDraw` refuses: the
 * server checked both long before it settles, so either means a bug, not a lost bet.
 */
export function winnings(
  playCode: string,
  selection: unknown,
  draw: readonly unknown[],
  family?: LotteryFamily,
): WinLine[] {
  return selectionJudge(playCode, selection, family)(draw);
}

/**
 * The selection checked once, as a function from a draw to its winning lines: for judging one selection against
 * many draws (a bet over several numeros, the exhaustive tests). Throws as `winnings` does.
 */
export function selectionJudge(
  playCode: string,
  selection: unknown,
  family?: LotteryFamily,
): (draw: readonly unknown[]) => WinLine[] {
  const check = validateSelection(playCode, selection, family);
  if (!check.ok) throw new RangeError(`invalid selection for ${playCode}: ${check.reason}`);
  const rows = (selection as string[][]).map((row) => [...row]);
  return (draw) => {
    if (!isValidDraw(check.family, draw)) throw new RangeError(`invalid ${check.family} draw: ${JSON.stringify(draw)}`);
    return winLines(check.playCode, rows, draw).filter((line) => line.units > 0);
  };
}

/** The number of winning units (hits, for per-hit plays), whatever their odds. */
export function winningUnits(
  playCode: string,
  selection: unknown,
  draw: readonly unknown[],
  family?: LotteryFamily,
): number {
  return winnings(playCode, selection, draw, family).reduce((total, line) => total + line.units, 0);
}

const ones = (won: boolean): WinLine[] => [{ units: won ? 1 : 0 }];
const count = (units: number): WinLine[] => [{ units }];
const keyed = (key: string, row: readonly string[]): WinLine[] => [{ key, units: row.includes(key) ? 1 : 0 }];
const sumOf = (values: readonly string[]): number => values.reduce((total, value) => total + Number(value), 0);

/** Each drawn value is in the row of the same index. */
function direct(rows: readonly string[][], drawn: readonly string[]): boolean {
  return drawn.every((value, i) => rows[i]?.includes(value));
}
/** The drawn values are distinct and all picked: the unit made of exactly them wins, in any order. */
function group(row: readonly string[], drawn: readonly string[]): boolean {
  return new Set(drawn).size === drawn.length && drawn.every((value) => row.includes(value));
}
/** GROUP3: exactly two distinct values, both picked (the unit that doubles the repeated one). */
function group3(row: readonly string[], drawn: readonly string[]): boolean {
  const values = new Set(drawn);
  return values.size === 2 && [...values].every((value) => row.includes(value));
}
/** Per hit: positions whose value is in their row. */
function fixed(rows: readonly string[][], drawn: readonly string[]): number {
  return drawn.filter((value, i) => rows[i]?.includes(value)).length;
}
/** Units of C(n, k) whose k picks are all among the drawn values. */
function chosenAmong(row: readonly string[], drawn: readonly string[], k: number): number {
  const values = new Set(drawn);
  return choose(row.filter((option) => values.has(option)).length, k);
}
/** The last `digits` digits of a prize. */
const tail = (prize: string, digits: number): string => prize.slice(-digits);

function winLines(code: PlayCode, rows: string[][], draw: string[]): WinLine[] {
  const row = rows[0] as string[];
  switch (code) {
    case 'SSC_5_DIRECT':
      return ones(direct(rows, draw));
    case 'SSC_5_GROUP120':
      return ones(group(row, draw));
    case 'SSC_L3_DIRECT':
      return ones(direct(rows, draw.slice(2)));
    case 'SSC_L3_SUM':
      return ones(row.includes(String(sumOf(draw.slice(2)))));
    case 'SSC_L3_GROUP3':
      return ones(group3(row, draw.slice(2)));
    case 'SSC_L3_GROUP6':
      return ones(group(row, draw.slice(2)));
    case 'SSC_L2_DIRECT':
      return ones(direct(rows, draw.slice(3)));
    case 'SSC_FIXED':
      return count(fixed(rows, draw));
    case 'SSC_L2_BSOE': {
      // Every (row-1 option, row-2 option) pair is a unit: the winners are the fitting ones of each row, crossed.
      const fitting = (i: number, digit: string) => (rows[i] ?? []).filter((o) => fitsBsoe(o, Number(digit), 5));
      return count(fitting(0, draw[3] as string).length * fitting(1, draw[4] as string).length);
    }
    case 'SSC_DT':
      return keyed(dragonTiger(Number(draw[0]), Number(draw[4])), row);
    case 'X5_ANY1':
    case 'X5_ANY2':
    case 'X5_ANY3':
    case 'X5_ANY4':
    case 'X5_ANY5':
      return count(chosenAmong(row, draw, Number(code.slice(-1))));
    case 'X5_ANY6':
    case 'X5_ANY7':
    case 'X5_ANY8': {
      // A unit of k wins when it holds all 5 drawn: the units that extend the 5 with k - 5 other picks.
      const k = Number(code.slice(-1));
      return count(draw.every((value) => row.includes(value)) ? choose(row.length - 5, k - 5) : 0);
    }
    case 'X5_F2_DIRECT':
    case 'PK10_F2_DIRECT':
      return ones(direct(rows, draw.slice(0, 2)));
    case 'X5_F3_DIRECT':
    case 'PK10_F3_DIRECT':
      return ones(direct(rows, draw.slice(0, 3)));
    case 'X5_F2_GROUP':
      return ones(group(row, draw.slice(0, 2)));
    case 'X5_F3_GROUP':
      return ones(group(row, draw.slice(0, 3)));
    case 'X5_FIXED':
      return count(fixed(rows, draw.slice(0, 3)));
    case 'PK10_P1':
      return ones(row.includes(draw[0] as string));
    case 'PK10_FIXED':
      return count(fixed(rows, draw));
    case 'PK10_SUM12':
      return keyed(String(sumOf(draw.slice(0, 2))), row);
    case 'K3_SUM':
      return keyed(String(sumOf(draw)), row);
    case 'K3_TRIPLE_ANY':
      return ones(new Set(draw).size === 1);
    case 'K3_TRIPLE':
      return ones(row.includes(draw.join('')));
    case 'K3_3DIFF':
      return ones(group(row, draw));
    case 'K3_2DIFF':
      return count(chosenAmong(row, draw, 2));
    case 'PC28_SUM':
      return keyed(String(sumOf(draw)), row);
    case 'PC28_BSOE': {
      const sum = sumOf(draw);
      return count(row.filter((option) => fitsBsoe(option, sum, 14)).length);
    }
    case 'LHC_SPECIAL':
      return ones(row.includes(draw[6] as string));
    case 'LHC_COLOUR':
      return keyed(lhcColour(draw[6] as string), row);
    case 'LHC_PICK2':
      return count(chosenAmong(row, draw.slice(0, 6), 2));
    case 'LHC_PICK3':
      return count(chosenAmong(row, draw.slice(0, 6), 3));
    case 'LF3D_DIRECT':
      return ones(direct(rows, draw));
    case 'LF3D_SUM':
      return ones(row.includes(String(sumOf(draw))));
    case 'LF3D_GROUP3':
      return ones(group3(row, draw));
    case 'LF3D_GROUP6':
      return ones(group(row, draw));
    case 'VN_LO2':
      // Per hit: one unit is (number, prize); a number ending several prizes wins once for each.
      return count(draw.filter((prize) => row.includes(tail(prize, 2))).length);
    case 'VN_DE':
      return ones(row.includes(tail(draw[0] as string, 2)));
    case 'VN_3CANG':
      return ones(row.includes(tail(draw[0] as string, 3)));
    case 'VN_XIEN2': {
      const tails = draw.map((prize) => tail(prize, 2));
      return count(chosenAmong(row, tails, 2));
    }
    case 'SEA4D_BIG':
    case 'SEA4D_SMALL': {
      const prizes = code === 'SEA4D_BIG' ? draw : draw.slice(0, 3);
      // A selection may hold all 10,000 numbers: looked up in a set, not scanned once per prize.
      const picked = row.length > 64 ? new Set(row) : null;
      const hits = new Map<Sea4dTier, number>();
      prizes.forEach((prize, i) => {
        if (picked ? picked.has(prize) : row.includes(prize)) {
          hits.set(sea4dTier(i), (hits.get(sea4dTier(i)) ?? 0) + 1);
        }
      });
      return SEA4D_TIERS.filter((tier) => hits.has(tier)).map((tier) => ({ key: tier, units: hits.get(tier) ?? 0 }));
    }
  }
}

/** The tier of SEA 4D prize i: 0-2 first to third, 3-12 special (starter), 13-22 consolation. */
export function sea4dTier(index: number): Sea4dTier {
  if (index < 3) return SEA4D_TIERS[index] as Sea4dTier;
  return index < 13 ? 'special' : 'consolation';
}
