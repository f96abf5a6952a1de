import { can } from '@wl/contract/operator-capabilities';
import { P2P_STATES } from '@wl/contract/routes/p2p';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalDialog } from '../../components/approval-decision';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { useRowDecision } from '../../components/queue-decision';
import { sortColumn } from '../../components/sort-column';
import { StatusTabs } from '../../components/status-tabs';
import { useQueueAddress } from '../../lib/address-params';
import { formatAmount } from '../../lib/format';
import { useBrand, useSession } from '../../lib/use-session';
import { useP2pPayments, useP2pProof, useP2pResolve } from './api/use-p2p';
import { type P2pPayment, P2pRow, type P2pSide } from './p2p-row';
import { ProofDialog } from './proof-dialog';

const PAGE_SIZE = 20;
const TABS = [...P2P_STATES, 'all'] as const;
/** The desk opens on the disputed payments: the only ones waiting for it (p2p-rules.ts on the server). */
const DEFAULT_STATE = 'disputed';
const SORTS = ['createdAt', 'amount'] as const;

function P2pProof({ id, side, onClose }: { id: number; side: P2pSide; onClose: () => void }) {
  const { t } = useTranslation();
  const proof = useP2pProof(id, side);
  return (
    <ProofDialog
      title={t(side === 'payer' ? 'p2p_payer_proof_title' : 'p2p_payee_proof_title', { id })}
      proof={proof}
      onClose={onClose}
    />
  );
}

/**
 * The finance desk's peer-to-peer payments (issue 13; spec 4 "Withdrawal confirmation"): a brand's payments by state
 * (a tab kept in the address; disputed first) and sorted by time or amount on the server, paged, both sides' proofs,
 * and the decision of a dispute with a reason: paid (the payer is credited the rest from the withdrawer's hold) or
 * unpaid (the rest goes back to the withdrawal). Reading needs cashier.read, deciding cashier.decide.
 */
export function P2pPaymentsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const session = useSession();
  const mayDecide = session ? can(session.operator.role, 'cashier.decide') : false;
  const queue = useQueueAddress({
    tabKey: 'state',
    tabs: TABS,
    defaultTab: DEFAULT_STATE,
    sorts: SORTS,
    defaultSort: { by: 'createdAt', order: 'desc' },
  });
  const state = queue.tab;
  const list = useP2pPayments(
    brand
      ? {
          brand,
          pageNo: queue.pageNo,
          pageSize: PAGE_SIZE,
          sortBy: queue.sort.by,
          order: queue.sort.order,
          ...(state === 'all' ? {} : { state }),
        }
      : null,
  );
  const decision = useRowDecision(
    useP2pResolve(),
    (payment: P2pPayment, result: 'paid' | 'unpaid', reason: string) => ({ id: payment.id, result, reason }),
  );
  const deciding = decision.deciding;
  const [proof, setProof] = useState<{ id: number; side: P2pSide } | null>(null);

  const data = list.data;
  const rest = deciding ? deciding.row.amount - deciding.row.credited : 0;
  return (
    <>
      <PageHeader title={t('nav_p2p')} />
      <p className="muted">{t('p2p_desk_hint')}</p>
      <StatusTabs
        tabs={TABS}
        current={state}
        onChange={queue.setTab}
        label={(name) => t(`p2p_state_${name}`)}
        counts={{ [state]: data?.total }}
      />
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      {proof && <P2pProof id={proof.id} side={proof.side} onClose={() => setProof(null)} />}
      <DeskTable
        columns={[
          { label: t('request_id') },
          sortColumn(queue, 'createdAt', t('p2p_times')),
          { label: t('p2p_state') },
          sortColumn(queue, 'amount', t('amount'), true),
          { label: t('p2p_payer') },
          { label: t('p2p_payee') },
          { label: t('p2p_orders') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('no_p2p_payments')}
        page={data}
        onPage={queue.setPage}
        loading={list.isLoading}
        error={list.error}
      >
        {(p) => (
          <P2pRow
            key={p.id}
            payment={p}
            mayDecide={mayDecide}
            onResolve={(result) => decision.start(p, result)}
            onProof={(side) => setProof({ id: p.id, side })}
          />
        )}
      </DeskTable>
      <ApprovalDialog
        reasonRoute="cashierP2pResolve"
        deciding={deciding && { approve: deciding.choice === 'paid' }}
        needsReason
        title={t(deciding?.choice === 'paid' ? 'p2p_resolve_paid_title' : 'p2p_resolve_unpaid_title')}
        message={
          deciding
            ? t(
                deciding.choice === 'paid'
                  ? 'p2p_resolve_paid_message'
                  : deciding.row.credited > 0
                    ? 'p2p_resolve_unpaid_message'
                    : 'p2p_resolve_unpaid_none_message',
                {
                  id: deciding.row.id,
                  rest: formatAmount(rest, locale),
                  credited: formatAmount(deciding.row.credited, locale),
                  payer: deciding.row.payer.account,
                  payee: deciding.row.payee.account,
                },
              )
            : ''
        }
        confirmLabel={t(deciding?.choice === 'paid' ? 'p2p_resolve_paid' : 'p2p_resolve_unpaid')}
        pending={decision.pending}
        error={decision.error}
        onConfirm={decision.confirm}
        onCancel={decision.cancel}
      />
    </>
  );
}
