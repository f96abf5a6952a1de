import type { GameKind } from '@wl/contract/game-kinds';

/** The translation key of each game kind (spec 1 categories; the site's page names where it has one). */
export const GAME_KIND_LABEL: Record<GameKind, string> = {
  LOTT: 'page_lottery',
  ELOTT: 'rec_kind_elott',
  RNG: 'page_rng',
  LIVE: 'page_live',
  FISH: 'page_fish',
  PVP: 'page_pvp',
  SPORTS: 'page_sports',
  ESPORTS: 'page_esports',
  COCKFIGHT: 'page_cockfight',
};
