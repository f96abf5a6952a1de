import type { MONEY_REQUEST_STATUSES } from '@wl/contract/operator-routes/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApprovalActions, ApprovalDialog } from '../../components/approval-decision';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { useRowDecision } from '../../components/queue-decision';
import { sortColumn } from '../../components/sort-column';
import { StatusTabs } from '../../components/status-tabs';
import { useQueueAddress } from '../../lib/address-params';
import type { CallOutput } from '../../lib/api-client';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useBrand, useSession } from '../../lib/use-session';
import { useMoneyDecision, useMoneyRequests } from './api/use-money-requests';

type Status = (typeof MONEY_REQUEST_STATUSES)[number];
type Request = CallOutput<'moneyRequests'>['content'][number];
const PAGE_SIZE = 20;
/** The queue opens on the requests waiting for a checker. */
const TABS = ['pending', 'executed', 'rejected', 'all'] as const satisfies readonly (Status | 'all')[];
const SORTS = ['createdAt', 'amount'] as const;

const STATUS_BADGE: Record<Status, string> = {
  pending: 'badge badge--warn',
  approved: 'badge badge--ok',
  executed: 'badge badge--ok',
  rejected: 'badge badge--danger',
};

/**
 * Credits and debits of the brand (maker-checker): status tab and sort in the address, sorted (by time, or by the
 * size of the amount) and paged by the server; a checker approves or rejects another operator's pending request
 * (the shared approval controls). Their own requests show no buttons; the server refuses them anyway
 * (approval_needs_other_operator).
 */
export function MoneyRequestsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const me = useSession()?.operator.account;
  const queue = useQueueAddress({ tabs: TABS, sorts: SORTS, defaultSort: { by: 'createdAt', order: 'desc' } });
  const status = queue.tab;
  const requests = useMoneyRequests(
    brand
      ? {
          brand,
          pageNo: queue.pageNo,
          pageSize: PAGE_SIZE,
          sortBy: queue.sort.by,
          order: queue.sort.order,
          ...(status === 'all' ? {} : { status }),
        }
      : null,
  );
  const decision = useRowDecision(useMoneyDecision(), (request: Request, approve: boolean, reason: string) =>
    approve ? { requestId: request.id, approve } : { requestId: request.id, approve, reason },
  );
  const deciding = decision.deciding;

  const data = requests.data;
  return (
    <>
      <PageHeader title={t('nav_money')} />
      <StatusTabs
        tabs={TABS}
        current={status}
        onChange={queue.setTab}
        label={(name) => t(`money_status_${name}`)}
        counts={{ [status]: data?.total }}
      />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <DeskTable
        columns={[
          { label: t('request_id') },
          sortColumn(queue, 'createdAt', t('created_at')),
          { label: t('member_account') },
          sortColumn(queue, 'amount', t('amount'), true),
          { label: t('reason') },
          { label: t('maker') },
          ...(status === 'all' ? [{ label: t('status') }] : []),
          ...(status !== 'pending' ? [{ label: t('checker') }] : []),
          ...(status !== 'executed' && status !== 'rejected' ? [{ label: t('actions') }] : []),
        ]}
        rows={data?.content}
        empty={t('no_requests')}
        page={data}
        onPage={queue.setPage}
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
                  onDecide={(approve) => decision.start(request, approve)}
                />
              </td>
            )}
          </tr>
        )}
      </DeskTable>
      <ApprovalDialog
        reasonRoute="moneyReject"
        deciding={deciding && { approve: deciding.choice }}
        title={deciding?.choice ? t('approve_title') : t('reject_title')}
        message={
          deciding
            ? t(deciding.choice ? 'approve_message' : 'reject_message', {
                amount: formatAmount(deciding.row.amount, locale),
                account: deciding.row.memberAccount,
                maker: deciding.row.maker,
              })
            : ''
        }
        pending={decision.pending}
        error={decision.error}
        onConfirm={decision.confirm}
        onCancel={decision.cancel}
      />
    </>
  );
}
