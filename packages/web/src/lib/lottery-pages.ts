import type { LotteryMenuGame } from '@wl/contract/routes/lottery';

/** The three lottery pages of spec 2 ("/lottery header only; /seaLottery, /vnLottery side menu"). */
export type LotteryPath = '/lottery' | '/seaLottery' | '/vnLottery';

/** Each lottery page's name: its title, and its entry in the menus, the home page and the lobby's tabs. */
export const LOTTERY_PAGE_TITLES: Record<LotteryPath, string> = {
  '/lottery': 'page_lottery',
  '/seaLottery': 'page_sea_lottery',
  '/vnLottery': 'page_vn_lottery',
};

/**
 * The lottery page of the brand's configured lottery type (status `lotteryType`: spec 9 "lottery type SEA"), the
 * one the Lottery entries open first.
 */
export function brandLotteryPath(lotteryType: string): LotteryPath {
  const type = lotteryType.toUpperCase();
  if (type === 'SEA') return '/seaLottery';
  if (type === 'VN') return '/vnLottery';
  return '/lottery';
}

/** What routing a game needs: its family and prize mode (the menus' and a lottery transaction's `game`). */
type RoutedGame = Pick<LotteryMenuGame, 'family' | 'gameCode'> & { prizeMode: string };

const VN_FAMILIES: readonly string[] = ['VN_NORTH', 'VN_SOUTH'];

/**
 * Spec 2 "Top navigation": lottery goes to /vnLottery (vendor TCG_LOTTO_VN), /seaLottery (TCG_SEA) or /lottery
 * (LOTT, ELOTT). The menus answer a game's family and prize mode (spec 4 "Prize modes seen: LOTT, ZY, ELOTT, SEA"),
 * not its vendor: the Vietnamese families are TCG_LOTTO_VN's, prize mode SEA is TCG_SEA's, and every other game
 * (LOTT, ELOTT, ZY) is shown on /lottery.
 */
export function pageOfGame(game: Omit<RoutedGame, 'gameCode'>): LotteryPath {
  if (VN_FAMILIES.includes(game.family)) return '/vnLottery';
  if (game.prizeMode === 'SEA') return '/seaLottery';
  return '/lottery';
}

/**
 * The lottery pages that have games, the brand's own first (spec 2: the Lottery entry goes where the first vendor
 * is), then the others in the menus' order.
 */
export function lotteryPagesOf(games: readonly Omit<RoutedGame, 'gameCode'>[], brandPath: LotteryPath): LotteryPath[] {
  const pages = [...new Set(games.map(pageOfGame))];
  return pages.includes(brandPath) ? [brandPath, ...pages.filter((p) => p !== brandPath)] : pages;
}

/** The address of a game's betting page: its own lottery page with `gameCode` in the query (spec 2). */
export function gameHref(game: RoutedGame): string {
  return `${pageOfGame(game)}?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/** The query parameter that shows one of the member's bets in a game page's "my bets" (issue 14 "Web"). */
export const LOTTERY_BET_PARAM = 'bet';

/** A game page with one of the member's bets shown in "my bets" (the transaction history links its rows here). */
export function lotteryBetHref(game: RoutedGame, betId: string): string {
  return `${gameHref(game)}&${LOTTERY_BET_PARAM}=${encodeURIComponent(betId)}`;
}
