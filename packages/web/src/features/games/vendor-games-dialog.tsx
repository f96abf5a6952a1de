import type { Game } from '@wl/contract/schemas';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../components/dialog-shell';
import { GameCard, GameGrid, gameGridItemClass } from '../../components/game-card';
import styles from '../../components/game-popup.module.css';
import { errorText } from '../../lib/error-text';
import { useVendorGameList } from './api/vendor-game-list';

export interface VendorRef {
  vassalage: string;
  name: string;
}

/** Spec 3 "isGame value VASSALAGE means the vendor opens a popup game list": that vendor's games. */
export function VendorGamesDialog({
  vendor,
  onClose,
  onPlay,
  onDemo,
}: {
  vendor: VendorRef | null;
  onClose: () => void;
  onPlay: (game: Game) => void;
  onDemo: (game: Game) => void;
}) {
  const { t } = useTranslation();
  const games = useVendorGameList(vendor?.vassalage, vendor !== null);
  return (
    <DialogShell
      open={vendor !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('page_game_list_vendor', { vendor: vendor?.name ?? '' })}
      testId="vendor-games-popup"
      wide
    >
      <div className={styles.vendorList}>
        {games.isPending ? (
          <p role="status">{t('app_loading')}</p>
        ) : games.isError ? (
          <p role="alert">{errorText(t, games.error)}</p>
        ) : games.data.content.length === 0 ? (
          <p data-testid="games-empty">{t('games_empty')}</p>
        ) : (
          <GameGrid>
            {games.data.content.map((game) => (
              <li key={game.nodeId} className={gameGridItemClass}>
                <GameCard
                  game={game}
                  vendorName={vendor?.name}
                  onPlay={() => onPlay(game)}
                  onDemo={() => onDemo(game)}
                />
              </li>
            ))}
          </GameGrid>
        )}
      </div>
    </DialogShell>
  );
}
