import { can } from '@wl/contract/operator-capabilities';
import { WITHDRAWAL_STATUSES } from '@wl/contract/routes/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalDialog, firstOfTwo } from '../../components/approval-decision';
import { type DeskColumn, DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { useAddressParams } from '../../lib/address-params';
import { formatAmount } from '../../lib/format';
import { useBrand, useSession } from '../../lib/use-session';
import { useWithdrawalDecision, useWithdrawals } from './api/use-withdrawals';
import { type Withdrawal, WithdrawalRow, withdrawalApprovable } from './withdrawal-row';
import { WithdrawalSettings } from './withdrawal-settings';

type Status = (typeof WITHDRAWAL_STATUSES)[number];
const PAGE_SIZE = 20;
const TABS = ['processing', 'approved', 'rejected', 'cancelled', 'all'] as const;

const statusOf = (value: string | null): Status | 'all' =>
  value === 'all' || (WITHDRAWAL_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as Status | 'all')
    : 'processing';

/**
 * The finance desk's withdrawal queue (issue 13): filters in the address (status, member, days, amount), sorted and
 * paged by the server; approve (pay out) or reject (the hold returns) behind a confirmation, a reason to reject.
 * Above the brand's threshold the first approval waits for a second operator; risk flags beside each order; the
 * brand's withdrawal settings above the queue. A withdrawal paid by depositors (peer to peer, spec 4) shows how far
 * they have paid; while payments are under way the server refuses a decision (409 withdrawal_p2p_in_progress), and
 * the dialog says why.
 */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const session = useSession();
  const me = session?.operator.account;
  const mayDecide = session ? can(session.operator.role, 'cashier.decide') : false;
  const { params, setParams, setParam, pageNo } = useAddressParams();
  const status = statusOf(params.get('status'));
  const minAmount = params.get('min') ?? '';
  const maxAmount = params.get('max') ?? '';
  const memberFilter = params.get('member') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sortBy = params.get('sort') === 'amount' ? 'amount' : 'createdAt';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const list = useWithdrawals(
    brand
      ? {
          brand,
          pageNo,
          pageSize: PAGE_SIZE,
          sortBy,
          order,
          ...(status === 'all' ? {} : { status }),
          ...(Number(minAmount) > 0 ? { minAmount: Number(minAmount) } : {}),
          ...(Number(maxAmount) > 0 ? { maxAmount: Number(maxAmount) } : {}),
          ...(memberFilter ? { member: memberFilter } : {}),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        }
      : null,
  );
  const decision = useWithdrawalDecision();
  const [deciding, setDeciding] = useState<{ withdrawal: Withdrawal; approve: boolean } | null>(null);

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
  const start = (withdrawal: Withdrawal, approve: boolean) => {
    decision.reset();
    setDeciding({ withdrawal, approve });
  };
  const confirm = (reason: string) => {
    if (!deciding) return;
    const { withdrawal, approve } = deciding;
    decision.mutate(approve ? { id: withdrawal.id, approve } : { id: withdrawal.id, approve, reason }, {
      onSuccess: () => setDeciding(null),
    });
  };

  const data = list.data;
  return (
    <>
      <PageHeader title={t('nav_withdrawals')} />
      {brand && <WithdrawalSettings />}
      <div className="tabs" role="tablist" aria-label={t('status')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={status === name}
            className={status === name ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => setParam('status', name === 'processing' ? '' : name)}
          >
            {t(`withdrawal_status_${name}`)}
          </button>
        ))}
      </div>
      <section className="filters" aria-label={t('withdrawal_filters')}>
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
        <label className="field">
          <span className="field__label">{t('withdrawal_min_amount')}</span>
          <input
            className="input"
            type="number"
            min={0}
            step="any"
            value={minAmount}
            onChange={(e) => setParam('min', e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('withdrawal_max_amount')}</span>
          <input
            className="input"
            type="number"
            min={0}
            step="any"
            value={maxAmount}
            onChange={(e) => setParam('max', e.target.value)}
          />
        </label>
      </section>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <DeskTable
        columns={[
          { label: t('request_id') },
          sorted('createdAt', 'created_at'),
          { label: t('member_account') },
          { label: t('withdrawal_payout') },
          sorted('amount', 'amount', true),
          { label: t('withdrawal_since_deposit'), num: true },
          { label: t('deposit_flags') },
          { label: t('status') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('no_withdrawals')}
        page={data}
        onPage={(p) => setParam('page', String(p))}
        loading={list.isLoading}
        error={list.error}
      >
        {(w) => (
          <WithdrawalRow
            key={w.id}
            withdrawal={w}
            me={me}
            mayDecide={mayDecide}
            onDecide={(approve) => start(w, approve)}
          />
        )}
      </DeskTable>
      <ApprovalDialog
        deciding={deciding}
        title={deciding?.approve ? t('withdrawal_approve_title') : t('withdrawal_reject_title')}
        message={
          deciding
            ? t(
                deciding.approve
                  ? firstOfTwo(withdrawalApprovable(deciding.withdrawal))
                    ? 'withdrawal_first_approve_message'
                    : 'withdrawal_approve_message'
                  : 'withdrawal_reject_message',
                {
                  amount: formatAmount(deciding.withdrawal.netAmount, locale),
                  account: deciding.withdrawal.memberAccount,
                },
              )
            : ''
        }
        pending={decision.isPending}
        error={decision.error}
        onConfirm={confirm}
        onCancel={() => setDeciding(null)}
      >
        {deciding?.withdrawal.p2p && deciding.withdrawal.p2p.underWay > 0 && (
          <p className="notice">{t('withdrawal_p2p_under_way_hint')}</p>
        )}
      </ApprovalDialog>
    </>
  );
}
