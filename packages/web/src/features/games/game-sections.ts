import { CONSTANTS } from '@wl/contract/constants';
import type { Game, GameMenu } from '@wl/contract/schemas';
import { allVendors } from './game-menus';

/** Spec 2 "/rng?vassalage=PG": the vendor of the home page's PG list. */
export const PG_VENDOR = 'PG';

/** The PG list's games are the slots of its "more" page, /rng?vassalage=PG. */
export const PG_FILTER = { gameType: 'RNG', vassalage: PG_VENDOR } as const;

export const PG_MORE_HREF = `/rng?vassalage=${PG_VENDOR}`;

const unique = (games: readonly Game[]): Game[] => {
  const seen = new Set<number>();
  return games.filter((g) => !seen.has(g.nodeId) && seen.add(g.nodeId));
};

/** Spec 9 "recommended up to 12 (non-top games)". */
export function recommendedGames(games: readonly Game[]): Game[] {
  return unique(games.filter((g) => !g.isTop)).slice(0, CONSTANTS.recommendedMax);
}

/** Spec 9 "PG list up to 12": the PG slots, in the order given. */
export function pgGames(games: readonly Game[]): Game[] {
  return unique(
    games.filter(
      (g) => g.vassalage.toUpperCase() === PG_FILTER.vassalage && g.gameType.toUpperCase() === PG_FILTER.gameType,
    ),
  ).slice(0, CONSTANTS.pgListMax);
}

/** Whether the brand offers a vendor at all (its menus list it): a brand without PG has no PG list. */
export function hasVendor(menus: readonly GameMenu[], vendor: string): boolean {
  return allVendors(menus).some((card) => card.vassalage.toUpperCase() === vendor.toUpperCase());
}
