import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useMemberDetail } from './api/use-member-detail';
import { MemberActions } from './member-actions';
import { MemberMoveTeam } from './member-move-team';
import { MemberRealName } from './member-real-name';
import { MemberSecurity } from './member-security';
import { BetsTable, LedgerTable, LoginsTable, SessionsTable } from './member-tables';

const TABS = ['ledger', 'bets', 'logins', 'sessions'] as const;
type Tab = (typeof TABS)[number];

interface MemberPageProps {
  memberId: number;
  /** The role may lock, unlock, end sessions and force a password change (members.manage). */
  canManage: boolean;
  /** Actions other desks add to the page (credit and debit, composed in app/). */
  extraActions?: (member: { id: number; account: string; brand: string }) => ReactNode;
}

/**
 * A member as the desk sees them: profile, wallets, security (verified contacts, payment password, payout accounts
 * masked), ledger entries, bets, login history and live sessions.
 */
export function MemberPage({ memberId, canManage, extraActions }: MemberPageProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const detail = useMemberDetail(memberId);
  const [tab, setTab] = useState<Tab>('ledger');

  if (detail.isPending) return <p className="notice">{t('loading')}</p>;
  if (detail.error) return <ErrorNotice error={detail.error} />;
  const { member, wallets, team } = detail.data;
  /** [label key, value, shown in monospace] */
  const profile: [string, string | number | null, boolean][] = [
    ['member_id', member.id, true],
    ['brand', member.brand, false],
    ['nickname', member.nickname, false],
    ['member_mobile', [member.countryDialingCode, member.mobile].filter(Boolean).join(' '), false],
    ['member_email', member.email, false],
    ['registered_at', formatDateTime(member.createdAt), false],
    ['register_ip', member.registerIp, true],
    ['last_login', formatDateTime(member.lastLoginAt), false],
    ['last_login_ip', member.lastLoginIp, true],
    ['locked_at', formatDateTime(member.lockedAt), false],
    ['upline', team.upline, false],
    ['direct_downlines', team.directDownlines, false],
    ['team_size', team.teamSize, false],
    ...Object.entries(member.profile).map(([key, value]): [string, string, boolean] => [key, value, false]),
  ];

  return (
    <>
      <p className="breadcrumb">
        <Link to="/members">{t('nav_members')}</Link> / {member.account}
      </p>
      <PageHeader title={member.account}>
        {member.locked ? (
          <span className="badge badge--danger">{t('locked')}</span>
        ) : (
          <span className="badge badge--ok">{t('active')}</span>
        )}
        {member.mustChangePassword && <span className="badge badge--warn">{t('must_change_password')}</span>}
      </PageHeader>
      <div className="toolbar">
        {canManage && <MemberActions memberId={member.id} account={member.account} locked={member.locked} />}
        {canManage && <MemberRealName memberId={member.id} current={member.profile.payeeName ?? null} />}
        {canManage && <MemberMoveTeam memberId={member.id} upline={team.upline} teamSize={team.teamSize} />}
        {extraActions?.({ id: member.id, account: member.account, brand: member.brand })}
      </div>
      <div className="grid grid--profile">
        <section className="panel" aria-labelledby="profile-title">
          <h2 id="profile-title" className="panel__title">
            {t('profile')}
          </h2>
          <dl className="facts">
            {profile.map(([key, value, mono]) => (
              <div key={key} className="facts__row">
                <dt>{t(key, { defaultValue: key })}</dt>
                <dd className={mono && value ? 'mono' : undefined}>{value === null || value === '' ? '—' : value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="panel" aria-labelledby="wallets-title">
          <h2 id="wallets-title" className="panel__title">
            {t('wallets')}
          </h2>
          <table className="table table--compact">
            <tbody>
              {wallets.map((wallet) => (
                <tr key={wallet.code}>
                  <th scope="row">{wallet.code}</th>
                  <td className="num num--large">{formatAmount(wallet.balance, locale)}</td>
                </tr>
              ))}
              {wallets.length === 0 && (
                <tr>
                  <td className="table__empty">{t('nothing_yet')}</td>
                </tr>
              )}
            </tbody>
          </table>
        </section>
      </div>
      <MemberSecurity memberId={member.id} />
      <section className="panel">
        <div className="tabs" role="tablist" aria-label={t('member_history')}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              className={tab === name ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
              onClick={() => setTab(name)}
            >
              {t(`tab_${name}`)} <span className="tabs__count">{detail.data[name].length}</span>
            </button>
          ))}
        </div>
        <div className="table-wrap" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'ledger' && <LedgerTable rows={detail.data.ledger} />}
          {tab === 'bets' && <BetsTable rows={detail.data.bets} />}
          {tab === 'logins' && <LoginsTable rows={detail.data.logins} />}
          {tab === 'sessions' && <SessionsTable rows={detail.data.sessions} />}
        </div>
      </section>
    </>
  );
}
