import { can } from '@wl/contract/operator-capabilities';
import type { DEPOSIT_STATUSES } from '@wl/contract/routes/cashier';
import { useState } from 'react';
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
import { useDepositDecision, useDepositProof, useDeposits } from './api/use-cashier';
import { type Deposit, DepositRow, depositApprovable } from './deposit-row';
import { ProofDialog } from './proof-dialog';

const PAGE_SIZE = 20;
/** The queue opens on the orders waiting for the desk. */
const TABS = ['pending', 'approved', 'rejected', 'all'] as const satisfies readonly (
  | (typeof DEPOSIT_STATUSES)[number]
  | 'all'
)[];
const SORTS = ['createdAt', 'amount'] as const;
const FILTERS = [
  { key: 'channel', label: 'deposit_channel', type: 'text', maxLength: 40 },
  { key: 'member', label: 'member_account', type: 'text', maxLength: 50 },
  { key: 'from', label: 'from_day', type: 'date' },
  { key: 'to', label: 'to_day', type: 'date' },
] as const satisfies readonly QueueFilter[];

function DepositProof({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const proof = useDepositProof(id);
  return <ProofDialog title={`${t('deposit_proof')} #${id}`} proof={proof} onClose={onClose} />;
}

/**
 * The finance desk's deposit queue (issue 13): status tab, filters (channel, member, days) and sort in the address,
 * sorted and paged by the server; approve or reject behind a confirmation (a reason to reject). Above the brand's
 * threshold the first approval waits for a second operator, shown beside the order; risk flags beside each order.
 */
export function DepositsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const session = useSession();
  const me = session?.operator.account;
  const mayDecide = session ? can(session.operator.role, 'cashier.decide') : false;
  const queue = useQueueAddress({ tabs: TABS, sorts: SORTS, defaultSort: { by: 'createdAt', order: 'desc' } });
  const { tab: status, filter } = queue;
  const list = useDeposits(
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
  const decision = useRowDecision(useDepositDecision(), (deposit: Deposit, approve: boolean, reason: string) =>
    approve ? { id: deposit.id, approve } : { id: deposit.id, approve, reason },
  );
  const deciding = decision.deciding;
  const [proof, setProof] = useState<number | null>(null);

  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_deposits')} />
      <StatusTabs
        tabs={TABS}
        current={status}
        onChange={queue.setTab}
        label={(name) => t(`deposit_status_${name}`)}
        counts={{ [status]: data?.total }}
      />
      <QueueFilters
        label={t('deposit_filters')}
        filters={FILTERS.map((f) => ({ ...f, label: t(f.label) }))}
        value={filter}
        onChange={queue.setFilter}
      />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      {proof !== null && <DepositProof id={proof} onClose={() => setProof(null)} />}
      <DeskTable
        columns={[
          { label: t('request_id') },
          sortColumn(queue, 'createdAt', t('created_at')),
          { label: t('member_account') },
          { label: t('deposit_channel') },
          sortColumn(queue, 'amount', t('amount'), true),
          { label: t('deposit_reference') },
          { label: t('deposit_flags') },
          { label: t('status') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('no_deposits')}
        page={data}
        onPage={queue.setPage}
        loading={list.isLoading}
        error={list.error}
      >
        {(d) => (
          <DepositRow
            key={d.id}
            deposit={d}
            me={me}
            mayDecide={mayDecide}
            onDecide={(approve) => decision.start(d, approve)}
            onProof={() => setProof(d.id)}
          />
        )}
      </DeskTable>
      <ApprovalDialog
        reasonRoute="cashierDepositReject"
        deciding={deciding && { approve: deciding.choice }}
        title={deciding?.choice ? t('deposit_approve_title') : t('deposit_reject_title')}
        message={
          deciding
            ? t(
                deciding.choice
                  ? firstOfTwo(depositApprovable(deciding.row))
                    ? 'deposit_first_approve_message'
                    : 'deposit_approve_message'
                  : 'deposit_reject_message',
                { amount: formatAmount(deciding.row.credited, locale), account: deciding.row.memberAccount },
              )
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
