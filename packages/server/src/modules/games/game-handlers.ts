import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** Spec 7 "Games": the catalogue, favourites, recent games and launch. */
export function gameHandlers(deps: AppRoot): Handlers {
  const games = deps.games;
  return {
    gameMenus: ({ actor }) => games.gameMenus(actor),
    popularGames: ({ actor }) => games.popularGames(actor),
    hotGames: ({ actor }) => games.hotGames(actor),
    gameList: ({ actor, input }) => games.gameList(actor, input),
    gameVendors: ({ actor }) => games.gameVendors(actor),
    vassGameType: ({ actor, input }) => games.vassGameType(actor, input),
    favoriteGames: ({ actor }) => games.favoriteGames(actor),
    favoriteGamesList: ({ actor, input }) => games.favoriteGamesList(actor, input),
    addFavorite: ({ actor, input }) => games.addFavorite(actor, input),
    removeFavorite: ({ actor, input }) => games.removeFavorite(actor, input),
    recentGames: ({ actor }) => games.recentGames(actor),
    winnerBoard: ({ actor, input }) => games.winnerBoard(actor, input),
    launchGame: ({ actor, input }) => games.launchGame(actor, input),
    pvpRooms: () => games.pvpRooms(),
  };
}
