/**
 * The ten lottery families and the shape of their draws (lottery-plays.md "Families and their draws"). A draw is an
 * array of strings in the family's order; everything that settles or shows a draw checks it with `isValidDraw`.
 */
export const LOTTERY_FAMILIES = [
  'SSC',
  '11X5',
  'PK10',
  'K3',
  'PC28',
  'LHC',
  'LF3D',
  'VN_NORTH',
  'VN_SOUTH',
  'SEA4D',
] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

export function isLotteryFamily(value: unknown): value is LotteryFamily {
  return typeof value === 'string' && (LOTTERY_FAMILIES as readonly string[]).includes(value);
}

/** Digits per prize, in draw order, of the Vietnamese families (special prize first). */
export const VN_NORTH_PRIZE_DIGITS: readonly number[] = [
  5, // special
  5, // 1st
  ...[5, 5], // 2nd
  ...[5, 5, 5, 5, 5, 5], // 3rd
  ...[4, 4, 4, 4], // 4th
  ...[4, 4, 4, 4, 4, 4], // 5th
  ...[3, 3, 3], // 6th
  ...[2, 2, 2, 2], // 7th
];
export const VN_SOUTH_PRIZE_DIGITS: readonly number[] = [
  6, // special
  5, // 1st
  5, // 2nd
  ...[5, 5], // 3rd
  ...[5, 5, 5, 5, 5, 5, 5], // 4th
  4, // 5th
  ...[4, 4, 4], // 6th
  3, // 7th
  2, // 8th
];
/** SEA 4D: 1st, 2nd, 3rd, then 10 special (starter) and 10 consolation prizes. */
export const SEA4D_PRIZES = 23;

export type DrawShape =
  /** `length` entries, each a zero-padded number from min to max written with `width` digits. */
  | { kind: 'numbers'; length: number; min: number; max: number; width: number; distinct: boolean }
  /** One entry per prize, entry i has `digits[i]` digits (leading zeros kept). */
  | { kind: 'prizes'; digits: readonly number[] };

export const DRAW_SHAPES: Readonly<Record<LotteryFamily, DrawShape>> = {
  SSC: { kind: 'numbers', length: 5, min: 0, max: 9, width: 1, distinct: false },
  '11X5': { kind: 'numbers', length: 5, min: 1, max: 11, width: 2, distinct: true },
  PK10: { kind: 'numbers', length: 10, min: 1, max: 10, width: 2, distinct: true },
  K3: { kind: 'numbers', length: 3, min: 1, max: 6, width: 1, distinct: false },
  PC28: { kind: 'numbers', length: 3, min: 0, max: 9, width: 1, distinct: false },
  LHC: { kind: 'numbers', length: 7, min: 1, max: 49, width: 2, distinct: true },
  LF3D: { kind: 'numbers', length: 3, min: 0, max: 9, width: 1, distinct: false },
  VN_NORTH: { kind: 'prizes', digits: VN_NORTH_PRIZE_DIGITS },
  VN_SOUTH: { kind: 'prizes', digits: VN_SOUTH_PRIZE_DIGITS },
  SEA4D: { kind: 'prizes', digits: Array.from({ length: SEA4D_PRIZES }, () => 4) },
};

/** `^\d{n}$` per prize width, made once: settlement checks the draw once per bet it judges. */
const PRIZE_PATTERNS = new Map<number, RegExp>();
function prizePattern(digits: number | undefined): RegExp {
  const width = digits ?? 0;
  let pattern = PRIZE_PATTERNS.get(width);
  if (!pattern) {
    pattern = new RegExp(`^\\d{${width}}$`);
    PRIZE_PATTERNS.set(width, pattern);
  }
  return pattern;
}

/** True when `draw` has exactly the family's shape (lengths, ranges, padding, distinctness). */
export function isValidDraw(family: LotteryFamily, draw: readonly unknown[]): draw is string[] {
  const shape = DRAW_SHAPES[family];
  if (shape.kind === 'prizes') {
    return (
      draw.length === shape.digits.length &&
      draw.every((entry, i) => typeof entry === 'string' && prizePattern(shape.digits[i]).test(entry))
    );
  }
  if (draw.length !== shape.length) return false;
  const seen = new Set<string>();
  for (const entry of draw) {
    if (typeof entry !== 'string' || entry.length !== shape.width || !/^\d+$/.test(entry)) return false;
    const n = Number(entry);
    if (n < shape.min || n > shape.max) return false;
    if (shape.distinct && seen.has(entry)) return false;
    seen.add(entry);
  }
  return true;
}
