import type { LotteryMenuGame } from '@wl/contract/routes/lottery';

/** The three lottery pages of spec 2 ("/lottery header only; /seaLottery, /vnLottery side menu"). */
export type LotteryPath = '/lottery' | '/seaLottery' | '/vnLottery';

const PATHS: Record<string, LotteryPath> = {
  '/lottery': '/lottery',
  '/sealottery': '/seaLottery',
  '/vnlottery': '/vnLottery',
};

/** The lottery page a location is (paths are matched case-insensitively, as the router does). */
export function lotteryPathOf(pathname: string): LotteryPath {
  return PATHS[pathname.replace(/\/+$/, '').toLowerCase()] ?? '/lottery';
}

const VN_FAMILIES: readonly string[] = ['VN_NORTH', 'VN_SOUTH'];

/**
 * Spec 2 "Top navigation": lottery goes to /vnLottery (vendor TCG_LOTTO_VN), /seaLottery (TCG_SEA) or /lottery
 * (LOTT, ELOTT). The menus answer a game's family and prize mode (spec 4 "Prize modes seen: LOTT, ZY, ELOTT, SEA"),
 * not its vendor: the Vietnamese families are TCG_LOTTO_VN's, prize mode SEA is TCG_SEA's, and every other game
 * (LOTT, ELOTT, ZY) is shown on /lottery.
 */
export function pageOfGame(game: Pick<LotteryMenuGame, 'family' | 'prizeMode'>): LotteryPath {
  if (VN_FAMILIES.includes(game.family)) return '/vnLottery';
  if (game.prizeMode === 'SEA') return '/seaLottery';
  return '/lottery';
}

/** The games a lottery page lists, in the menus' order. */
export function gamesOfPage<G extends Pick<LotteryMenuGame, 'family' | 'prizeMode'>>(
  path: LotteryPath,
  games: readonly G[],
): G[] {
  return games.filter((game) => pageOfGame(game) === path);
}

/** The address of a game's betting page: its own lottery page with `gameCode` in the query (spec 2). */
export function gameHref(game: Pick<LotteryMenuGame, 'family' | 'prizeMode' | 'gameCode'>): string {
  return `${pageOfGame(game)}?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/** The games of a page grouped by family (the menus' `gameGroupCode`, spec 3 "becomes tag"), first seen first. */
export function groupByFamily<G extends Pick<LotteryMenuGame, 'gameGroupCode'>>(games: readonly G[]): [string, G[]][] {
  const groups = new Map<string, G[]>();
  for (const game of games) {
    const list = groups.get(game.gameGroupCode) ?? [];
    list.push(game);
    groups.set(game.gameGroupCode, list);
  }
  return [...groups];
}
