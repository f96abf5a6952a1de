import { SLOT_PAYLINES, SLOT_REEL_STRIPS, type SlotSymbol, slotWindow } from '@wl/rules/in-house/slot';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../components/money';
import { formatMultiplier } from '../game-numbers';
import { GameLayout } from '../table/game-layout';
import { type GameShell, useRevealTimer } from '../table/use-game-round';
import { outcomeOf } from './game-outcome';
import styles from './slot-game.module.css';
import { SlotInfo } from './slot-info';
import { SlotSymbolDefs, SlotSymbolIcon } from './slot-symbols';

const FIRST_STOP_MS = 700;
const STOP_GAP_MS = 280;
const REELS = SLOT_REEL_STRIPS.length;
const REVEAL_MS = FIRST_STOP_MS + STOP_GAP_MS * (REELS - 1) + 250;
/** What the reels show before the first spin. */
const IDLE_WINDOW = slotWindow([5, 21, 18, 10, 12]);
const LINE_COLOURS = [
  '#f4c25b',
  '#6d8bff',
  '#3ddc97',
  '#ff6b7a',
  '#c77dff',
  '#4dd4ff',
  '#ffa24d',
  '#a3e635',
  '#f472b6',
  '#facc15',
];

function SpinningReel({ reel }: { reel: number }) {
  const strip = SLOT_REEL_STRIPS[reel] ?? [];
  const band = [...strip.slice(reel * 3, reel * 3 + 8)];
  return (
    <div className={styles.spinBand} aria-hidden="true" style={{ '--reel': reel } as CSSProperties}>
      {[...band, ...band].map((symbol, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a decorative band of repeated symbols
        <SlotSymbolIcon key={i} symbol={symbol} className={styles.symbol} />
      ))}
    </div>
  );
}

/** The 5×3 slot (README "Slot"): 10 fixed lines, the stake split evenly over them. */
export function SlotGame({ shell }: { shell: GameShell }) {
  const { t } = useTranslation();
  const [stopped, setStopped] = useState(REELS);
  useRevealTimer(shell, REVEAL_MS);

  const round = shell.round;
  const outcome = round && shell.phase !== 'playing' ? outcomeOf('slot', round.outcome) : null;
  const spinningAll = shell.phase === 'playing';
  const revealing = shell.phase === 'revealing';
  const roundId = round?.id;
  const reduced = shell.reducedMotion;
  useEffect(() => {
    if (!revealing || roundId === undefined) return;
    if (reduced) {
      setStopped(REELS);
      return;
    }
    setStopped(0);
    const timers = Array.from({ length: REELS }, (_, reel) =>
      window.setTimeout(() => setStopped(reel + 1), FIRST_STOP_MS + reel * STOP_GAP_MS),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [revealing, roundId, reduced]);

  const window_ = outcome?.window ?? IDLE_WINDOW;
  const showWins = shell.phase === 'settled' && outcome !== null;
  const wins = showWins ? outcome.lines : [];
  const winningCells = new Set(
    wins.flatMap((w) => (SLOT_PAYLINES[w.line - 1] ?? []).slice(0, w.count).map((row, reel) => `${reel}:${row}`)),
  );
  const lineBet = round ? round.stake / SLOT_PAYLINES.length : 0;
  const symbolName = (s: SlotSymbol) => t(`bgs_sym_${s}`);

  const board = (
    <div className={styles.machine}>
      <SlotSymbolDefs />
      <h2 className={styles.title}>{shell.session.game.name}</h2>
      <div className={styles.frame}>
        <section className={styles.window} data-testid="slot-window" aria-label={t('bgs_slot_reels')}>
          {window_.map((column, reel) => {
            const spinning = spinningAll || (revealing && !reduced && reel >= stopped);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
              <div key={reel} className={styles.reel}>
                {spinning ? (
                  <SpinningReel reel={reel} />
                ) : (
                  column.map((symbol, row) => (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                      key={`${roundId ?? 'idle'}-${row}`}
                      className={`${styles.cell} ${outcome && !reduced ? styles.landed : ''} ${
                        winningCells.has(`${reel}:${row}`) ? styles.winCell : ''
                      }`}
                      data-testid={`slot-cell-${reel}-${row}`}
                      data-symbol={symbol}
                    >
                      <SlotSymbolIcon symbol={symbol} label={symbolName(symbol)} className={styles.symbol} />
                    </div>
                  ))
                )}
              </div>
            );
          })}
          {wins.length > 0 ? (
            <svg className={styles.lines} viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
              {wins.map((w) => (
                <polyline
                  key={w.line}
                  points={(SLOT_PAYLINES[w.line - 1] ?? [])
                    .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                    .join(' ')}
                  stroke={LINE_COLOURS[(w.line - 1) % LINE_COLOURS.length]}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </svg>
          ) : null}
        </section>
      </div>
      {wins.length > 0 ? (
        <ul className={styles.wins} data-testid="slot-wins">
          {wins.map((w) => (
            <li key={w.line}>
              <span
                className={styles.swatch}
                style={{ background: LINE_COLOURS[(w.line - 1) % LINE_COLOURS.length] }}
              />
              {t('bgs_slot_line_win', {
                line: w.line,
                n: w.count,
                symbol: symbolName(w.symbol),
                amount: moneyText(w.win * lineBet, shell.session.currencySymbol),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  return (
    <GameLayout
      shell={shell}
      board={board}
      settings={
        <>
          <p className={styles.lineBet}>
            {t('bgs_slot_line_bet', {
              amount: moneyText((Number(shell.amount) || 0) / SLOT_PAYLINES.length, shell.session.currencySymbol),
            })}
            {' · '}
            {t('bgs_max_win', { multiplier: formatMultiplier(140) })}
          </p>
          <SlotInfo />
        </>
      }
      canBet
      betLabel={t('bgs_spin')}
      onBet={() => shell.play({})}
    />
  );
}
