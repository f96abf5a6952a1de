import { parseAmount } from '@wl/contract/amount-input';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/format';
import { useDeposit } from './api/deposit';
import { useP2pRefresh } from './api/refresh';
import { type DepositDone, DepositDoneLine } from './deposit-done';
import styles from './deposit-page.module.css';
import { amountProblem, creditedFor, type DepositChannel, moneyText } from './deposit-rules';
import { type PickedProof, ProofField } from './proof-field';
import { ReceivingAccount } from './receiving-account';
import { ReferenceField } from './reference-field';

/**
 * A deposit on one channel. Offline bank: the account to transfer to, then the amount, the reference and a proof
 * picture. Gateway: the amount, then the gateway's pay page in a new window (opened at the click, so no popup
 * blocker stops it) while the order list follows the payment. Every rule is checked here first, in the member's
 * language; the server checks them again.
 */
export function DepositForm({ channel, currency }: { channel: DepositChannel; currency: string }) {
  const { t } = useTranslation();
  const id = useId();
  const deposit = useDeposit();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<PickedProof | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<DepositDone | null>(null);
  const bank = channel.kind === 'offline_bank';
  const p2p = channel.kind === 'p2p';
  const refreshP2p = useP2pRefresh();
  const limits = {
    min: moneyText(currency, channel.minAmount),
    max: moneyText(currency, channel.maxAmount),
  };
  const typed = parseAmount(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const bad = amountProblem(channel, amount);
    if (bad) return setProblem(t(bad, limits));
    if (bank && !proof) return setProblem(t('deposit_proof_required'));
    setProblem(null);
    // The window opens within the click; it is pointed at the pay page once the order exists.
    const payWindow = bank || p2p ? null : window.open('', '_blank');
    deposit.mutate(
      {
        channel: channel.code,
        amount: typed ?? 0,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
        ...(proof ? { proof: proof.dataUrl } : {}),
      },
      {
        onSuccess: (value) => {
          setDone(
            value.p2p
              ? { kind: 'p2p' }
              : value.payUrl
                ? { kind: 'gateway', orderId: value.order.id, payUrl: value.payUrl }
                : { kind: 'submitted' },
          );
          if (value.p2p) void refreshP2p();
          setAmount('');
          setReference('');
          setProof(null);
          if (payWindow && value.payUrl) payWindow.location.href = value.payUrl;
          else payWindow?.close();
        },
        onError: (failure) => {
          payWindow?.close();
          setProblem(errorText(t, failure));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="deposit-form">
      {bank && channel.account && <ReceivingAccount account={channel.account} />}
      {/* Once matched, what is left to match is someone else's business: the line below says what to do. */}
      {p2p && done?.kind !== 'p2p' && (
        <p className={styles.hint} data-testid="p2p-explain">
          {channel.maxMatchable === null
            ? t('cashier_p2p_none')
            : t('cashier_p2p_explain', { amount: moneyText(currency, channel.maxMatchable) })}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`} className={styles.label}>
          {t('cashier_amount')}
        </label>
        <div className={styles.amountRow}>
          <span className={styles.currency} aria-hidden="true">
            {currency}
          </span>
          <input
            id={`${id}-amount`}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby={`${id}-amount-hint`}
            aria-invalid={problem !== null && amountProblem(channel, amount) !== null}
            data-testid="deposit-amount"
          />
        </div>
        <span id={`${id}-amount-hint`} className={styles.hint}>
          {t('cashier_amount_hint', limits)}
        </span>
        {channel.presets.length > 0 && (
          <div className={styles.presets}>
            {channel.presets.map((p) => (
              <button
                key={p}
                type="button"
                className={`${styles.preset} ${typed === p ? styles.presetPicked : ''}`}
                aria-pressed={typed === p}
                onClick={() => setAmount(String(p))}
              >
                {formatMoney(p)}
              </button>
            ))}
          </div>
        )}
        {typed !== null && channel.fee.payer === 'member' && creditedFor(channel, typed) !== typed && (
          <span className={styles.hint}>
            {t('cashier_credited', { amount: moneyText(currency, creditedFor(channel, typed)) })}
          </span>
        )}
      </div>
      {bank && (
        <>
          <ReferenceField value={reference} onChange={setReference} testId="deposit-reference" />
          <ProofField proof={proof} onChange={setProof} onProblem={setProblem} testId="deposit-proof" />
        </>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {done && <DepositDoneLine done={done} currency={currency} />}
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large' })}
        disabled={deposit.isPending}
        data-testid="deposit-submit"
      >
        {bank ? t('cashier_submit_bank') : p2p ? t('cashier_submit_p2p') : t('cashier_submit_gateway')}
      </button>
    </form>
  );
}
