import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/format';
import { useDeposit } from './cashier-queries';
import styles from './deposit-page.module.css';
import {
  amountProblem,
  creditedFor,
  type DepositChannel,
  moneyText,
  PROOF_ACCEPT,
  PROOF_MAX_MB,
  parseAmount,
  proofProblem,
  readDataUrl,
} from './deposit-rules';
import { ReceivingAccount } from './receiving-account';

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
  const [proof, setProof] = useState<{ name: string; dataUrl: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ payUrl: string | null } | null>(null);
  const bank = channel.kind === 'offline_bank';
  const limits = {
    min: moneyText(currency, channel.minAmount),
    max: moneyText(currency, channel.maxAmount),
  };
  const typed = parseAmount(amount);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = proofProblem(file);
    if (bad) {
      setProblem(t(bad, { size: PROOF_MAX_MB }));
      return;
    }
    setProblem(null);
    try {
      setProof({ name: file.name, dataUrl: await readDataUrl(file) });
    } catch {
      setProblem(t('cashier_error_proof_type'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const bad = amountProblem(channel, amount);
    if (bad) return setProblem(t(bad, limits));
    if (bank && !proof) return setProblem(t('deposit_proof_required'));
    setProblem(null);
    // The window opens within the click; it is pointed at the pay page once the order exists.
    const payWindow = bank ? null : window.open('', '_blank');
    deposit.mutate(
      {
        channel: channel.code,
        amount: typed ?? 0,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
        ...(proof ? { proof: proof.dataUrl } : {}),
      },
      {
        onSuccess: (value) => {
          setDone({ payUrl: value.payUrl });
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
          <div className={styles.field}>
            <label htmlFor={`${id}-reference`} className={styles.label}>
              {t('cashier_reference')}
            </label>
            <input
              id={`${id}-reference`}
              className={styles.input}
              value={reference}
              maxLength={100}
              dir="auto"
              onChange={(e) => setReference(e.target.value)}
              aria-describedby={`${id}-reference-hint`}
              data-testid="deposit-reference"
            />
            <span id={`${id}-reference-hint`} className={styles.hint}>
              {t('cashier_reference_hint')}
            </span>
          </div>
          <div className={styles.field}>
            <span className={styles.label}>{t('cashier_proof')}</span>
            <span className={styles.hint}>{t('cashier_proof_hint', { size: PROOF_MAX_MB })}</span>
            {proof ? (
              <div className={styles.proof}>
                <img src={proof.dataUrl} alt={proof.name} className={styles.proofImage} />
                <button
                  type="button"
                  className={buttonClass('ghost', { size: 'small' })}
                  onClick={() => setProof(null)}
                >
                  {t('cashier_proof_remove')}
                </button>
              </div>
            ) : (
              <label className={buttonClass('secondary', { className: styles.pick })}>
                {t('cashier_proof_pick')}
                <input
                  type="file"
                  accept={PROOF_ACCEPT}
                  className={styles.file}
                  onChange={(e) => void pick(e)}
                  data-testid="deposit-proof"
                />
              </label>
            )}
          </div>
        </>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className={styles.success} role="status">
          {done.payUrl ? t('cashier_pay_opened') : t('cashier_submitted')}{' '}
          {done.payUrl && (
            <a href={done.payUrl} target="_blank" rel="noopener noreferrer">
              {t('cashier_pay_open')}
            </a>
          )}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large' })}
        disabled={deposit.isPending}
        data-testid="deposit-submit"
      >
        {bank ? t('cashier_submit_bank') : t('cashier_submit_gateway')}
      </button>
    </form>
  );
}
