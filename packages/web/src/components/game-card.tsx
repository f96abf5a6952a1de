import type { game as gameSchema } from '@wl/contract/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { buttonClass } from './button-class';
import styles from './game-card.module.css';
import { HeartIcon, PlayIcon } from './game-card-icons';
import { GameCardImage } from './game-card-image';

/** Spec 3 "Game", as every game call answers it (the card is shared UI, so it reads the contract's shape). */
type Game = z.infer<typeof gameSchema>;

export interface GameCardProps {
  game: Game;
  /** The vendor's display name; the vendor code when not given. */
  vendorName?: string | undefined;
  onPlay: () => void;
  onDemo?: (() => void) | undefined;
  /** The favourite mark; no heart is shown when undefined. */
  favorite?: boolean | undefined;
  onToggleFavorite?: (() => void) | undefined;
  /** Spec 2 "In the HOT list the whole card starts the game". */
  wholeCardPlays?: boolean;
}

export const gameTitle = (game: Pick<Game, 'displayName' | 'gameName'>): string => game.displayName || game.gameName;

/** Spec 2 "Game card": image, name, vendor, Play, free demo (only when supportPlay is 0), favourite toggle. */
export function GameCard({
  game,
  vendorName,
  onPlay,
  onDemo,
  favorite,
  onToggleFavorite,
  wholeCardPlays = false,
}: GameCardProps) {
  const { t } = useTranslation();
  const name = gameTitle(game);
  const code = game.gameCode;
  return (
    <article
      className={`${styles.card} ${wholeCardPlays ? styles.whole : ''}`}
      data-testid={`game-card-${code}`}
      aria-label={name}
    >
      <GameCardImage src={game.iconUrl} />
      {wholeCardPlays ? (
        // A stretched button: the whole card starts the game, the demo and heart buttons stay on top of it.
        <button
          type="button"
          className={styles.stretch}
          onClick={onPlay}
          aria-label={t('game_play_named', { name })}
          data-testid={`game-card-start-${code}`}
        />
      ) : null}
      {favorite !== undefined && onToggleFavorite ? (
        <button
          type="button"
          className={`${styles.favorite} ${favorite ? styles.favoriteOn : ''}`}
          aria-pressed={favorite}
          aria-label={t(favorite ? 'game_favorite_remove' : 'game_favorite_add', { name })}
          onClick={onToggleFavorite}
          data-testid={`game-favorite-${code}`}
        >
          <HeartIcon filled={favorite} size={18} />
        </button>
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.name} title={name}>
          {name}
        </h3>
        <p className={styles.vendor}>{vendorName ?? game.vassalage}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('primary', { size: 'small', className: styles.play })}
            onClick={onPlay}
            data-testid={`game-play-${code}`}
            aria-label={t('game_play_named', { name })}
          >
            <PlayIcon size={14} />
            <span>{t('game_play')}</span>
          </button>
          {game.supportPlay === 0 && onDemo ? (
            <button
              type="button"
              className={buttonClass('secondary', { size: 'small', className: styles.demo })}
              onClick={onDemo}
              data-testid={`game-demo-${code}`}
              aria-label={t('game_demo_named', { name })}
            >
              {t('game_demo')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The responsive grid game cards sit in. */
export function GameGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export const gameGridItemClass = styles.gridItem;
