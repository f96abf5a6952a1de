import type { Game } from '@wl/contract/schemas';
import type { GameFilter } from './api/game-list';
import { useHotGames } from './api/hot-games';
import { usePopularGames } from './api/popular-games';

/** Visitors browse the public calls: hot and popular games together, each game once. */
export function useCatalogueGames(enabled: boolean) {
  const hot = useHotGames(enabled);
  const popular = usePopularGames(enabled);
  const seen = new Set<number>();
  const games: Game[] = [];
  for (const game of [...(hot.data ?? []), ...(popular.data ?? [])]) {
    if (seen.has(game.nodeId)) continue;
    seen.add(game.nodeId);
    games.push(game);
  }
  return {
    games,
    isPending: hot.isPending || popular.isPending,
    isError: hot.isError && popular.isError,
    error: hot.error ?? popular.error,
    refetch: () => Promise.all([hot.refetch(), popular.refetch()]),
  };
}

/** The client-side filter of the visitor's list (spec: hot/popular filtered by type, vendor and name). */
export function filterGames(games: readonly Game[], filter: GameFilter): Game[] {
  const type = filter.gameType?.toUpperCase();
  const vendor = filter.vassalage?.toUpperCase();
  const name = filter.name?.trim().toLowerCase();
  return games.filter(
    (g) =>
      (!type || g.gameType.toUpperCase() === type) &&
      (!vendor || g.vassalage.toUpperCase() === vendor) &&
      (!name || g.displayName.toLowerCase().includes(name) || g.gameName.toLowerCase().includes(name)),
  );
}
