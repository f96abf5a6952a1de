/**
 * The options a selection's rows may hold, written exactly as lottery-plays.md writes them, and what an option
 * means against a drawn value (BSOE, dragon/tiger, LHC colours). No zod: the bet slip imports this.
 */

function range(from: number, to: number, width = 0): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

/** `0`-`9` (SSC, LF3D). */
export const DIGITS: readonly string[] = range(0, 9);
/** `01`-`11` (11X5). */
export const NUMBERS_11: readonly string[] = range(1, 11, 2);
/** `01`-`10` (PK10). */
export const NUMBERS_10: readonly string[] = range(1, 10, 2);
/** `01`-`49` (LHC). */
export const NUMBERS_49: readonly string[] = range(1, 49, 2);
/** Sums of three digits `0`-`27` (SSC_L3_SUM, PC28_SUM, LF3D_SUM). */
export const SUMS_0_27: readonly string[] = range(0, 27);
/** Champion + runner-up `3`-`19` (PK10_SUM12). */
export const SUMS_3_19: readonly string[] = range(3, 19);
/** Three dice `3`-`18` (K3_SUM). */
export const SUMS_3_18: readonly string[] = range(3, 18);
/** Dice faces `1`-`6` (K3_3DIFF, K3_2DIFF). */
export const DICE_FACES: readonly string[] = range(1, 6);
/** `111`..`666` (K3_TRIPLE). */
export const DICE_TRIPLES: readonly string[] = DICE_FACES.map((face) => face.repeat(3));
/** `00`-`99` (VN_LO2, VN_DE, VN_XIEN2). */
export const TWO_DIGITS: readonly string[] = range(0, 99, 2);
/** `000`-`999` (VN_3CANG). */
export const THREE_DIGITS: readonly string[] = range(0, 999, 3);
/** SEA4D numbers `0000`-`9999` are checked by this pattern rather than listed. */
export const FOUR_DIGITS_PATTERN = /^\d{4}$/;

export const BSOE = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export type Bsoe = (typeof BSOE)[number];
export const DRAGON_TIGER = ['DRAGON', 'TIGER', 'TIE'] as const;
export type DragonTiger = (typeof DRAGON_TIGER)[number];
export const K3_ANY = ['ANY'] as const;
export const LHC_COLOURS = ['RED', 'BLUE', 'GREEN'] as const;
export type LhcColour = (typeof LHC_COLOURS)[number];

/**
 * lottery-plays.md "Families": for one digit BIG is 5-9 and SMALL 0-4; for a PC28 sum (`bigFrom` 14) BIG is 14-27
 * and SMALL 0-13. ODD and EVEN are the value's parity.
 */
export function fitsBsoe(option: string, value: number, bigFrom: 5 | 14): boolean {
  switch (option) {
    case 'BIG':
      return value >= bigFrom;
    case 'SMALL':
      return value < bigFrom;
    case 'ODD':
      return value % 2 === 1;
    case 'EVEN':
      return value % 2 === 0;
    default:
      return false;
  }
}

/** SSC_DT: position 1 against position 5 (lottery-plays.md "Plays"). */
export function dragonTiger(first: number, last: number): DragonTiger {
  if (first > last) return 'DRAGON';
  if (first < last) return 'TIGER';
  return 'TIE';
}

/**
 * LHC ball colours, spec.md section 3 "Lottery visuals" style one: red as the spec lists it, blue as the rule book
 * (LHC_COLOUR) lists it, green the rest. The three lists are the trade's Mark Six wave colours (17 red, 16 blue,
 * 16 green).
 */
// biome-ignore format: one line, as the spec writes it
export const LHC_RED: readonly string[] = [
  '01', '02', '07', '08', '12', '13', '18', '19', '23', '24', '29', '30', '34', '35', '40', '45', '46',
];
// biome-ignore format: one line, as the rule book writes it
export const LHC_BLUE: readonly string[] = [
  '03', '04', '09', '10', '14', '15', '20', '25', '26', '31', '36', '37', '41', '42', '47', '48',
];
export const LHC_GREEN: readonly string[] = NUMBERS_49.filter((n) => !LHC_RED.includes(n) && !LHC_BLUE.includes(n));

const LHC_COLOUR_OF: ReadonlyMap<string, LhcColour> = new Map<string, LhcColour>([
  ...LHC_RED.map((n) => [n, 'RED'] as const),
  ...LHC_BLUE.map((n) => [n, 'BLUE'] as const),
  ...LHC_GREEN.map((n) => [n, 'GREEN'] as const),
]);

/** The colour of an LHC number `01`-`49`; throws a RangeError for anything else. */
export function lhcColour(number: string): LhcColour {
  const colour = LHC_COLOUR_OF.get(number);
  if (!colour) throw new RangeError(`not an LHC number: ${number}`);
  return colour;
}
