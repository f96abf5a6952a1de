import { parseAmount } from '@wl/contract/amount-input';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useCheckPaymentPassword } from './api/check-payment-password';
import { useWithdraw } from './api/withdraw';
import styles from './deposit-page.module.css';
import { moneyText } from './deposit-rules';
import { type WithdrawInfo, withdrawAmountProblem, withdrawFee } from './withdraw-rules';

/** A wrong payment password says how many tries are left before it locks (the server's answer). */
function passwordText(t: TFunction, failure: unknown): string {
  const left = isApiError(failure, 'payment_password_incorrect')
    ? (failure.value as { attemptsLeft?: unknown } | undefined)?.attemptsLeft
    : undefined;
  return typeof left === 'number' ? t('wd_password_wrong_left', { left }) : errorText(t, failure);
}

const isPasswordError = (failure: unknown) =>
  isApiError(failure, 'payment_password_incorrect') || isApiError(failure, 'payment_password_locked');

/**
 * A withdrawal: the bound account to pay to, the amount (fee and net amount shown as it is typed), the payment
 * password; checked here in the member's language (the password by the server, where it is typed), confirmed, then
 * sent encrypted. The server checks it all again.
 */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const id = useId();
  const withdraw = useWithdraw();
  const checkPassword = useCheckPaymentPassword();
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const [accountId, setAccountId] = useState(info.accounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const money = (value: number) => moneyText(info.currencySymbol, value);
  const limits = { min: money(info.limits.minAmount), max: money(info.limits.maxAmount) };
  const typed = parseAmount(amount);
  const fee = typed === null ? null : withdrawFee(info, typed);
  const account = info.accounts.find((a) => a.id === accountId) ?? info.accounts[0];
  const accountText = (a: WithdrawInfo['accounts'][number]) => `${a.provider} ${a.maskedNumber}`;
  const blocked = info.turnover.remaining > 0;

  const check = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const bad = withdrawAmountProblem(info, amount);
    if (bad) return setProblem(t(bad, limits));
    if (!password) return setProblem(t('wd_error_password'));
    setProblem(null);
    checkPassword.mutate(password, {
      onSuccess: () => setConfirming(true),
      onError: (failure) =>
        isPasswordError(failure) ? setPasswordProblem(passwordText(t, failure)) : setProblem(errorText(t, failure)),
    });
  };

  const send = () => {
    if (!account || typed === null) return;
    withdraw.mutate(
      { payoutAccountId: account.id, amount: typed, paymentPassword: password },
      {
        onSuccess: () => {
          setDone(true);
          setAmount('');
          setPassword('');
        },
        onError: (failure) =>
          isPasswordError(failure) ? setPasswordProblem(passwordText(t, failure)) : setProblem(errorText(t, failure)),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={check} noValidate data-testid="withdraw-form">
      <div className={styles.field}>
        <label htmlFor={`${id}-account`} className={styles.label}>
          {t('wd_account')}
        </label>
        <select
          id={`${id}-account`}
          className={styles.select}
          value={account?.id ?? ''}
          onChange={(e) => setAccountId(Number(e.target.value))}
          data-testid="withdraw-account"
        >
          {info.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {accountText(a)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`} className={styles.label}>
          {t('cashier_amount')}
        </label>
        <div className={styles.amountRow}>
          <span className={styles.currency} aria-hidden="true">
            {info.currencySymbol}
          </span>
          <input
            id={`${id}-amount`}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={amount}
            disabled={blocked}
            onChange={(e) => {
              setAmount(e.target.value);
              setConfirming(false);
            }}
            aria-describedby={`${id}-amount-hint`}
            data-testid="withdraw-amount"
          />
        </div>
        <span id={`${id}-amount-hint`} className={styles.hint}>
          {t('wd_amount_hint', limits)}
        </span>
        {typed !== null && fee !== null && (
          <span className={styles.hint} data-testid="withdraw-net">
            {t('wd_you_receive', { fee: money(fee), net: money(Math.max(0, typed - fee)) })}
          </span>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`} className={styles.label}>
          {t('wd_payment_password')}
        </label>
        <input
          id={`${id}-password`}
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={64}
          value={password}
          disabled={blocked}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordProblem(null);
            setConfirming(false);
          }}
          aria-invalid={passwordProblem !== null}
          aria-describedby={passwordProblem ? `${id}-password-error` : undefined}
          data-testid="withdraw-password"
        />
        {passwordProblem && (
          <span id={`${id}-password-error`} className={styles.error} role="alert" data-testid="withdraw-password-error">
            {passwordProblem}
          </span>
        )}
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className={styles.success} role="status">
          {t('wd_submitted')}
        </p>
      )}
      {confirming && account && typed !== null && fee !== null ? (
        <div className={styles.field} data-testid="withdraw-confirm">
          <p>{t('wd_confirm', { amount: money(typed), account: accountText(account), net: money(typed - fee) })}</p>
          <div className={styles.orderActions}>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={withdraw.isPending}
              onClick={send}
              data-testid="withdraw-confirm-yes"
            >
              {t('wd_confirm_yes')}
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => setConfirming(false)}>
              {t('wd_confirm_no')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="submit"
          className={buttonClass('primary', { size: 'large' })}
          disabled={blocked || withdraw.isPending || checkPassword.isPending}
          data-testid="withdraw-submit"
        >
          {t('wd_submit')}
        </button>
      )}
    </form>
  );
}
