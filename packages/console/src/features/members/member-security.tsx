import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import type { CallOutput } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useMemberSecurity } from './api/use-member-security';

type Facts = CallOutput<'memberSecurity'>;

function Contact({ fact }: { fact: Facts['mobile'] }) {
  const { t } = useTranslation();
  if (!fact.bound) return <span className="badge">{t('not_bound')}</span>;
  return fact.verified ? (
    <span className="badge badge--ok" title={formatDateTime(fact.verifiedAt)}>
      {t('verified')}
    </span>
  ) : (
    <span className="badge badge--warn">{t('not_verified')}</span>
  );
}

function PaymentPassword({ fact }: { fact: Facts['paymentPassword'] }) {
  const { t } = useTranslation();
  const locked = fact.lockedUntil !== null && new Date(fact.lockedUntil).getTime() > Date.now();
  return (
    <>
      {fact.set ? (
        <span className="badge badge--ok">{t('payment_password_set')}</span>
      ) : (
        <span className="badge">{t('payment_password_not_set')}</span>
      )}
      {locked && (
        <span className="badge badge--danger">
          {t('payment_password_locked_until', { at: formatDateTime(fact.lockedUntil) })}
        </span>
      )}
      {fact.failures > 0 && !locked && (
        <span className="badge badge--warn">{t('payment_password_failures', { count: fact.failures })}</span>
      )}
    </>
  );
}

/**
 * A member's security as the desk sees it (issue 13): verified contacts, payment password and lock, and their
 * bank cards and e-wallets, masked by the server (the console never receives a whole number); an account another
 * member also bound is flagged, with a link to each of them.
 */
export function MemberSecurity({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const security = useMemberSecurity(memberId);
  return (
    <section className="panel" aria-labelledby="security-title" data-testid="member-security">
      <h2 id="security-title" className="panel__title">
        {t('security')}
      </h2>
      {security.isPending && <p className="notice">{t('loading')}</p>}
      {security.error && <ErrorNotice error={security.error} />}
      {security.data && (
        <>
          <dl className="facts">
            <div className="facts__row">
              <dt>{t('member_mobile')}</dt>
              <dd>
                <Contact fact={security.data.mobile} />
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('member_email')}</dt>
              <dd>
                <Contact fact={security.data.email} />
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('payment_password')}</dt>
              <dd>
                <PaymentPassword fact={security.data.paymentPassword} />
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('locked_at')}</dt>
              <dd>{security.data.lockedAt ? formatDateTime(security.data.lockedAt) : '—'}</dd>
            </div>
          </dl>
          <h3 className="panel__subtitle">{t('payout_accounts')}</h3>
          <DeskTable
            columns={[
              { label: t('kind') },
              { label: t('payout_provider') },
              { label: t('payout_holder') },
              { label: t('payout_number') },
              { label: t('payout_branch') },
              { label: t('created_at') },
              { label: t('payout_shared_with') },
            ]}
            rows={security.data.payoutAccounts}
            empty={t('nothing_yet')}
            compact
          >
            {(a) => (
              <tr key={a.id} data-testid="payout-account">
                <td>{t(`payout_kind_${a.kind}`)}</td>
                <td>{a.provider}</td>
                <td>{a.holderName}</td>
                <td className="mono">{a.maskedNumber}</td>
                <td>{a.branch ?? '—'}</td>
                <td className="nowrap">{formatDateTime(a.createdAt)}</td>
                <td>
                  {a.sharedWith.length === 0
                    ? '—'
                    : [
                        <span key="flag" className="badge badge--danger" title={t('payout_shared_hint')}>
                          {t('payout_shared', { count: a.sharedWith.length })}
                        </span>,
                        ...a.sharedWith.map((m) => (
                          <Link key={m.memberId} to={`/members/${m.memberId}`} className="badge">
                            {m.account}
                          </Link>
                        )),
                      ]}
                </td>
              </tr>
            )}
          </DeskTable>
        </>
      )}
    </section>
  );
}
