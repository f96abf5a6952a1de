import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { PlayIcon } from '../../components/game-card-icons';
import { CockfightIcon, EsportsIcon, SportsIcon } from '../../components/icon';
import { PageFrame } from '../../components/page-frame';
import { errorText } from '../../lib/error-text';
import { useGameMenus } from './api/game-menus';
import { categoryOfPath, titleKeyOfPath } from './game-category';
import { vendorName } from './game-menus';
import styles from './games.module.css';
import { GamesEmpty } from './games-empty';
import { useStartGame, vendorTarget } from './use-start-game';

const ICONS = { SPORTS: SportsIcon, ESPORTS: EsportsIcon, COCKFIGHT: CockfightIcon } as const;

/**
 * Spec 2 game centre (/sports, /esports, /cockfight; header and footer only): the category's vendors, each with
 * a button that launches its lobby under the spec 4 game start rules.
 */
export function GameCentrePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const category = categoryOfPath(pathname);
  const menus = useGameMenus();
  const { start, launching, ui } = useStartGame();
  const Icon = ICONS[category as keyof typeof ICONS] ?? SportsIcon;
  const cards = menus.data?.find((m) => m.gameClassify.toUpperCase() === category)?.cards ?? [];
  return (
    <div data-category={category ?? undefined}>
      <PageFrame title={t(titleKeyOfPath(pathname))} icon={<Icon />}>
        {menus.isPending ? (
          <p className={styles.muted} role="status">
            {t('app_loading')}
          </p>
        ) : menus.isError ? (
          <div className={styles.failed} role="alert">
            <p>{errorText(t, menus.error)}</p>
            <button type="button" className={buttonClass('secondary')} onClick={() => void menus.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : cards.length === 0 ? (
          <GamesEmpty hintKey="game_centre_empty_hint" />
        ) : (
          <ul className={styles.vendorGrid}>
            {cards.map((card) => (
              <li key={card.vassalage} className={styles.vendorCard} data-testid={`vendor-card-${card.vassalage}`}>
                <span className={styles.vendorBadge} aria-hidden="true">
                  <Icon size={30} />
                </span>
                <h2 className={styles.vendorName}>{vendorName(card)}</h2>
                <p className={styles.vendorCode}>{card.vassalage}</p>
                <button
                  type="button"
                  className={buttonClass('primary')}
                  onClick={() => start(vendorTarget(card))}
                  disabled={launching}
                  data-testid={`vendor-play-${card.vassalage}`}
                  aria-label={t('game_play_named', { name: vendorName(card) })}
                >
                  <PlayIcon size={14} />
                  <span>{t('game_enter_lobby')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PageFrame>
      {ui}
    </div>
  );
}
