import type { DEPOSIT_STATUSES } from '@wl/contract/routes/cashier';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Approvable, ApprovalActions, FirstApprovalNote } from '../../components/approval-decision';
import type { CallOutput } from '../../lib/api-client';
import { formatAmount, formatDateTime } from '../../lib/format';

type Status = (typeof DEPOSIT_STATUSES)[number];
export type Deposit = CallOutput<'cashierDeposits'>['content'][number];

const STATUS_BADGE: Record<Status, string> = {
  pending: 'badge badge--warn',
  approved: 'badge badge--ok',
  rejected: 'badge badge--danger',
  cancelled: 'badge',
  expired: 'badge',
};

/** A deposit as the maker-checker's controls see it. */
export const depositApprovable = (d: Deposit): Approvable => ({
  open: d.status === 'pending',
  maker: d.firstApprovedBy,
  twoOperators: d.needsSecondApproval,
});

/**
 * One deposit of the queue: member and IP, channel and the account shown, amount (and fee), reference and proof,
 * risk flags, status (a first approval waiting for a second operator), and the decisions the operator may take.
 */
export function DepositRow(props: {
  deposit: Deposit;
  me: string | undefined;
  mayDecide: boolean;
  onDecide: (approve: boolean) => void;
  onProof: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { deposit: d, me, mayDecide } = props;
  const approvable = depositApprovable(d);
  return (
    <tr>
      <td className="mono">{d.id}</td>
      <td>{formatDateTime(d.createdAt)}</td>
      <td>
        <Link to={`/members/${d.memberId}`} className="table__link">
          {d.memberAccount}
        </Link>
        {d.ip && <div className="muted mono">{d.ip}</div>}
      </td>
      <td>
        {d.channel}
        {d.account && <div className="muted">{d.account}</div>}
      </td>
      <td className="num">
        {formatAmount(d.amount, locale)}
        {d.fee > 0 && (
          <div className="muted">
            {t('deposit_fee_credited', {
              fee: formatAmount(d.fee, locale),
              credited: formatAmount(d.credited, locale),
            })}
          </div>
        )}
      </td>
      <td className="wrap">
        {d.reference ?? d.gatewayRef ?? ''}
        {d.hasProof && (
          <>
            {' '}
            <button type="button" className="button button--small" onClick={() => props.onProof()}>
              {t('deposit_proof')}
            </button>
          </>
        )}
      </td>
      <td className="wrap">
        {d.flags.map((f) => (
          <span key={f.flag} className="badge badge--danger" title={t(`risk_${f.flag}_hint`)}>
            {t(`risk_${f.flag}`, { count: f.count })}
          </span>
        ))}
      </td>
      <td className="wrap">
        <span className={STATUS_BADGE[d.status]}>{t(`deposit_status_${d.status}`)}</span>
        <FirstApprovalNote request={approvable} />
        {d.decidedBy && d.status !== 'pending' && <div className="muted">{d.decidedBy}</div>}
        {d.reason && <div className="muted">{d.reason}</div>}
      </td>
      <td className="nowrap">
        <ApprovalActions request={approvable} me={me} mayDecide={mayDecide} onDecide={props.onDecide} />
      </td>
    </tr>
  );
}
