import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { InputField } from '../../components/form-fields';
import records from '../../components/records.module.css';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/format';
import styles from './transfer-page.module.css';
import { useSendTransfer } from './transfer-queries';

interface Limits {
  min: number;
  max: number;
  daily: number;
}

/**
 * One transfer: to the upline (named, nothing to choose) or, for agents, to a downline by account; the amount is
 * checked against the brand's limits here for a quick answer, and again by the server.
 */
export function TransferForm({
  to,
  upline,
  limits,
  sentToday,
  currency,
}: {
  to: 'upline' | 'downline';
  upline: { account: string; nickname: string } | null;
  limits: Limits;
  sentToday: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const send = useSendTransfer();
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const money = (n: number) => `${currency} ${formatMoney(n)}`;

  if (to === 'upline' && !upline) {
    return (
      <p className={records.empty} data-testid="tu-no-upline">
        {t('transfer_no_upline')}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const downlineAccount = account.trim();
    if (to === 'downline' && !downlineAccount) return setProblem(t('tu_account_required'));
    if (!(value > 0) || !/^\d+(\.\d{1,2})?$/.test(amount.trim())) return setProblem(t('tf_amount_invalid'));
    if (value < limits.min) return setProblem(t('transfer_amount_below_min'));
    if (value > limits.max) return setProblem(t('transfer_amount_above_max'));
    if (sentToday + value > limits.daily) return setProblem(t('transfer_daily_limit'));
    if (!password) return setProblem(t('tu_password_required'));
    setProblem(null);
    send.mutate(
      to === 'upline'
        ? { to, amount: value, paymentPassword: password }
        : { to, downlineAccount, amount: value, paymentPassword: password },
      {
        onSuccess: () => {
          setAmount('');
          setPassword('');
        },
      },
    );
  };

  const done = send.data?.transfer;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`tu-form-${to}`}>
      {to === 'upline' && upline ? (
        <div className={styles.recipient}>
          <span className={styles.recipientLabel}>{t('tu_upline')}</span>
          <span className={styles.recipientName} data-testid="tu-upline">
            {upline.nickname && upline.nickname !== upline.account
              ? `${upline.nickname} (${upline.account})`
              : upline.account}
          </span>
        </div>
      ) : (
        <InputField
          label={t('tu_downline_account')}
          value={account}
          onValueChange={(v) => {
            setAccount(v);
            setProblem(null);
          }}
          autoComplete="off"
          ltr
          testId="tu-downline"
        />
      )}
      <InputField
        label={t('tf_amount')}
        value={amount}
        onValueChange={(v) => {
          setAmount(v);
          setProblem(null);
        }}
        inputMode="decimal"
        hint={t('tu_limits_value', { min: money(limits.min), max: money(limits.max) })}
        ltr
        testId="tu-amount"
      />
      <InputField
        label={t('register_field_paymentPassword')}
        value={password}
        onValueChange={setPassword}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        ltr
        testId="tu-password"
      />
      {problem || send.isError ? (
        <p className={`${styles.message} ${records.negative}`} role="alert" data-testid="tu-error">
          {problem ?? errorText(t, send.error)}
        </p>
      ) : null}
      {done && !problem ? (
        <p className={`${styles.message} ${records.positive}`} role="status" data-testid="tu-done">
          {t('tu_done', { amount: money(done.amount), account: done.counterparty })}
        </p>
      ) : null}
      <button
        type="submit"
        className={`${buttonClass('primary')} ${styles.submit}`}
        disabled={send.isPending}
        data-testid="tu-submit"
      >
        {t('tu_submit')}
      </button>
    </form>
  );
}
