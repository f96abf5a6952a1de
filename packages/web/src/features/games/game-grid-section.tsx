import type { Game } from '@wl/contract/schemas';
import { useTranslation } from 'react-i18next';
import { GameCard, GameGrid, gameGridItemClass } from '../../components/game-card';
import type { FavouriteToggle } from './use-favourite-toggle';
import { gameTarget, type StartGame } from './use-start-game';

/** Game cards wired to the page's game start and favourite toggle. */
export function GameCards({
  games,
  start,
  favourites,
  vendorNames,
  wholeCardPlays = false,
  label,
}: {
  games: readonly Game[];
  start: StartGame['start'];
  favourites: FavouriteToggle;
  vendorNames: ReadonlyMap<string, string>;
  wholeCardPlays?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <GameGrid label={label ?? t('page_game_list')}>
      {games.map((game) => (
        <li key={game.nodeId} className={gameGridItemClass}>
          <GameCard
            game={game}
            vendorName={vendorNames.get(game.vassalage.toUpperCase())}
            onPlay={() => start(gameTarget(game))}
            onDemo={() => start(gameTarget(game), { demo: true })}
            favorite={favourites.isFavorite(game)}
            onToggleFavorite={() => favourites.toggle(game)}
            wholeCardPlays={wholeCardPlays}
          />
        </li>
      ))}
    </GameGrid>
  );
}
