import {
  isPlinkoRisk,
  isPlinkoRows,
  PLINKO_PAYTABLE,
  PLINKO_RISKS,
  PLINKO_ROWS,
  type PlinkoOutcome,
  type PlinkoRisk,
  type PlinkoRows,
} from '@wl/rules/in-house/plinko';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../game-numbers';
import { GameLayout } from '../table/game-layout';
import layout from '../table/game-layout.module.css';
import { type GameShell, useRevealTimer } from '../table/use-game-round';
import { outcomeOf } from './game-outcome';
import styles from './plinko-game.module.css';

const STEP_MS = 110;
/** Peg spacing in SVG units. */
const S = 30;
const PEG_R = 3.2;
const BALL_R = 7;

/** Bin colour from the edges (hot) to the middle (cool), by the bin's distance from the centre. */
function binHue(bin: number, rows: number): string {
  const d = Math.abs(bin - rows / 2) / (rows / 2);
  return `hsl(${Math.round(50 - 50 * d)} 90% ${Math.round(58 - 8 * d)}%)`;
}

function Board({
  rows,
  risk,
  outcome,
  step,
  landed,
  roundId,
}: {
  rows: PlinkoRows;
  risk: PlinkoRisk;
  outcome: PlinkoOutcome | null;
  step: number;
  landed: boolean;
  roundId: number | undefined;
}) {
  const { t } = useTranslation();
  const width = (rows + 2) * S;
  const binTop = (rows + 1) * S;
  const height = binTop + S * 1.2;
  const cx = width / 2;
  const pays = PLINKO_PAYTABLE[rows][risk];
  // Row i has i + 3 pegs, centred; the ball before row i sits above one of them.
  const pegs: { id: string; x: number; y: number }[] = [];
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < i + 3; j++) pegs.push({ id: `${i}-${j}`, x: cx + (j - (i + 2) / 2) * S, y: (i + 1) * S });
  }
  // The ball before row i rests above peg (rights so far + 1) of that row; after the last row it is in its bin.
  let ball: { x: number; y: number } | null = null;
  if (outcome) {
    const i = Math.min(step, rows);
    const rights = outcome.path.slice(0, i).filter((p) => p === 'R').length;
    ball =
      i < rows
        ? { x: cx + (rights - i / 2) * S, y: (i + 1) * S - PEG_R - BALL_R }
        : { x: cx + (rights - rows / 2) * S, y: binTop + S * 0.55 };
  }
  return (
    <svg
      className={styles.board}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('bgs_plinko_board', { rows })}
      data-testid="plinko-board"
    >
      <g className={styles.pegs}>
        {pegs.map((peg) => (
          <circle key={peg.id} cx={peg.x} cy={peg.y} r={PEG_R} />
        ))}
      </g>
      {pays.map((pay, bin) => {
        const x = cx + (bin - rows / 2) * S;
        const hit = landed && outcome?.bin === bin;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: bins are positions, fixed for a paytable
          <g key={bin} className={hit ? styles.binHit : undefined}>
            <rect
              x={x - S / 2 + 1.5}
              y={binTop}
              width={S - 3}
              height={S * 1.1}
              rx={4}
              fill={binHue(bin, rows)}
              className={styles.bin}
            />
            <text x={x} y={binTop + S * 0.68} textAnchor="middle" className={styles.binText}>
              {pay}
            </text>
          </g>
        );
      })}
      {ball ? (
        <circle
          key={roundId}
          className={styles.ball}
          r={BALL_R}
          cx={0}
          cy={0}
          style={{ transform: `translate(${ball.x}px, ${ball.y}px)`, transitionDuration: `${STEP_MS}ms` }}
        />
      ) : null}
    </svg>
  );
}

/** Plinko (README "Plinko"): the ball falls through the pegs along the round's path into its bin. */
export function PlinkoGame({ shell }: { shell: GameShell }) {
  const { t } = useTranslation();
  const id = useId();
  const [rows, setRows] = useState<PlinkoRows>(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [step, setStep] = useState(0);

  const round = shell.phase !== 'playing' ? shell.round : null;
  const outcome = round ? outcomeOf('plinko', round.outcome) : null;
  const roundRows = round && isPlinkoRows(round.params.rows) ? round.params.rows : rows;
  const roundRisk = round && isPlinkoRisk(round.params.risk) ? round.params.risk : risk;
  useRevealTimer(shell, (roundRows + 1) * STEP_MS + 200);

  const revealing = shell.phase === 'revealing';
  const roundId = round?.id;
  const reduced = shell.reducedMotion;
  useEffect(() => {
    if (!revealing || roundId === undefined) return;
    if (reduced) {
      setStep(roundRows);
      return;
    }
    setStep(0);
    const timer = window.setInterval(() => setStep((s) => (s >= roundRows ? s : s + 1)), STEP_MS);
    return () => window.clearInterval(timer);
  }, [revealing, roundId, reduced, roundRows]);

  // A changed setting shows its own board (and clears the ball); the last round's board stays until then.
  const showRound = outcome !== null && roundRows === rows && roundRisk === risk;

  const settings = (
    <>
      <div className={layout.field}>
        <label htmlFor={`${id}-rows`} className={layout.label}>
          {t('bgs_plinko_rows')}
        </label>
        <select
          id={`${id}-rows`}
          className={layout.select}
          data-testid="plinko-rows"
          value={rows}
          disabled={shell.busy}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (isPlinkoRows(n)) setRows(n);
          }}
        >
          {PLINKO_ROWS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className={layout.field}>
        <label htmlFor={`${id}-risk`} className={layout.label}>
          {t('bgs_plinko_risk')}
        </label>
        <select
          id={`${id}-risk`}
          className={layout.select}
          data-testid="plinko-risk"
          value={risk}
          disabled={shell.busy}
          onChange={(e) => {
            if (isPlinkoRisk(e.target.value)) setRisk(e.target.value);
          }}
        >
          {PLINKO_RISKS.map((r) => (
            <option key={r} value={r}>
              {t(`bgs_risk_${r}`)}
            </option>
          ))}
        </select>
      </div>
      <dl className={layout.stats}>
        <div className={layout.stat}>
          <dt>{t('bgs_max_multiplier')}</dt>
          <dd>{formatMultiplier(Math.max(...PLINKO_PAYTABLE[rows][risk]))}</dd>
        </div>
        <div className={layout.stat}>
          <dt>{t('bgs_plinko_bin')}</dt>
          <dd data-testid="plinko-bin">{showRound && shell.phase === 'settled' && outcome ? outcome.bin + 1 : '—'}</dd>
        </div>
      </dl>
    </>
  );

  return (
    <GameLayout
      shell={shell}
      board={
        <Board
          rows={rows}
          risk={risk}
          outcome={showRound ? outcome : null}
          step={step}
          landed={showRound && shell.phase === 'settled'}
          roundId={roundId}
        />
      }
      settings={settings}
      canBet
      betLabel={t('bgs_bet')}
      onBet={() => shell.play({ rows, risk })}
    />
  );
}
