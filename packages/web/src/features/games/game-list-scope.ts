import { CATEGORY_PREFIXES, CONSTANTS } from '@wl/contract/constants';
import { titleKeyOfPath } from './game-category';

/** What a game list centre shows, read from its route (spec 2 routes table and the gameListCenter route). */
export interface ListScope {
  /** hot: the hot games (whole card plays); list: a category, a vendor or the in-house games. */
  kind: 'hot' | 'list';
  titleKey: string;
  /** The category fixed by the path (/rng: RNG); no type filter then. */
  category: string | null;
  /** The vendor chosen (?vassalage=PG, /gameList/pg/rng, or BGS on /inHouse). */
  vendor: string | null;
  /** The vendor is part of the route: no vendor tabs. */
  vendorLocked: boolean;
  /** The game type shown (the category, the gameListCenter param, or ?gameType=). */
  gameType: string | null;
  /** A page of its own whose title does not name the vendor (/inHouse). */
  ownTitle: boolean;
}

const upper = (value: string | null | undefined) => (value ? value.toUpperCase() : null);

export function listScope(
  pathname: string,
  params: { vassalage?: string | undefined; gameType?: string | undefined },
  search: URLSearchParams,
): ListScope {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  const titleKey = titleKeyOfPath(pathname);
  if (first === 'gamelist') {
    return {
      kind: 'list',
      titleKey,
      category: null,
      vendor: upper(params.vassalage),
      vendorLocked: true,
      gameType: upper(params.gameType),
      ownTitle: false,
    };
  }
  if (first === 'inhouse') {
    return {
      kind: 'list',
      titleKey,
      category: null,
      vendor: CONSTANTS.inHouseVendor,
      vendorLocked: true,
      gameType: upper(search.get('gameType')),
      ownTitle: true,
    };
  }
  const category = Object.hasOwn(CATEGORY_PREFIXES, first)
    ? CATEGORY_PREFIXES[first as keyof typeof CATEGORY_PREFIXES]
    : null;
  return {
    kind: first === 'hot' ? 'hot' : 'list',
    titleKey,
    category,
    vendor: upper(search.get('vassalage')),
    vendorLocked: false,
    gameType: category ?? upper(search.get('gameType')),
    ownTitle: false,
  };
}

/** The named route gameListCenter (spec 2): vendor and type lowercased in the path. */
export function gameListCenterHref(vassalage: string, gameType: string): string {
  return `/gameList/${encodeURIComponent(vassalage.toLowerCase())}/${encodeURIComponent(gameType.toLowerCase())}`;
}

/** Labels of the game types (spec 3 "Game types"), shared with the page titles. */
export const TYPE_LABELS: Record<string, string> = {
  RNG: 'page_rng',
  LIVE: 'page_live',
  FISH: 'page_fish',
  PVP: 'page_pvp',
  SPORTS: 'page_sports',
  ESPORTS: 'page_esports',
  COCKFIGHT: 'page_cockfight',
};
