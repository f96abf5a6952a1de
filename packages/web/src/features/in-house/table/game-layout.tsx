import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-class';
import { moneyText } from '../../../components/money';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { clampStake, formatMultiplier } from '../game-numbers';
import styles from './game-layout.module.css';
import type { GameShell } from './use-game-round';

/** The server refuses a round that could pay more than this (in-house-service.ts MAX_MULTIPLIER). */
const MAX_PAYOUT_MULTIPLIER = 10_000;

function playErrorText(t: TFunction, error: unknown, ownWallet: boolean): string {
  if (error instanceof RangeError) return t(error.message);
  // The money may well be there, in the main wallet: say how to bring it (wallet-move.tsx offers it).
  if (ownWallet && isApiError(error, 'insufficient_balance')) return t('bgs_wallet_insufficient');
  if (isApiError(error, 'invalid_input')) {
    const tooMuch = error.details.some((d) => /pays more than/.test(d.message));
    if (tooMuch) return t('bgs_pays_too_much', { max: MAX_PAYOUT_MULTIPLIER.toLocaleString('en-US') });
    const details = error.details.map((d) => d.message).join('; ');
    return details ? `${errorText(t, error)}: ${details}` : errorText(t, error);
  }
  return errorText(t, error);
}

function ResultMessage({ shell }: { shell: GameShell }) {
  const { t } = useTranslation();
  const { round, phase, session } = shell;
  let text: string;
  let tone = '';
  if (phase === 'playing' || phase === 'revealing') text = t('bgs_playing');
  else if (phase === 'settled' && round) {
    if (round.payout > 0) {
      text = t('bgs_result_win', {
        amount: moneyText(round.payout, session.currencySymbol),
        multiplier: formatMultiplier(round.multiplier),
      });
      tone = styles.win ?? '';
    } else {
      text = t('bgs_result_no_win');
      tone = styles.loss ?? '';
    }
  } else text = t('bgs_place_bet');
  return (
    <p className={`${styles.result} ${tone}`} data-testid="result-message" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}

function BetControls({
  shell,
  canBet,
  betLabel,
  onBet,
}: {
  shell: GameShell;
  canBet: boolean;
  betLabel: string;
  onBet: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { minBet, maxBet } = shell.session.game;
  const symbol = shell.session.currencySymbol;
  const scale = (factor: number) => shell.setAmount(String(clampStake(Number(shell.amount) * factor, minBet, maxBet)));
  return (
    <div className={styles.bet}>
      <label htmlFor={`${id}-amount`} className={styles.label}>
        {t('bgs_bet_amount')}
      </label>
      <div className={styles.amountRow}>
        <span className={styles.symbol} aria-hidden="true">
          {symbol}
        </span>
        <input
          id={`${id}-amount`}
          className={styles.amount}
          data-testid="bet-amount"
          type="number"
          inputMode="decimal"
          min={minBet}
          max={maxBet}
          step="0.01"
          value={shell.amount}
          disabled={shell.busy}
          aria-describedby={`${id}-limits`}
          onChange={(e) => {
            shell.clearError();
            shell.setAmount(e.target.value);
          }}
        />
        <button
          type="button"
          className={buttonClass('secondary', { size: 'small' })}
          onClick={() => scale(0.5)}
          disabled={shell.busy}
          aria-label={t('bgs_half_bet')}
        >
          ½
        </button>
        <button
          type="button"
          className={buttonClass('secondary', { size: 'small' })}
          onClick={() => scale(2)}
          disabled={shell.busy}
          aria-label={t('bgs_double_bet')}
        >
          2×
        </button>
      </div>
      <p id={`${id}-limits`} className={styles.limits}>
        {t('bgs_bet_limits', { min: moneyText(minBet, symbol), max: moneyText(maxBet, symbol) })}
      </p>
      <button
        type="button"
        className={buttonClass('primary', { size: 'large', className: styles.betButton })}
        data-testid="bet-button"
        disabled={shell.busy || !canBet}
        aria-busy={shell.busy}
        onClick={onBet}
      >
        {shell.phase === 'playing' ? t('bgs_playing') : betLabel}
      </button>
    </div>
  );
}

/** One game's table: its settings and the bet beside (below, on a phone) its board. */
export function GameLayout({
  shell,
  settings,
  board,
  canBet,
  betLabel,
  onBet,
}: {
  shell: GameShell;
  settings: ReactNode;
  board: ReactNode;
  canBet: boolean;
  betLabel: string;
  onBet: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.table}>
      <div className={styles.board}>{board}</div>
      <section className={styles.controls} aria-label={t('bgs_controls')}>
        <BetControls shell={shell} canBet={canBet} betLabel={betLabel} onBet={onBet} />
        {settings}
        <ResultMessage shell={shell} />
        {shell.error ? (
          <p className={styles.error} role="alert" data-testid="play-error">
            {playErrorText(t, shell.error, shell.session.wallet !== null)}
          </p>
        ) : null}
      </section>
    </div>
  );
}
