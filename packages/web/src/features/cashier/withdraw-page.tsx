import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { LoadFailed } from '../../components/load-failed';
import { openMemberCentre } from '../../lib/member-centre';
import { useWithdrawInfo } from './api/withdraw-info';
import styles from './deposit-page.module.css';
import { moneyText } from './deposit-rules';
import { P2pPanel } from './p2p-panel';
import { WithdrawForm } from './withdraw-form';
import type { WithdrawInfo } from './withdraw-rules';
import { WithdrawalHistory } from './withdrawal-history';

/** The figures a member needs before withdrawing: balance, limits, today's use, fee and turnover still required. */
function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = (amount: number) => moneyText(info.currencySymbol, amount);
  const rows: [string, string][] = [
    [t('wd_balance'), money(info.balance)],
    [t('wd_withdrawable'), money(info.withdrawable)],
    [t('wd_limits'), t('wd_amount_hint', { min: money(info.limits.minAmount), max: money(info.limits.maxAmount) })],
    [
      t('wd_today_label'),
      t('wd_today', {
        count: info.today.count,
        countMax: info.limits.dailyCount,
        amount: money(info.today.amount),
        amountMax: money(info.limits.dailyAmount),
      }),
    ],
    [
      t('wd_fee_label'),
      info.fee.percent === 0 && info.fee.fixed === 0
        ? t('wd_fee_none')
        : t('wd_fee', { percent: info.fee.percent, fixed: money(info.fee.fixed) }),
    ],
  ];
  return (
    <>
      <dl className={styles.accountList} data-testid="withdraw-summary">
        {rows.map(([label, value]) => (
          <div key={label} className={styles.accountRow}>
            <dt className={styles.accountLabel}>{label}</dt>
            <dd className={styles.accountValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {info.turnover.remaining > 0 && (
        <div className={styles.error} role="note" data-testid="withdraw-turnover">
          <p>{t('wd_turnover_title', { amount: money(info.turnover.remaining) })}</p>
          <p className={styles.hint}>
            {t('wd_turnover_explain', {
              wagered: money(info.turnover.wagered),
              required: money(info.turnover.required),
            })}
          </p>
          <a className={buttonClass('secondary', { size: 'small' })} href="/">
            {t('wd_play_games')}
          </a>
        </div>
      )}
    </>
  );
}

/** What is missing before a withdrawal: the payment password, a bound account; with the way to set it up. */
function Missing({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const missing = !info.paymentPasswordSet ? 'wd_no_password' : info.accounts.length === 0 ? 'wd_no_account' : null;
  if (!missing) return null;
  return (
    <div className={styles.field} data-testid="withdraw-missing">
      <p className={styles.muted}>{t(missing)}</p>
      <button type="button" className={buttonClass('primary')} onClick={() => openMemberCentre('securityCenter')}>
        {t(missing === 'wd_no_password' ? 'wd_set_password' : 'wd_add_account')}
      </button>
    </div>
  );
}

/**
 * The member centre's withdraw page (spec 2 withdraw, issue 13): the withdrawable balance, limits, today's use, the
 * fee and the turnover still required; a withdrawal to a bound account behind the payment password, confirmed
 * first; the payments of depositors paying it peer to peer, each to confirm (spec 4 "Withdrawal confirmation");
 * then the member's withdrawals, each still processing cancellable.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const ready = info.data?.paymentPasswordSet && info.data.accounts.length > 0;
  return (
    <div className={styles.page} data-testid="withdraw-page">
      <section className={styles.section} aria-labelledby="withdraw-title">
        <h2 id="withdraw-title" className={styles.title}>
          {t('wd_title')}
        </h2>
        {info.isError && <LoadFailed error={info.error} onRetry={() => void info.refetch()} />}
        {info.isPending && <p className={styles.muted}>{t('app_loading')}</p>}
        {info.data && <WithdrawSummary info={info.data} />}
        {info.data && <Missing info={info.data} />}
        {ready && info.data && <WithdrawForm info={info.data} />}
      </section>
      {info.data && <P2pPanel side="payee" currency={info.data.currencySymbol} />}
      <WithdrawalHistory />
    </div>
  );
}
