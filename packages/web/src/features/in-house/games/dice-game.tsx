import { clampTarget, DICE_MAX_TARGET, DICE_MIN_TARGET, diceOdds } from '@wl/rules/in-house/dice';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../game-numbers';
import { GameLayout } from '../table/game-layout';
import layout from '../table/game-layout.module.css';
import { type GameShell, useRevealTimer } from '../table/use-game-round';
import styles from './dice-game.module.css';
import { outcomeOf } from './game-outcome';

const REVEAL_MS = 800;

/** Dice (README "Dice"): pick a target and a side; the roll 0.00–100.00 lands on the bar. */
export function DiceGame({ shell }: { shell: GameShell }) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState(50);
  const [over, setOver] = useState(true);
  const odds = diceOdds({ target, over });
  useRevealTimer(shell, REVEAL_MS);

  const outcome = shell.round ? outcomeOf('dice', shell.round.outcome) : null;
  const settled = shell.phase === 'settled';
  const winFrom = over ? target : 0;
  const winTo = over ? 100 : target;

  const board = (
    <div className={styles.board}>
      <output
        className={`${styles.roll} ${outcome && settled ? (outcome.win ? styles.rollWin : styles.rollLoss) : ''}`}
        aria-label={t('bgs_dice_roll')}
        data-testid="dice-roll"
      >
        {outcome && shell.phase !== 'playing' ? outcome.roll.toFixed(2) : '—'}
      </output>
      <div className={styles.track}>
        <div className={styles.bar}>
          <span
            className={styles.winZone}
            style={{ insetInlineStart: `${winFrom}%`, inlineSize: `${winTo - winFrom}%` }}
          />
          {outcome && shell.phase !== 'playing' ? (
            <span
              key={shell.round?.id}
              className={`${styles.marker} ${outcome.win ? styles.markerWin : styles.markerLoss}`}
              style={{ insetInlineStart: `${outcome.roll}%` }}
              aria-hidden="true"
            >
              {outcome.roll.toFixed(2)}
            </span>
          ) : null}
        </div>
        <input
          id={`${id}-target`}
          className={styles.slider}
          data-testid="dice-target"
          type="range"
          min={DICE_MIN_TARGET}
          max={DICE_MAX_TARGET}
          step="0.01"
          value={target}
          disabled={shell.busy}
          aria-label={t('bgs_dice_target')}
          aria-valuetext={target.toFixed(2)}
          onChange={(e) => setTarget(clampTarget(Number(e.target.value)))}
        />
        <div className={styles.scale} aria-hidden="true">
          {[0, 25, 50, 75, 100].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </div>
      </div>
    </div>
  );

  const settings = (
    <>
      <div className={layout.field}>
        <label htmlFor={`${id}-target-number`} className={layout.label}>
          {t('bgs_dice_target')}
        </label>
        <input
          id={`${id}-target-number`}
          className={layout.select}
          type="number"
          min={DICE_MIN_TARGET}
          max={DICE_MAX_TARGET}
          step="0.01"
          value={target}
          disabled={shell.busy}
          onChange={(e) => setTarget(clampTarget(Number(e.target.value)))}
        />
      </div>
      <button
        type="button"
        className={styles.toggle}
        data-testid="dice-over-toggle"
        aria-pressed={over}
        disabled={shell.busy}
        onClick={() => setOver((o) => !o)}
      >
        <span className={over ? styles.toggleOn : ''}>{t('bgs_dice_over')}</span>
        <span className={over ? '' : styles.toggleOn}>{t('bgs_dice_under')}</span>
      </button>
      <dl className={layout.stats}>
        <div className={layout.stat}>
          <dt>{t('bgs_win_chance')}</dt>
          <dd data-testid="dice-chance">{odds.winChance.toFixed(2)}%</dd>
        </div>
        <div className={layout.stat}>
          <dt>{t('bgs_multiplier')}</dt>
          <dd data-testid="dice-multiplier">{formatMultiplier(odds.multiplier)}</dd>
        </div>
      </dl>
    </>
  );

  return (
    <GameLayout
      shell={shell}
      board={board}
      settings={settings}
      canBet
      betLabel={t('bgs_bet')}
      onBet={() => shell.play({ target, over })}
    />
  );
}
