import { CATEGORY_PREFIXES } from '@wl/contract/constants';

export type CategoryPrefix = keyof typeof CATEGORY_PREFIXES;

/** Spec 2 "Category prefixes map to categories": /sports SPORTS, /live LIVE, /rng RNG... */
export function categoryOfPath(pathname: string): (typeof CATEGORY_PREFIXES)[CategoryPrefix] | null {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  if (!first || !Object.hasOwn(CATEGORY_PREFIXES, first)) return null;
  return CATEGORY_PREFIXES[first as CategoryPrefix];
}

/** Page title keys per route segment (game centres and game list centres). */
export const GAME_PAGE_TITLES: Record<string, string> = {
  sports: 'page_sports',
  esports: 'page_esports',
  cockfight: 'page_cockfight',
  rng: 'page_rng',
  live: 'page_live',
  fish: 'page_fish',
  pvp: 'page_pvp',
  inhouse: 'page_in_house',
  hot: 'page_hot',
};

export function titleKeyOfPath(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return GAME_PAGE_TITLES[first] ?? 'page_game_list';
}
