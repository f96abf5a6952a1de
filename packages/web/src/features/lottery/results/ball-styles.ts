import { lhcColour } from '@wl/rules/lottery/plays-options';

/** The colours a lottery ball is drawn in (spec 3 "Lottery visuals"). */
export type BallColour =
  | 'red'
  | 'blue'
  | 'green'
  | 'gray'
  | 'plain'
  | 'pk1'
  | 'pk2'
  | 'pk3'
  | 'pk4'
  | 'pk5'
  | 'pk6'
  | 'pk7'
  | 'pk8'
  | 'pk9'
  | 'pk10';

/** Style one, 01-49 (LHC): red, blue and green as spec 3 and the rule book list them (rules package). */
export function styleOneColour(number: string): BallColour {
  try {
    return lhcColour(number.padStart(2, '0')).toLowerCase() as BallColour;
  } catch {
    return 'plain';
  }
}

// Style two, sums 0-27 (PC28), the trade's waves: gray 0, 13, 14 and 27; the rest by remainder of 3 (green 1, 4,
// 7...; blue 2, 5, 8...; red 3, 6, 9...).
const STYLE_TWO_GRAY = [0, 13, 14, 27];

/** Style two, 0-27 (spec 3): gray, blue, green, red over a PC28 sum. */
export function styleTwoColour(sum: number): BallColour {
  if (!Number.isInteger(sum) || sum < 0 || sum > 27) return 'plain';
  if (STYLE_TWO_GRAY.includes(sum)) return 'gray';
  return (['red', 'green', 'blue'] as const)[sum % 3] as BallColour;
}

/** The 01-10 map (spec 3, PK10): one colour per car number, as the racing boards paint them. */
export function pk10Colour(number: string): BallColour {
  const n = Number(number);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? (`pk${n}` as BallColour) : 'plain';
}

/** How a draw's entries are drawn for a family: coloured balls, dice faces, or prize numbers. */
export type DrawLook = 'lhc' | 'pk10' | 'dice' | 'pc28' | 'plain' | 'prizes';

export function drawLook(family: string): DrawLook {
  switch (family) {
    case 'LHC':
      return 'lhc';
    case 'PK10':
      return 'pk10';
    case 'K3':
      return 'dice';
    case 'PC28':
      return 'pc28';
    case 'VN_NORTH':
    case 'VN_SOUTH':
    case 'SEA4D':
      return 'prizes';
    default:
      return 'plain';
  }
}

/** The colour of one entry of a draw (or a pad option) of a family. */
export function ballColour(family: string, value: string): BallColour {
  const look = drawLook(family);
  if (look === 'lhc') return styleOneColour(value);
  if (look === 'pk10') return pk10Colour(value);
  return 'plain';
}
