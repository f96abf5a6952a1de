import { can } from '@wl/contract/operator-capabilities';
import { DEPOSIT_STATUSES } from '@wl/contract/routes/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalDialog, firstOfTwo } from '../../components/approval-decision';
import { type DeskColumn, DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { useAddressParams } from '../../lib/address-params';
import { formatAmount } from '../../lib/format';
import { useBrand, useSession } from '../../lib/use-session';
import { useDepositDecision, useDepositProof, useDeposits } from './api/use-cashier';
import { type Deposit, DepositRow, depositApprovable } from './deposit-row';
import { ProofDialog } from './proof-dialog';

type Status = (typeof DEPOSIT_STATUSES)[number];
const PAGE_SIZE = 20;
const TABS = ['pending', 'approved', 'rejected', 'all'] as const;

function DepositProof({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const proof = useDepositProof(id);
  return <ProofDialog title={`${t('deposit_proof')} #${id}`} proof={proof} onClose={onClose} />;
}

const statusOf = (value: string | null): Status | 'all' =>
  value === 'all' || (DEPOSIT_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as Status | 'all')
    : 'pending';

/**
 * The finance desk's deposit queue (issue 13): filters in the address (status, channel, member, days), sorted and
 * paged by the server; approve or reject behind a confirmation (a reason to reject). Above the brand's threshold
 * the first approval waits for a second operator, shown beside the order; risk flags beside each order.
 */
export function DepositsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const session = useSession();
  const me = session?.operator.account;
  const mayDecide = session ? can(session.operator.role, 'cashier.decide') : false;
  const { params, setParams, setParam, pageNo } = useAddressParams();
  const status = statusOf(params.get('status'));
  const channel = params.get('channel') ?? '';
  const memberFilter = params.get('member') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sortBy = params.get('sort') === 'amount' ? 'amount' : 'createdAt';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const list = useDeposits(
    brand
      ? {
          brand,
          pageNo,
          pageSize: PAGE_SIZE,
          sortBy,
          order,
          ...(status === 'all' ? {} : { status }),
          ...(channel ? { channel } : {}),
          ...(memberFilter ? { member: memberFilter } : {}),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        }
      : null,
  );
  const decision = useDepositDecision();
  const [deciding, setDeciding] = useState<{ deposit: Deposit; approve: boolean } | null>(null);
  const [proof, setProof] = useState<number | null>(null);

  const sortLink = (column: 'createdAt' | 'amount') => {
    const next = new URLSearchParams(params);
    next.set('sort', column);
    next.set('order', sortBy === column && order === 'desc' ? 'asc' : 'desc');
    next.delete('page');
    setParams(next);
  };
  const arrow = (column: 'createdAt' | 'amount') => (sortBy === column ? (order === 'asc' ? ' ↑' : ' ↓') : '');
  // A sortable column's header: a button that sorts by it (again: the other way), its order told to screen readers.
  const sorted = (column: 'createdAt' | 'amount', label: string, num = false): DeskColumn => ({
    key: column,
    num,
    sort: sortBy === column ? (order === 'asc' ? 'ascending' : 'descending') : 'none',
    label: (
      <button type="button" className="table__sort" onClick={() => sortLink(column)}>
        {t(label)}
        {arrow(column)}
      </button>
    ),
  });
  const start = (deposit: Deposit, approve: boolean) => {
    decision.reset();
    setDeciding({ deposit, approve });
  };
  const confirm = (reason: string) => {
    if (!deciding) return;
    const { deposit, approve } = deciding;
    decision.mutate(approve ? { id: deposit.id, approve } : { id: deposit.id, approve, reason }, {
      onSuccess: () => setDeciding(null),
    });
  };

  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_deposits')} />
      <div className="tabs" role="tablist" aria-label={t('status')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={status === name}
            className={status === name ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => setParam('status', name === 'pending' ? '' : name)}
          >
            {t(`deposit_status_${name}`)}
          </button>
        ))}
      </div>
      <section className="filters" aria-label={t('deposit_filters')}>
        <label className="field">
          <span className="field__label">{t('deposit_channel')}</span>
          <input
            className="input"
            value={channel}
            maxLength={40}
            onChange={(e) => setParam('channel', e.target.value.trim())}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('member_account')}</span>
          <input
            className="input"
            value={memberFilter}
            maxLength={50}
            onChange={(e) => setParam('member', e.target.value.trim())}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('from_day')}</span>
          <input className="input" type="date" value={from} onChange={(e) => setParam('from', e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('to_day')}</span>
          <input className="input" type="date" value={to} onChange={(e) => setParam('to', e.target.value)} />
        </label>
      </section>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      {proof !== null && <DepositProof id={proof} onClose={() => setProof(null)} />}
      <DeskTable
        columns={[
          { label: t('request_id') },
          sorted('createdAt', 'created_at'),
          { label: t('member_account') },
          { label: t('deposit_channel') },
          sorted('amount', 'amount', true),
          { label: t('deposit_reference') },
          { label: t('deposit_flags') },
          { label: t('status') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('no_deposits')}
        page={data}
        onPage={(p) => setParam('page', String(p))}
        loading={list.isLoading}
        error={list.error}
      >
        {(d) => (
          <DepositRow
            key={d.id}
            deposit={d}
            me={me}
            mayDecide={mayDecide}
            onDecide={(approve) => start(d, approve)}
            onProof={() => setProof(d.id)}
          />
        )}
      </DeskTable>
      <ApprovalDialog
        deciding={deciding}
        title={deciding?.approve ? t('deposit_approve_title') : t('deposit_reject_title')}
        message={
          deciding
            ? t(
                deciding.approve
                  ? firstOfTwo(depositApprovable(deciding.deposit))
                    ? 'deposit_first_approve_message'
                    : 'deposit_approve_message'
                  : 'deposit_reject_message',
                {
                  amount: formatAmount(deciding.deposit.credited, locale),
                  account: deciding.deposit.memberAccount,
                },
              )
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
