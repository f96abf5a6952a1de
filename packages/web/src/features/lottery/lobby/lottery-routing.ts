import type { LotteryMenuGame } from '@wl/contract/routes/lottery';
import { type LotteryPath, pageOfGame } from '../../../lib/lottery-pages';

const PATHS: Record<string, LotteryPath> = {
  '/lottery': '/lottery',
  '/sealottery': '/seaLottery',
  '/vnlottery': '/vnLottery',
};

/** The lottery page a location is (paths are matched case-insensitively, as the router does). */
export function lotteryPathOf(pathname: string): LotteryPath {
  return PATHS[pathname.replace(/\/+$/, '').toLowerCase()] ?? '/lottery';
}

/** The games a lottery page lists, in the menus' order. */
export function gamesOfPage<G extends Pick<LotteryMenuGame, 'family' | 'prizeMode'>>(
  path: LotteryPath,
  games: readonly G[],
): G[] {
  return games.filter((game) => pageOfGame(game) === path);
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
