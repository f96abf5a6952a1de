/**
 * What the web shows beside a draw, per family, derived by the same rules that settle the plays: the PC28 sum and
 * its BSOE, the SSC dragon/tiger, the K3 sum, the PK10 champion + runner-up sum, the LHC ball colours (spec.md
 * section 3 style one), the VN tails that VN_DE, VN_3CANG and VN_LO2 read, the SEA 4D tiers.
 */
import { isValidDraw, type LotteryFamily } from './families.js';
import type { Sea4dTier } from './plays-catalogue.js';
import { type Bsoe, type DragonTiger, dragonTiger, fitsBsoe, type LhcColour, lhcColour } from './plays-options.js';
import { sea4dTier } from './plays-winning.js';

export type DrawFacts =
  | { family: 'SSC'; sum: number; dragonTiger: DragonTiger }
  | { family: '11X5'; sum: number }
  | { family: 'PK10'; sum12: number }
  | { family: 'K3'; sum: number }
  | { family: 'PC28' | 'LF3D'; sum: number; bsoe: [Bsoe, Bsoe] }
  | { family: 'LHC'; colours: LhcColour[]; specialColour: LhcColour }
  | { family: 'VN_NORTH' | 'VN_SOUTH'; de: string; threeCang: string; tails: string[] }
  | { family: 'SEA4D'; tiers: Sea4dTier[] };

const sumOf = (draw: readonly string[]): number => draw.reduce((total, value) => total + Number(value), 0);

/** The facts of a valid draw; throws a RangeError for a draw `isValidDraw` refuses. */
export function drawFacts(family: LotteryFamily, draw: readonly unknown[]): DrawFacts {
  if (!isValidDraw(family, draw)) throw new RangeError(`invalid ${family} draw`);
  switch (family) {
    case 'SSC':
      return { family, sum: sumOf(draw), dragonTiger: dragonTiger(Number(draw[0]), Number(draw[4])) };
    case '11X5':
      return { family, sum: sumOf(draw) };
    case 'PK10':
      return { family, sum12: sumOf(draw.slice(0, 2)) };
    case 'K3':
      return { family, sum: sumOf(draw) };
    case 'PC28':
    case 'LF3D': {
      // PC28_BSOE reads the sum: BIG 14-27 (lottery-plays.md "Families"); LF3D shows the same for its three digits.
      const sum = sumOf(draw);
      return { family, sum, bsoe: [fitsBsoe('BIG', sum, 14) ? 'BIG' : 'SMALL', sum % 2 === 1 ? 'ODD' : 'EVEN'] };
    }
    case 'LHC': {
      const colours = draw.map(lhcColour);
      return { family, colours, specialColour: colours[6] as LhcColour };
    }
    case 'VN_NORTH':
    case 'VN_SOUTH': {
      const special = draw[0] as string;
      return { family, de: special.slice(-2), threeCang: special.slice(-3), tails: draw.map((p) => p.slice(-2)) };
    }
    case 'SEA4D':
      return { family, tiers: draw.map((_, i) => sea4dTier(i)) };
  }
}
