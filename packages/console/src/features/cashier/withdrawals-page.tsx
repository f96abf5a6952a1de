import { can } from '@wl/contract/operator-capabilities';
import type { WITHDRAWAL_STATUSES } from '@wl/contract/routes/cashier';
import { useTranslation } from 'react-i18next';
import { ApprovalDialog, firstOfTwo } from '../../components/approval-decision';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { useRowDecision } from '../../components/queue-decision';
import { filterQuery, type QueueFilter, QueueFilters } from '../../components/queue-filters';
import { sortColumn } from '../../components/sort-column';
import { StatusTabs } from '../../components/status-tabs';
import { useQueueAddress } from '../../lib/address-params';
import { formatAmount } from '../../lib/format';
import { useBrand, useSession } from '../../lib/use-session';
import { useWithdrawalDecision, useWithdrawals } from './api/use-withdrawals';
import { type Withdrawal, WithdrawalRow, withdrawalApprovable } from './withdrawal-row';
import { WithdrawalSettings } from './withdrawal-settings';

const PAGE_SIZE = 20;
/** The queue opens on the withdrawals waiting for the desk. */
const TABS = ['processing', 'approved', 'rejected', 'cancelled', 'all'] as const satisfies readonly (
  | (typeof WITHDRAWAL_STATUSES)[number]
  | 'all'
)[];
const SORTS = ['createdAt', 'amount'] as const;
const FILTERS = [
  { key: 'member', label: 'member_account', type: 'text', maxLength: 50 },
  { key: 'from', label: 'from_day', type: 'date' },
  { key: 'to', label: 'to_day', type: 'date' },
  { key: 'min', label: 'withdrawal_min_amount', type: 'amount', param: 'minAmount' },
  { key: 'max', label: 'withdrawal_max_amount', type: 'amount', param: 'maxAmount' },
] as const satisfies readonly QueueFilter[];

/**
 * The finance desk's withdrawal queue (issue 13): status tab, filters (member, days, amount) and sort in the address,
 * sorted and paged by the server; approve (pay out) or reject (the hold returns) behind a confirmation, a reason to
 * reject. Above the brand's threshold the first approval waits for a second operator; risk flags beside each order;
 * the brand's withdrawal settings above the queue. A withdrawal paid by depositors (peer to peer, spec 4) shows how
 * far they have paid; while payments are under way the server refuses a decision (409 withdrawal_p2p_in_progress),
 * and the dialog says why.
 */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const session = useSession();
  const me = session?.operator.account;
  const mayDecide = session ? can(session.operator.role, 'cashier.decide') : false;
  const queue = useQueueAddress({ tabs: TABS, sorts: SORTS, defaultSort: { by: 'createdAt', order: 'desc' } });
  const { tab: status, filter } = queue;
  const list = useWithdrawals(
    brand
      ? {
          brand,
          pageNo: queue.pageNo,
          pageSize: PAGE_SIZE,
          sortBy: queue.sort.by,
          order: queue.sort.order,
          ...(status === 'all' ? {} : { status }),
          ...filterQuery(FILTERS, filter),
        }
      : null,
  );
  const decision = useRowDecision(
    useWithdrawalDecision(),
    (withdrawal: Withdrawal, approve: boolean, reason: string) =>
      approve ? { id: withdrawal.id, approve } : { id: withdrawal.id, approve, reason },
  );
  const deciding = decision.deciding;

  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_withdrawals')} />
      {brand && <WithdrawalSettings />}
      <StatusTabs
        tabs={TABS}
        current={status}
        onChange={queue.setTab}
        label={(name) => t(`withdrawal_status_${name}`)}
        counts={{ [status]: data?.total }}
      />
      <QueueFilters
        label={t('withdrawal_filters')}
        filters={FILTERS.map((f) => ({ ...f, label: t(f.label) }))}
        value={filter}
        onChange={queue.setFilter}
      />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <DeskTable
        columns={[
          { label: t('request_id') },
          sortColumn(queue, 'createdAt', t('created_at')),
          { label: t('member_account') },
          { label: t('withdrawal_payout') },
          sortColumn(queue, 'amount', t('amount'), true),
          { label: t('withdrawal_since_deposit'), num: true },
          { label: t('deposit_flags') },
          { label: t('status') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('no_withdrawals')}
        page={data}
        onPage={queue.setPage}
        loading={list.isLoading}
        error={list.error}
      >
        {(w) => (
          <WithdrawalRow
            key={w.id}
            withdrawal={w}
            me={me}
            mayDecide={mayDecide}
            onDecide={(approve) => decision.start(w, approve)}
          />
        )}
      </DeskTable>
      <ApprovalDialog
        reasonRoute="cashierWithdrawalReject"
        deciding={deciding && { approve: deciding.choice }}
        title={deciding?.choice ? t('withdrawal_approve_title') : t('withdrawal_reject_title')}
        message={
          deciding
            ? t(
                deciding.choice
                  ? firstOfTwo(withdrawalApprovable(deciding.row))
                    ? 'withdrawal_first_approve_message'
                    : 'withdrawal_approve_message'
                  : 'withdrawal_reject_message',
                { amount: formatAmount(deciding.row.netAmount, locale), account: deciding.row.memberAccount },
              )
            : ''
        }
        pending={decision.pending}
        error={decision.error}
        onConfirm={decision.confirm}
        onCancel={decision.cancel}
      >
        {deciding?.row.p2p && deciding.row.p2p.underWay > 0 && (
          <p className="notice">{t('withdrawal_p2p_under_way_hint')}</p>
        )}
      </ApprovalDialog>
    </>
  );
}
