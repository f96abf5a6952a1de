import type { P2P_STATES } from '@wl/contract/routes/p2p';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallOutput } from '../../lib/api-client';
import { formatAmount, formatDateTime } from '../../lib/format';

export type P2pPayment = CallOutput<'cashierP2pPayments'>['content'][number];
export type P2pSide = 'payer' | 'payee';

/** Disputed ones wait for the desk (red); the ones still moving are amber; settled green; given up grey. */
export const P2P_STATE_BADGE: Record<(typeof P2P_STATES)[number], string> = {
  awaiting_payment: 'badge badge--warn',
  paid: 'badge badge--warn',
  disputed: 'badge badge--danger',
  received: 'badge badge--ok',
  auto_received: 'badge badge--ok',
  partly_received: 'badge badge--warn',
  not_received: 'badge badge--danger',
  expired: 'badge',
  cancelled: 'badge',
};

/** The withdrawer's answer (spec 4 "Withdrawal confirmation"): received, partly (what arrived), not received, auto. */
function Answer({ payment: p }: { payment: P2pPayment }) {
  const { t, i18n } = useTranslation();
  switch (p.confirmation) {
    case 'received':
      return <>{t('p2p_answer_received')}</>;
    case 'partly':
      return <>{t('p2p_answer_partly', { amount: formatAmount(p.payeeAmount ?? 0, i18n.language) })}</>;
    case 'not_received':
      return <>{t('p2p_answer_not_received')}</>;
    case 'auto':
      return <>{t('p2p_answer_auto')}</>;
    default:
      return <span className="muted">{p.state === 'paid' ? t('p2p_answer_waiting') : '—'}</span>;
  }
}

/**
 * One peer-to-peer payment (issue 13): a depositor (payer) pays part of a member's withdrawal (payee) outside the
 * site. Its times, state and the desk's decision, amount and what the payer was credited, both sides (the payer's
 * reference and proof, the payee's answer, note and proof), the orders it belongs to, and the decision of a dispute.
 */
export function P2pRow(props: {
  payment: P2pPayment;
  mayDecide: boolean;
  onResolve: (result: 'paid' | 'unpaid') => void;
  onProof: (side: P2pSide) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { payment: p, mayDecide } = props;
  const times: [string, string | null][] = [
    ['p2p_time_created', p.createdAt],
    ['p2p_time_pay_by', p.state === 'awaiting_payment' ? p.payBy : null],
    ['p2p_time_paid', p.paidAt],
    ['p2p_time_answered', p.confirmedAt],
    ['p2p_time_resolved', p.resolvedAt],
  ];
  return (
    <tr>
      <td className="mono">{p.id}</td>
      <td>
        {times
          .filter(([, at]) => at !== null)
          .map(([key, at]) => (
            <div key={key}>
              <span className="muted">{t(key)}</span> <span className="nowrap">{formatDateTime(at)}</span>
            </div>
          ))}
      </td>
      <td className="wrap">
        <span className={P2P_STATE_BADGE[p.state]}>{t(`p2p_state_${p.state}`)}</span>
        {p.resolution && (
          <div className="muted">
            {t(p.resolution === 'paid' ? 'p2p_resolved_paid' : 'p2p_resolved_unpaid', { by: p.resolvedBy ?? '' })}
          </div>
        )}
        {p.resolutionReason && <div className="muted">{p.resolutionReason}</div>}
      </td>
      <td className="num">
        {formatAmount(p.amount, locale)}
        <div className="muted">{t('p2p_credited', { amount: formatAmount(p.credited, locale) })}</div>
      </td>
      <td className="wrap">
        <Link to={`/members/${p.payer.memberId}`} className="table__link">
          {p.payer.account}
        </Link>
        {p.payerReference && <div className="mono">{p.payerReference}</div>}
        {p.payerProof && (
          <button type="button" className="button button--small" onClick={() => props.onProof('payer')}>
            {t('p2p_payer_proof')}
          </button>
        )}
      </td>
      <td className="wrap">
        <Link to={`/members/${p.payee.memberId}`} className="table__link">
          {p.payee.account}
        </Link>
        <div>
          <Answer payment={p} />
        </div>
        {p.payeeNote && <div className="muted">“{p.payeeNote}”</div>}
        {p.payeeProof && (
          <button type="button" className="button button--small" onClick={() => props.onProof('payee')}>
            {t('p2p_payee_proof')}
          </button>
        )}
      </td>
      <td className="nowrap">
        <div>{t('p2p_withdrawal_id', { id: p.withdrawalId })}</div>
        <div className="muted">{t('p2p_deposit_id', { id: p.depositOrderId })}</div>
      </td>
      <td className="nowrap">
        {mayDecide && p.state === 'disputed' && (
          <>
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => props.onResolve('paid')}
            >
              {t('p2p_resolve_paid')}
            </button>{' '}
            <button
              type="button"
              className="button button--small button--danger-outline"
              onClick={() => props.onResolve('unpaid')}
            >
              {t('p2p_resolve_unpaid')}
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
