import { parseAmount } from '@wl/contract/amount-input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { errorText } from '../../lib/error-text';
import { useP2pConfirm } from './api/p2p-confirm';
import type { P2pPayment } from './api/p2p-payments';
import styles from './deposit-page.module.css';
import { moneyText } from './deposit-rules';
import { type PickedProof, ProofField } from './proof-field';

type Answer = 'received' | 'partly' | 'not_received';

/**
 * The withdrawer's answer to a paid payment: received (asked to confirm first: it cannot be undone), partly
 * received (what arrived), not received (a proof).
 */
export function PayeeCard({ payment, currency }: { payment: P2pPayment; currency: string }) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useP2pConfirm();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [proof, setProof] = useState<PickedProof | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (payment.state === 'awaiting_payment') return <p className={styles.hint}>{t('p2p_payee_wait')}</p>;
  if (payment.state === 'disputed') return <p className={styles.hint}>{t('p2p_payee_disputed')}</p>;
  const send = (result: Answer) => {
    const typed = parseAmount(amount);
    if (result === 'partly' && (typed === null || typed <= 0 || typed >= payment.amount)) {
      return setProblem(t('p2p_amount_invalid'));
    }
    if (result === 'not_received' && !proof) return setProblem(t('p2p_proof_required'));
    setProblem(null);
    confirm.mutate(
      {
        id: payment.id,
        result,
        ...(result === 'partly' && typed !== null ? { amount: typed } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(proof ? { proof: proof.dataUrl } : {}),
      },
      { onError: (failure) => setProblem(errorText(t, failure)) },
    );
  };
  const amountText = moneyText(currency, payment.amount);
  return (
    <div className={styles.form} data-testid="p2p-confirm">
      <p className={styles.label}>
        {t('p2p_payee_check', { amount: amountText, reference: payment.payerReference ?? '' })}
      </p>
      {answer === 'received' ? (
        // Irreversible (spec 4: the payer's deposit is credited): asked once more, with what it means.
        <div className={styles.confirmBox} data-testid="p2p-received-confirm">
          <p>{t('p2p_received_confirm', { amount: amountText })}</p>
          <div className={styles.orderActions}>
            <button type="button" className={buttonClass('ghost')} onClick={() => setAnswer(null)}>
              {t('wd_confirm_no')}
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={confirm.isPending}
              onClick={() => send('received')}
              data-testid="p2p-received-yes"
            >
              {t('p2p_received_yes')}
            </button>
          </div>
        </div>
      ) : answer === null ? (
        <div className={styles.orderActions}>
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={() => setAnswer('not_received')}
            data-testid="p2p-not-received"
          >
            {t('p2p_not_received')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setAnswer('partly')}
            data-testid="p2p-partly"
          >
            {t('p2p_partly')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={confirm.isPending}
            onClick={() => setAnswer('received')}
            data-testid="p2p-received"
          >
            {t('p2p_received')}
          </button>
        </div>
      ) : (
        <>
          {answer === 'partly' && (
            <div className={styles.field}>
              <label htmlFor={`${id}-amount`} className={styles.label}>
                {t('p2p_amount_arrived')}
              </label>
              <input
                id={`${id}-amount`}
                className={styles.input}
                inputMode="decimal"
                dir="ltr"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                data-testid="p2p-partly-amount"
              />
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-note`} className={styles.label}>
              {t('p2p_note')}
            </label>
            <input
              id={`${id}-note`}
              className={styles.input}
              value={note}
              maxLength={200}
              dir="auto"
              onChange={(e) => setNote(e.target.value)}
              data-testid="p2p-note"
            />
          </div>
          <ProofField
            proof={proof}
            onChange={setProof}
            onProblem={setProblem}
            label={answer === 'not_received' ? t('p2p_proof_statement') : t('p2p_proof_statement_optional')}
            testId="p2p-payee-proof"
          />
          <p className={styles.hint}>{t('p2p_dispute_explain')}</p>
          <div className={styles.orderActions}>
            <button type="button" className={buttonClass('ghost')} onClick={() => setAnswer(null)}>
              {t('wd_confirm_no')}
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={confirm.isPending}
              onClick={() => send(answer)}
              data-testid="p2p-send-answer"
            >
              {t(answer === 'partly' ? 'p2p_send_partly' : 'p2p_send_not_received')}
            </button>
          </div>
        </>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
