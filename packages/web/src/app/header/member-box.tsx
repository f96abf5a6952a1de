import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { EyeIcon, EyeOffIcon, UserIcon, WalletIcon } from '../../components/icon';
import { Money } from '../../components/money';
import { useMemberInfo } from '../../features/account/member-info';
import { useBalance } from '../../features/wallet/api/balance';
import { openMemberCentre } from '../../lib/member-centre';
import { setBalanceVisible } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import styles from './header-login.module.css';
import { LogoutButton } from './logout-button';

/**
 * Spec 2 "Header: member info": account name, balance masked or shown through an eye toggle, deposit and logout.
 * The balance updates live (features/wallet/live-updates.ts). The account name opens the member centre, deposit its deposit
 * page (lib/member-centre.ts, which gives a trial account the in_need_true_account warning of spec 5).
 */
export function MemberBox({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const account = member.data?.account ?? session.account ?? '';
  const visible = session.balanceVisible;
  const balance = useBalance();
  const shown = balance.data ? (
    <Money amount={balance.data.balance} currency={balance.data.currencySymbol} />
  ) : (
    t('balance_unknown')
  );
  return (
    <div className={styles.member}>
      <button
        type="button"
        className={styles.account}
        title={t('member_centre')}
        onClick={() => openMemberCentre('securityCenter')}
        aria-label={`${account} · ${t('member_centre')}`}
        data-testid="member-menu"
      >
        <UserIcon size={18} />
        <span className={styles.accountName} data-testid="member-account">
          {account}
        </span>
      </button>
      <span className={styles.balance}>
        <span className="visually-hidden">{t('balance')}</span>
        <span className={styles.balanceValue} data-testid="balance" aria-live="polite">
          {visible ? shown : t('balance_masked')}
        </span>
        <button
          type="button"
          className={styles.eye}
          onClick={() => setBalanceVisible(!visible)}
          aria-label={t(visible ? 'balance_hide' : 'balance_show')}
          aria-pressed={!visible}
          data-testid="balance-toggle"
        >
          {visible ? <EyeIcon size={16} /> : <EyeOffIcon size={16} />}
        </button>
      </span>
      {compact ? null : (
        <>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => openMemberCentre('depositv2')}
            data-testid="deposit-button"
          >
            <WalletIcon size={18} />
            {t('deposit')}
          </button>
          <LogoutButton />
        </>
      )}
    </div>
  );
}
