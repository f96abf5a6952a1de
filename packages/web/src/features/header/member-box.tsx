import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../components/icon';
import { useMemberInfo } from '../../lib/member';
import { useSession } from '../../lib/use-session';
import styles from './header-login.module.css';
import { LogoutButton } from './logout-button';

/** Spec 2 "Header: member info": account name and logout (balance and deposit come with the wallet issue). */
export function MemberBox({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const account = member.data?.account ?? session.account ?? '';
  return (
    <div className={styles.member}>
      <span className={styles.account} title={t('member_area')}>
        <UserIcon size={18} />
        <span className={styles.accountName} data-testid="member-account">
          {account}
        </span>
      </span>
      {compact ? null : <LogoutButton />}
    </div>
  );
}
