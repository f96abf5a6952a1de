import { IN_HOUSE_MAX_MULTIPLIER } from '@wl/rules/in-house/in-house-game';
import { MINES_TILES, minesMultiplier } from '@wl/rules/in-house/mines';
import { type CSSProperties, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-class';
import { formatMultiplier } from '../game-numbers';
import { GameLayout } from '../table/game-layout';
import layout from '../table/game-layout.module.css';
import { type GameShell, useRevealTimer } from '../table/use-game-round';
import { GemIcon, MineIcon } from './game-icons';
import { outcomeOf } from './game-outcome';
import styles from './mines-game.module.css';

const TILE_STAGGER_MS = 40;
const REVEAL_MS = MINES_TILES * TILE_STAGGER_MS + 300;
const TILES = Array.from({ length: MINES_TILES }, (_, i) => i);

/** Mines, single shot (README "Mines"): choose the mines and the tiles, then one bet reveals the whole board. */
export function MinesGame({ shell }: { shell: GameShell }) {
  const { t } = useTranslation();
  const id = useId();
  const [mines, setMines] = useState(3);
  const [picks, setPicks] = useState<number[]>([]);
  // After a round the board shows it until the player changes the selection.
  const [showResult, setShowResult] = useState(false);
  useRevealTimer(shell, REVEAL_MS);

  const outcome = shell.round && shell.phase !== 'playing' ? outcomeOf('mines', shell.round.outcome) : null;
  const revealed = outcome !== null && (shell.busy || showResult);
  const multiplier = minesMultiplier(mines, picks.length);
  const maxPicks = MINES_TILES - mines;

  const edit = () => {
    setShowResult(false);
    shell.clearError();
  };
  const toggle = (tile: number) => {
    edit();
    setPicks((p) => (p.includes(tile) ? p.filter((x) => x !== tile) : p.length < maxPicks ? [...p, tile] : p));
  };
  const changeMines = (n: number) => {
    edit();
    setMines(n);
    setPicks((p) => p.slice(0, MINES_TILES - n));
  };
  const randomPicks = () => {
    edit();
    const want = Math.max(1, Math.min(picks.length || 3, maxPicks));
    const deck = [...TILES];
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [deck[i], deck[j]] = [deck[j] as number, deck[i] as number];
    }
    setPicks(deck.slice(0, want));
  };

  const tileLabel = (tile: number) => {
    const n = tile + 1;
    if (revealed && outcome) {
      if (outcome.hits.includes(tile)) return t('bgs_mines_tile_hit', { n });
      if (outcome.mines.includes(tile)) return t('bgs_mines_tile_mine', { n });
      return t('bgs_mines_tile_gem', { n });
    }
    return t('bgs_mines_tile', { n });
  };

  const board = (
    <fieldset className={styles.grid}>
      <legend className="visually-hidden">{t('bgs_mines_board')}</legend>
      {TILES.map((tile) => {
        const picked = picks.includes(tile);
        const isMine = revealed && outcome?.mines.includes(tile);
        const hit = revealed && outcome?.hits.includes(tile);
        const state = revealed ? (isMine ? styles.mine : styles.gem) : '';
        return (
          <button
            key={tile}
            type="button"
            className={`${styles.tile} ${picked ? styles.picked : ''} ${state} ${hit ? styles.hit : ''} ${
              revealed ? styles.revealed : ''
            }`}
            style={{ '--delay': `${tile * TILE_STAGGER_MS}ms` } as CSSProperties}
            data-testid={`mines-tile-${tile}`}
            aria-pressed={picked}
            aria-label={tileLabel(tile)}
            disabled={shell.busy}
            onClick={() => toggle(tile)}
          >
            {revealed ? isMine ? <MineIcon className={styles.icon} /> : <GemIcon className={styles.icon} /> : null}
          </button>
        );
      })}
    </fieldset>
  );

  const settings = (
    <>
      <div className={layout.field}>
        <label htmlFor={`${id}-mines`} className={layout.label}>
          {t('bgs_mines_count')}
        </label>
        <select
          id={`${id}-mines`}
          className={layout.select}
          data-testid="mines-count"
          value={mines}
          disabled={shell.busy}
          onChange={(e) => changeMines(Number(e.target.value))}
        >
          {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.pickActions}>
        <button
          type="button"
          className={buttonClass('secondary', { size: 'small' })}
          onClick={randomPicks}
          disabled={shell.busy}
        >
          {t('bgs_mines_random')}
        </button>
        <button
          type="button"
          className={buttonClass('ghost', { size: 'small' })}
          onClick={() => {
            edit();
            setPicks([]);
          }}
          disabled={shell.busy || picks.length === 0}
        >
          {t('bgs_mines_clear')}
        </button>
      </div>
      <dl className={layout.stats}>
        <div className={layout.stat}>
          <dt>{t('bgs_mines_picked')}</dt>
          <dd data-testid="mines-picked">
            {picks.length} / {maxPicks}
          </dd>
        </div>
        <div className={layout.stat}>
          <dt>{t('bgs_multiplier')}</dt>
          <dd data-testid="mines-multiplier">{picks.length > 0 ? formatMultiplier(multiplier) : '—'}</dd>
        </div>
      </dl>
      {picks.length === 0 ? <p className={styles.hint}>{t('bgs_mines_pick_hint')}</p> : null}
      {multiplier > IN_HOUSE_MAX_MULTIPLIER ? (
        <p className={styles.hint}>
          {t('bgs_pays_too_much', { max: IN_HOUSE_MAX_MULTIPLIER.toLocaleString('en-US') })}
        </p>
      ) : null}
    </>
  );

  return (
    <GameLayout
      shell={shell}
      board={board}
      settings={settings}
      canBet={picks.length > 0}
      betLabel={t('bgs_bet')}
      onBet={() => {
        setShowResult(true);
        shell.play({ mines, picks });
      }}
    />
  );
}
