import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { useP2pCancel } from './api/p2p-cancel';
import { useP2pConfirmAll } from './api/p2p-confirm-all';
import { useP2pPaid } from './api/p2p-paid';
import { type P2pPayment, useOpenP2pPayments } from './api/p2p-payments';
import styles from './deposit-page.module.css';
import { moneyText } from './deposit-rules';
import { PayeeCard } from './p2p-payee-card';
import { type PickedProof, ProofField } from './proof-field';
import { ReceivingAccount } from './receiving-account';
import { ReferenceField } from './reference-field';

const BADGE: Record<string, string | undefined> = {
  awaiting_payment: styles.badgeWarn,
  paid: styles.badgeWarn,
  disputed: styles.badgeDanger,
};

/** The payer's side of one payment: where to pay and by when, then "I have paid" with the reference (or cancel). */
function PayerCard({ payment, currency }: { payment: P2pPayment; currency: string }) {
  const { t } = useTranslation();
  const paid = useP2pPaid();
  const cancel = useP2pCancel();
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<PickedProof | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) return setProblem(t('p2p_error_reference'));
    setProblem(null);
    paid.mutate(
      { id: payment.id, reference: reference.trim(), ...(proof ? { proof: proof.dataUrl } : {}) },
      { onError: (failure) => setProblem(errorText(t, failure)) },
    );
  };
  if (payment.state !== 'awaiting_payment') {
    return <p className={styles.hint}>{t(payment.state === 'paid' ? 'p2p_payer_wait' : 'p2p_payer_disputed')}</p>;
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="p2p-pay-form">
      <p className={styles.label}>
        {t('p2p_pay_exactly', { amount: moneyText(currency, payment.amount), time: formatDateTime(payment.payBy) })}
      </p>
      {payment.account && (
        <ReceivingAccount
          title={t('p2p_pay_to')}
          account={{
            bankName: payment.account.provider,
            holderName: payment.account.holderName,
            accountNumber: payment.account.number,
            branch: payment.account.branch,
          }}
        />
      )}
      <ReferenceField
        value={reference}
        onChange={setReference}
        testId="p2p-reference"
        hint={t('p2p_error_reference')}
      />
      <ProofField
        proof={proof}
        onChange={setProof}
        onProblem={setProblem}
        label={t('p2p_proof_optional')}
        testId="p2p-payer-proof"
      />
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {cancel.isError && (
        <p className={styles.error} role="alert">
          {errorText(t, cancel.error)}
        </p>
      )}
      <div className={styles.orderActions}>
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(payment.id)}
          data-testid="p2p-cancel"
        >
          {t('p2p_cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={paid.isPending} data-testid="p2p-paid">
          {t('p2p_i_paid')}
        </button>
      </div>
    </form>
  );
}

/**
 * The member's peer-to-peer payments under way (spec 4 "Withdrawal confirmation"), on the deposit page as payer and
 * on the withdraw page as payee. The payer sees where to pay and says when they did; the payee answers each paid
 * payment, or all of a withdrawal's at once. Hidden when the member has none.
 */
export function P2pPanel({ side: role, currency }: { side: 'payer' | 'payee'; currency: string }) {
  const { t } = useTranslation();
  const payments = useOpenP2pPayments();
  const confirmAll = useP2pConfirmAll();
  // "All received" of one withdrawal, asked once more before it is sent: it cannot be undone either.
  const [askAll, setAskAll] = useState<{ withdrawalId: number; count: number } | null>(null);
  const mine = (payments.data?.content ?? []).filter((p) => p.role === role);
  if (mine.length === 0) return null;
  const paidByWithdrawal = new Map<number, number>();
  for (const p of mine) {
    if (p.state === 'paid') paidByWithdrawal.set(p.withdrawalId, (paidByWithdrawal.get(p.withdrawalId) ?? 0) + 1);
  }
  return (
    <section className={styles.section} aria-labelledby={`p2p-${role}`} data-testid={`p2p-${role}`}>
      <h2 id={`p2p-${role}`} className={styles.title}>
        {t(role === 'payer' ? 'p2p_payer_title' : 'p2p_payee_title')}
      </h2>
      {role === 'payee' && <p className={styles.hint}>{t('p2p_payee_explain')}</p>}
      {askAll ? (
        <div className={styles.confirmBox} data-testid="p2p-all-received-confirm">
          <p>{t('p2p_all_received_confirm', { count: askAll.count, id: askAll.withdrawalId })}</p>
          <div className={styles.orderActions}>
            <button type="button" className={buttonClass('ghost')} onClick={() => setAskAll(null)}>
              {t('wd_confirm_no')}
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={confirmAll.isPending}
              onClick={() => confirmAll.mutate(askAll.withdrawalId, { onSuccess: () => setAskAll(null) })}
              data-testid="p2p-all-received-yes"
            >
              {t('p2p_received_yes')}
            </button>
          </div>
        </div>
      ) : (
        [...paidByWithdrawal].map(
          ([withdrawalId, count]) =>
            count > 1 && (
              <button
                key={withdrawalId}
                type="button"
                className={buttonClass('secondary')}
                disabled={confirmAll.isPending}
                onClick={() => setAskAll({ withdrawalId, count })}
                data-testid="p2p-all-received"
              >
                {t('p2p_all_received', { count, id: withdrawalId })}
              </button>
            ),
        )
      )}
      {confirmAll.isError && (
        <p className={styles.error} role="alert">
          {errorText(t, confirmAll.error)}
        </p>
      )}
      <ul className={styles.orders}>
        {mine.map((p) => (
          <li key={p.id} className={styles.order} data-testid="p2p-payment" data-state={p.state}>
            <div className={styles.orderMain}>
              <span className={styles.orderAmount} dir="ltr">
                {moneyText(currency, p.amount)}
              </span>
              <span className={`${styles.badge} ${BADGE[p.state] ?? ''}`}>{t(`p2p_state_${p.state}`)}</span>
            </div>
            <div className={styles.orderMeta}>
              <span dir="ltr">{formatDateTime(p.createdAt)}</span>
              <span>
                {role === 'payer'
                  ? t('cashier_order_no', { id: p.depositOrderId })
                  : t('p2p_for_withdrawal', { id: p.withdrawalId })}
              </span>
              {p.credited > 0 && <span>{t('p2p_credited', { amount: moneyText(currency, p.credited) })}</span>}
            </div>
            {role === 'payer' ? (
              <PayerCard payment={p} currency={currency} />
            ) : (
              <PayeeCard payment={p} currency={currency} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
