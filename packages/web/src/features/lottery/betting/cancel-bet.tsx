import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-class';
import { errorText } from '../../../lib/error-text';
import { useLotteryCancelBet } from '../api/lottery-cancel-bet';
import styles from '../lottery.module.css';

/**
 * Cancels an open bet while its numero still takes bets (issue 14 "Cancel a bet before its numero closes (refund).
 * After close: never"): the server decides by its clock and answers `lottery_bet_not_cancellable` after the close.
 * The stake comes back through the ledger, and the balance follows by its live event.
 */
export function CancelBet({ betId }: { betId: number }) {
  const { t } = useTranslation();
  const cancelBet = useLotteryCancelBet();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'error'; text: string }>({ kind: 'idle' });
  const cancel = async () => {
    setState({ kind: 'busy' });
    try {
      await cancelBet.mutateAsync(betId);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'error', text: errorText(t, error) });
    }
  };
  return (
    <span className={styles.cancelBet}>
      <button
        type="button"
        className={buttonClass('ghost')}
        disabled={state.kind === 'busy'}
        onClick={() => void cancel()}
        data-testid="cancel-bet"
      >
        {t('lot_cancel_bet')}
      </button>
      {state.kind === 'error' ? (
        <span role="alert" className={styles.cancelError}>
          {state.text}
        </span>
      ) : null}
    </span>
  );
}
