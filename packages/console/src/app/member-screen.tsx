import { can } from '@wl/contract/operator-capabilities';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberPage } from '../features/members/member-page';
import { MoneyAdjust } from '../features/money/money-adjust';
import { useSession } from '../lib/use-session';

/** A member's page with the desks the role has: member actions, and credit or debit for finance. */
export function MemberScreen() {
  const { t } = useTranslation();
  const { memberId } = useParams();
  const session = useSession();
  const id = Number(memberId);
  if (!session) return null;
  if (!Number.isInteger(id) || id <= 0) return <p className="notice notice--error">{t('not_found')}</p>;
  const { role } = session.operator;
  return (
    <MemberPage
      key={id}
      memberId={id}
      canManage={can(role, 'members.manage')}
      extraActions={
        can(role, 'money.adjust')
          ? (member) => <MoneyAdjust memberId={member.id} account={member.account} />
          : undefined
      }
    />
  );
}
