import type { Game } from '@wl/contract/schemas';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '../../components/game-card';
import { HomeSection } from '../../components/home-section';
import { ChevronIcon } from '../../components/icon';
import styles from './game-slider.module.css';
import { gameTarget, type StartGame } from './use-start-game';

/** Cards drawn while the games load: a full row at the widest layout, so nothing moves when they come. */
const SKELETON_CARDS = 5;

/** Snapping and sub-pixel widths leave the scroller a few pixels off its ends: that still counts as the end. */
const EDGE_SLACK_PX = 8;

export interface GameSliderProps {
  id: string;
  title: string;
  more: string;
  games: readonly Game[];
  pending: boolean;
  start: StartGame['start'];
  vendorNames: ReadonlyMap<string, string>;
  /** Spec 2 "In the HOT list the whole card starts the game". */
  wholeCardPlays?: boolean;
}

/**
 * A row of game cards that scrolls sideways: CSS scroll snapping places whole cards (spec 9 "Hot games slider 5
 * per view" on a wide column, fewer on narrow ones, see the stylesheet), the arrows page one view at a time.
 */
export const GameSlider = memo(function GameSlider({
  id,
  title,
  more,
  games,
  pending,
  start,
  vendorNames,
  wholeCardPlays,
}: GameSliderProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    // In RTL scrollLeft runs from 0 to negative values: the distance from the start is its size.
    const offset = Math.abs(el.scrollLeft);
    const atStart = offset < EDGE_SLACK_PX;
    const atEnd = offset + el.clientWidth >= el.scrollWidth - EDGE_SLACK_PX;
    setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the edges change when the cards do.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer reports the row's size once it is laid out, with the frame: measuring here as well would force a
    // layout of the whole page in the middle of the first render (a long task on a phone, the home page's budget in bench/README.md).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, games.length]);

  const page = (towards: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    // Smooth or instant comes from the stylesheet (scroll-behavior), which honours reduced motion.
    el.scrollBy({ left: towards * el.clientWidth * (rtl ? -1 : 1) });
  };

  const arrows = (
    <>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => page(-1)}
        disabled={edges.atStart}
        aria-controls={trackId}
        aria-label={t('page_prev')}
        data-testid={`${id}-prev`}
      >
        <ChevronIcon towards="start" size={18} />
      </button>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => page(1)}
        disabled={edges.atEnd}
        aria-controls={trackId}
        aria-label={t('page_next')}
        data-testid={`${id}-next`}
      >
        <ChevronIcon towards="end" size={18} />
      </button>
    </>
  );

  return (
    <HomeSection id={id} title={title} more={more} action={arrows}>
      <div className={styles.viewport}>
        {pending ? (
          <ul className={styles.track} aria-busy="true" aria-label={title}>
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing but their position.
              <li key={i} className={styles.item}>
                <div className={styles.skeleton} />
              </li>
            ))}
          </ul>
        ) : games.length === 0 ? (
          <p className={styles.empty}>{t('home_games_none')}</p>
        ) : (
          <ul ref={track} id={trackId} className={styles.track} onScroll={measure} aria-label={title}>
            {games.map((game) => (
              <li key={game.nodeId} className={styles.item}>
                <GameCard
                  game={game}
                  vendorName={vendorNames.get(game.vassalage.toUpperCase())}
                  onPlay={() => start(gameTarget(game))}
                  onDemo={() => start(gameTarget(game), { demo: true })}
                  wholeCardPlays={wholeCardPlays}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
});
