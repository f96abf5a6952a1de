import type { GameKind } from '@wl/contract/game-kinds';
import { useLotteryGameName } from '../../lib/lottery-names';

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

/**
 * The game of a bet record: a lottery bet's game by its name in the page language (its code is the lottery game's,
 * issue 14), any other game by its code.
 */
export function useBetGameName(): (bet: { gameKind: GameKind; gameCode: string }) => string {
  const nameOf = useLotteryGameName();
  return (bet) => (bet.gameKind === 'LOTT' || bet.gameKind === 'ELOTT' ? nameOf(bet) : bet.gameCode);
}
