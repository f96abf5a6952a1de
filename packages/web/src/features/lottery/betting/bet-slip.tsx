import type { LotteryMenuGame } from '@wl/contract/routes/lottery';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-class';
import { Money } from '../../../components/money';
import { errorText } from '../../../lib/error-text';
import { type SlipRequest, useLotteryPlaceBet } from '../api/lottery-place-bet';
import styles from '../lottery.module.css';
import { ChasePlanner } from './chase-planner';
import { OddsText } from './odds-text';
import { isNamedOption, usePlayName } from './play-labels';
import { itemOdds } from './plays';
import { chaseMultiples, itemAmount, type SlipLine, slipTotals } from './slip-totals';

/** A selection as text: rows split by `|`, named options translated. */
function useSelectionText() {
  const { t } = useTranslation();
  return (selection: string[][]) =>
    selection
      .map((row) => (row.length === 0 ? '-' : row.map((o) => (isNamedOption(o) ? t(`lot_opt_${o}`) : o)).join(' ')))
      .join(' | ');
}

/** A fresh slip key (the contract's 8 to 64 letters, digits, `-` or `_`). */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The bet slip (issue 14 "Web"): several items, each with its units and amount, the slip's totals, an optional chase
 * over the next numeros, and the submission (api/lottery-place-bet.ts).
 */
export function BetSlip({
  game,
  numero,
  closedText,
  lines,
  onRemove,
  onClear,
}: {
  game: LotteryMenuGame;
  numero: string | null;
  /** Said while `numero` is null: why no bet can be placed now. */
  closedText: string;
  lines: SlipLine[];
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const placeBet = useLotteryPlaceBet();
  const id = useId();
  const selectionText = useSelectionText();
  const playName = usePlayName();
  const totals = slipTotals(lines);
  const [chaseOn, setChaseOn] = useState(false);
  const [multiples, setMultiples] = useState<number[]>(() => chaseMultiples(5, 1));
  const [stopOnWin, setStopOnWin] = useState(true);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; text: string }>({
    kind: 'idle',
  });

  // The slip's request id: kept while the same slip is tried again after a failure (its answer may have been lost
  // on the way while the bets were placed), so the server places it once; a changed slip gets a new one.
  const attempt = useRef<{ slip: string; requestId: string } | null>(null);

  const submit = async () => {
    if (!numero || lines.length === 0) return;
    setState({ kind: 'busy' });
    const request: SlipRequest = {
      gameCode: game.gameCode,
      numero,
      items: lines.map(({ playCode, selection, unitStake, multiple }) => ({
        playCode,
        selection,
        unitStake,
        multiple,
      })),
      chase: chaseOn ? { multiples, stopOnWin } : undefined,
    };
    const slip = JSON.stringify(request);
    if (attempt.current?.slip !== slip) attempt.current = { slip, requestId: newRequestId() };
    try {
      await placeBet.mutateAsync({ ...request, requestId: attempt.current.requestId });
      attempt.current = null;
      setState({ kind: 'done' });
      // The chase went with the slip: a planner left open on an empty slip said "chase total 0.00" under "placed".
      setChaseOn(false);
      onClear();
    } catch (error) {
      setState({ kind: 'error', text: errorText(t, error) });
    }
  };

  return (
    <section className={styles.slip} aria-labelledby={`${id}-slip`} data-testid="bet-slip">
      <h2 id={`${id}-slip`} className={styles.sectionTitle}>
        {t('lot_slip')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.muted} data-testid="slip-empty">
          {t('lot_slip_empty')}
        </p>
      ) : (
        <ul className={styles.slipLines}>
          {lines.map((line) => (
            <li key={line.id} className={styles.slipLine} data-testid="slip-line">
              <span className={styles.slipPlay}>{playName(line.playCode)}</span>
              <bdi dir="ltr" className={styles.slipSelection}>
                {selectionText(line.selection)}
              </bdi>
              <span className={styles.muted}>
                {t('lot_slip_line', { units: line.units, stake: line.unitStake, multiple: line.multiple })}
              </span>
              <span className={styles.muted}>
                <OddsText odds={itemOdds(line.odds, line.selection)} perOption testId="slip-odds" />
              </span>
              <Money amount={itemAmount(line.units, line.unitStake, line.multiple)} />
              <button
                type="button"
                className={buttonClass('ghost', { icon: true })}
                onClick={() => onRemove(line.id)}
                aria-label={t('lot_remove_item', { play: playName(line.playCode) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.totals} data-testid="slip-totals">
        <div>
          <dt>{t('lot_items')}</dt>
          <dd data-testid="slip-items">{totals.items}</dd>
        </div>
        <div>
          <dt>{t('lot_units')}</dt>
          <dd data-testid="slip-units">{totals.units}</dd>
        </div>
        <div>
          <dt>{t('lot_amount')}</dt>
          <dd>
            <Money amount={totals.amount} testId="slip-amount" />
          </dd>
        </div>
      </dl>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={chaseOn}
          onChange={(e) => setChaseOn(e.target.checked)}
          data-testid="chase-on"
        />
        {t('lot_chase')}
      </label>
      {chaseOn ? (
        <ChasePlanner
          gameCode={game.gameCode}
          openNumero={numero}
          slipAmount={totals.amount}
          multiples={multiples}
          onMultiples={setMultiples}
          stopOnWin={stopOnWin}
          onStopOnWin={setStopOnWin}
        />
      ) : null}
      {state.kind === 'error' ? (
        <p className={styles.error} role="alert">
          {state.text}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <p className={styles.notice} role="status">
          {t('lot_bet_placed')}
        </p>
      ) : null}
      {!numero ? <p className={styles.muted}>{closedText}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={lines.length === 0}
          onClick={onClear}
          data-testid="slip-clear"
        >
          {t('lot_clear_slip')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={!numero || lines.length === 0 || state.kind === 'busy'}
          onClick={() => void submit()}
          data-testid="place-bet"
        >
          {t('lot_place_bet')}
        </button>
      </div>
    </section>
  );
}
