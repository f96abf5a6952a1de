import type { MONEY_REQUEST_STATUSES } from '@wl/contract/operator-routes/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApprovalActions, ApprovalDialog } from '../../components/approval-decision';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import type { CallOutput } from '../../lib/api-client';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useBrand, useSession } from '../../lib/use-session';
import { useMoneyDecision, useMoneyRequests } from './api/use-money-requests';

type Status = (typeof MONEY_REQUEST_STATUSES)[number];
type Request = CallOutput<'moneyRequests'>['content'][number];
const PAGE_SIZE = 20;
const ORDERS = ['newest', 'oldest', 'amount'] as const;

const STATUS_BADGE: Record<Status, string> = {
  pending: 'badge badge--warn',
  approved: 'badge badge--ok',
  executed: 'badge badge--ok',
  rejected: 'badge badge--danger',
};

/**
 * Credits and debits of the brand (maker-checker): a checker approves or rejects another operator's pending request
 * (the shared approval controls). Their own requests show no buttons; the server refuses them anyway
 * (approval_needs_other_operator).
 */
export function MoneyRequestsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const me = useSession()?.operator.account;
  const [status, setStatus] = useState<Status | 'all'>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [order, setOrder] = useState<(typeof ORDERS)[number]>('newest');
  const requests = useMoneyRequests(
    brand ? { brand, pageNo, pageSize: PAGE_SIZE, order, ...(status === 'all' ? {} : { status }) } : null,
  );
  const decision = useMoneyDecision();
  const [deciding, setDeciding] = useState<{ request: Request; approve: boolean } | null>(null);

  const start = (request: Request, approve: boolean) => {
    decision.reset();
    setDeciding({ request, approve });
  };
  const confirm = (reason: string) => {
    if (!deciding) return;
    const { request, approve } = deciding;
    decision.mutate(approve ? { requestId: request.id, approve } : { requestId: request.id, approve, reason }, {
      onSuccess: () => setDeciding(null),
    });
  };

  const data = requests.data;
  return (
    <>
      <PageHeader title={t('nav_money')} />
      <div className="tabs" role="tablist" aria-label={t('status')}>
        {(['pending', 'executed', 'rejected', 'all'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={status === name}
            className={status === name ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => {
              setStatus(name);
              setPageNo(1);
            }}
          >
            {t(`money_status_${name}`)}
          </button>
        ))}
      </div>
      <div className="toolbar">
        <label className="field field--inline">
          <span className="field__label">{t('sort_by')}</span>
          <select
            className="input"
            name="order"
            value={order}
            onChange={(e) => {
              setOrder(ORDERS.find((o) => o === e.target.value) ?? 'newest');
              setPageNo(1);
            }}
          >
            {ORDERS.map((value) => (
              <option key={value} value={value}>
                {t(`sort_${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <DeskTable
        columns={[
          { label: t('request_id') },
          { label: t('created_at') },
          { label: t('member_account') },
          { label: t('amount'), num: true },
          { label: t('reason') },
          { label: t('maker') },
          ...(status === 'all' ? [{ label: t('status') }] : []),
          ...(status !== 'pending' ? [{ label: t('checker') }] : []),
          ...(status !== 'executed' && status !== 'rejected' ? [{ label: t('actions') }] : []),
        ]}
        rows={data?.content}
        empty={t('no_requests')}
        page={data}
        onPage={setPageNo}
        loading={requests.isLoading}
        error={requests.error}
      >
        {(request) => (
          <tr key={request.id}>
            <td className="mono">{request.id}</td>
            <td>{formatDateTime(request.createdAt)}</td>
            <td>
              <Link to={`/members/${request.memberId}`} className="table__link">
                {request.memberAccount}
              </Link>
            </td>
            <td className={request.amount < 0 ? 'num num--negative' : 'num'}>{formatAmount(request.amount, locale)}</td>
            <td className="wrap">{request.reason}</td>
            <td>{request.maker}</td>
            {status === 'all' && (
              <td>
                <span className={STATUS_BADGE[request.status]}>{t(`money_status_${request.status}`)}</span>
              </td>
            )}
            {status !== 'pending' && (
              <td className="wrap">
                {request.checker}
                {request.decisionReason && <span className="muted"> · {request.decisionReason}</span>}
              </td>
            )}
            {status !== 'executed' && status !== 'rejected' && (
              <td className="nowrap">
                <ApprovalActions
                  request={{ open: request.status === 'pending', maker: request.maker, twoOperators: true }}
                  me={me}
                  mayDecide
                  onDecide={(approve) => start(request, approve)}
                />
              </td>
            )}
          </tr>
        )}
      </DeskTable>
      <ApprovalDialog
        deciding={deciding}
        title={deciding?.approve ? t('approve_title') : t('reject_title')}
        message={
          deciding
            ? t(deciding.approve ? 'approve_message' : 'reject_message', {
                amount: formatAmount(deciding.request.amount, locale),
                account: deciding.request.memberAccount,
                maker: deciding.request.maker,
              })
            : ''
        }
        pending={decision.isPending}
        error={decision.error}
        onConfirm={confirm}
        onCancel={() => setDeciding(null)}
      />
    </>
  );
}
