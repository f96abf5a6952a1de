import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Approvable, ApprovalActions, FirstApprovalNote } from '../../components/approval-decision';
import type { CallOutput } from '../../lib/api-client';
import { formatAmount, formatDateTime } from '../../lib/format';

export type Withdrawal = CallOutput<'cashierWithdrawals'>['content'][number];

const STATUS_BADGE: Record<Withdrawal['status'], string> = {
  processing: 'badge badge--warn',
  approved: 'badge badge--ok',
  rejected: 'badge badge--danger',
  cancelled: 'badge',
};

/**
 * How far depositors have paid a withdrawal (peer to peer, spec 4 "Withdrawal confirmation"): of its net amount, what
 * reached the member, what is in payments not yet confirmed, and what still waits for a depositor; a bar of the three.
 */
function P2pProgress({ p2p }: { p2p: NonNullable<Withdrawal['p2p']> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const whole = p2p.paid + p2p.underWay + p2p.open;
  const share = (part: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`;
  return (
    <div className="p2p-progress">
      <div className="p2p-progress__title">{t('withdrawal_p2p')}</div>
      <div className="p2p-progress__bar" aria-hidden="true">
        <span className="p2p-progress__paid" style={{ width: share(p2p.paid) }} />
        <span className="p2p-progress__under-way" style={{ width: share(p2p.underWay) }} />
      </div>
      <ul className="p2p-progress__list muted" aria-label={t('withdrawal_p2p')}>
        <li>{t('withdrawal_p2p_paid', { amount: formatAmount(p2p.paid, locale) })}</li>
        <li>{t('withdrawal_p2p_under_way', { amount: formatAmount(p2p.underWay, locale) })}</li>
        <li>{t('withdrawal_p2p_open', { amount: formatAmount(p2p.open, locale) })}</li>
      </ul>
    </div>
  );
}

/** A withdrawal as the maker-checker's controls see it. */
export const withdrawalApprovable = (w: Withdrawal): Approvable => ({
  open: w.status === 'processing',
  maker: w.firstApprovedBy,
  twoOperators: w.needsSecondApproval,
});

/**
 * One withdrawal of the queue: member and IP, the payout account (as it was at request), amount with fee and net,
 * the last deposit and play since, risk flags, status (a first approval waiting for a second operator; what
 * depositors paid of it) and the decisions the operator may take.
 */
export function WithdrawalRow(props: {
  withdrawal: Withdrawal;
  me: string | undefined;
  mayDecide: boolean;
  onDecide: (approve: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { withdrawal: w, me, mayDecide } = props;
  const approvable = withdrawalApprovable(w);
  return (
    <tr>
      <td className="mono">{w.id}</td>
      <td>{formatDateTime(w.createdAt)}</td>
      <td>
        <Link to={`/members/${w.memberId}`} className="table__link">
          {w.memberAccount}
        </Link>
        {w.ip && <div className="muted mono">{w.ip}</div>}
      </td>
      <td>
        {w.payout.provider} <span className="mono">{w.payout.maskedNumber}</span>
        <div className="muted">{w.payout.holderName}</div>
      </td>
      <td className="num">
        {formatAmount(w.amount, locale)}
        {w.fee > 0 && (
          <div className="muted">
            {t('withdrawal_fee_net', { fee: formatAmount(w.fee, locale), net: formatAmount(w.netAmount, locale) })}
          </div>
        )}
      </td>
      <td className="num">
        {w.lastDeposit === null
          ? '—'
          : t('withdrawal_last_deposit', {
              deposit: formatAmount(w.lastDeposit, locale),
              played: formatAmount(w.turnoverSinceDeposit ?? 0, locale),
            })}
      </td>
      <td className="wrap">
        {w.flags.map((f) => (
          <span key={f.flag} className="badge badge--danger" title={t(`risk_${f.flag}_hint`)}>
            {t(`risk_${f.flag}`, { count: f.count })}
          </span>
        ))}
      </td>
      <td className="wrap">
        <span className={STATUS_BADGE[w.status]}>{t(`withdrawal_status_${w.status}`)}</span>
        <FirstApprovalNote request={approvable} />
        {w.decidedBy && w.status !== 'processing' && <div className="muted">{w.decidedBy}</div>}
        {w.reason && <div className="muted">{w.reason}</div>}
        {w.p2p && <P2pProgress p2p={w.p2p} />}
      </td>
      <td className="nowrap">
        <ApprovalActions request={approvable} me={me} mayDecide={mayDecide} onDecide={props.onDecide} />
      </td>
    </tr>
  );
}
