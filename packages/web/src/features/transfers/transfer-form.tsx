import { amountInput } from '@wl/contract/amount-input';
import { text } from '@wl/contract/inputs';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { FormTextField } from '../../components/form-text-field';
import records from '../../components/records.module.css';
import { useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../lib/format';
import { useSendTransfer } from './api/send-transfer';
import styles from './transfer-page.module.css';

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
  const money = (n: number) => `${currency} ${formatMoney(n)}`;
  const form = useContractForm('transferDownline', {
    // One form for both tabs: the upline needs no account. The amount is checked against the brand's limits here
    // for a quick answer (the server checks again), read as the contract reads a typed amount.
    schema: (request) =>
      request.extend({
        downlineAccount: text().trim().max(64),
        amount: amountInput({
          min: limits.min,
          max: limits.max,
          messages: {
            required: 'tf_amount_invalid',
            invalid: 'tf_amount_invalid',
            min: 'transfer_amount_below_min',
            max: 'transfer_amount_above_max',
          },
        }).refine((value) => sentToday + value <= limits.daily, 'transfer_daily_limit'),
      }),
    defaultValues: { downlineAccount: '', amount: '', paymentPassword: '' },
    required: {
      ...(to === 'downline' ? { downlineAccount: 'tu_account_required' } : {}),
      paymentPassword: 'tu_password_required',
    },
    deps: [limits.min, limits.max, limits.daily, sentToday, to],
  });

  if (to === 'upline' && !upline) {
    return (
      <p className={records.empty} data-testid="tu-no-upline">
        {t('transfer_no_upline')}
      </p>
    );
  }

  const submit = form.handleSubmit(({ downlineAccount, amount, paymentPassword }) =>
    send.mutate(to === 'upline' ? { to, amount, paymentPassword } : { to, downlineAccount, amount, paymentPassword }, {
      onSuccess: () => form.reset(),
    }),
  );

  const done = send.data?.transfer;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid={`tu-form-${to}`}>
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
        <FormTextField
          control={form.control}
          name="downlineAccount"
          label={t('tu_downline_account')}
          autoComplete="off"
          ltr
          testId="tu-downline"
        />
      )}
      <FormTextField
        control={form.control}
        name="amount"
        label={t('tf_amount')}
        inputMode="decimal"
        hint={t('tu_limits_value', { min: money(limits.min), max: money(limits.max) })}
        ltr
        testId="tu-amount"
      />
      <FormTextField
        control={form.control}
        name="paymentPassword"
        label={t('register_field_paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        ltr
        testId="tu-password"
      />
      {send.isError ? (
        <p className={`${styles.message} ${records.negative}`} role="alert" data-testid="tu-error">
          {errorText(t, send.error)}
        </p>
      ) : null}
      {done ? (
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
