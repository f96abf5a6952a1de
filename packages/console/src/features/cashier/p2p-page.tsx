import { can } from '@wl/contract/operator-capabilities';
import { P2P_STATES } from '@wl/contract/routes/p2p';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeskTable } from '../../components/desk-table';
import { PageHeader } from '../../components/page-header';
import { ReasonField } from '../../components/reason-field';
import { useAddressParams } from '../../lib/address-params';
import { formatAmount } from '../../lib/format';
import { useBrand, useSession } from '../../lib/use-session';
import { useP2pPayments, useP2pProof, useP2pResolve } from './api/use-p2p';
import { type P2pPayment, P2pRow, type P2pSide } from './p2p-row';
import { ProofDialog } from './proof-dialog';

type State = (typeof P2P_STATES)[number];
const PAGE_SIZE = 20;
/** The desk opens on the disputed payments: the only ones waiting for it (p2p-rules.ts on the server). */
const DEFAULT_STATE: State = 'disputed';

const stateOf = (value: string | null): State | 'all' =>
  value === 'all' || (P2P_STATES as readonly string[]).includes(value ?? '') ? (value as State | 'all') : DEFAULT_STATE;

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
 * The finance desk's peer-to-peer payments (issue 13; spec 4 "Withdrawal confirmation"): a brand's payments by
 * state (the address keeps it; disputed first), paged by the server, both sides' proofs, and the decision of a
 * dispute with a reason: paid (the payer is credited the rest from the withdrawer's hold) or unpaid (the rest goes
 * back to the withdrawal). Reading needs cashier.read, deciding cashier.decide.
 */
export function P2pPaymentsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const session = useSession();
  const mayDecide = session ? can(session.operator.role, 'cashier.decide') : false;
  const { params, setParam, pageNo } = useAddressParams();
  const state = stateOf(params.get('state'));
  const list = useP2pPayments(
    brand ? { brand, pageNo, pageSize: PAGE_SIZE, ...(state === 'all' ? {} : { state }) } : null,
  );
  const resolve = useP2pResolve();
  const [deciding, setDeciding] = useState<{ payment: P2pPayment; result: 'paid' | 'unpaid' } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [proof, setProof] = useState<{ id: number; side: P2pSide } | null>(null);

  const start = (payment: P2pPayment, result: 'paid' | 'unpaid') => {
    resolve.reset();
    setReason('');
    setReasonMissing(false);
    setDeciding({ payment, result });
  };
  const confirm = () => {
    if (!deciding) return;
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    resolve.mutate(
      { id: deciding.payment.id, result: deciding.result, reason: reason.trim() },
      { onSuccess: () => setDeciding(null) },
    );
  };

  const data = list.data;
  const rest = deciding ? deciding.payment.amount - deciding.payment.credited : 0;
  return (
    <>
      <PageHeader title={t('nav_p2p')} />
      <p className="muted">{t('p2p_desk_hint')}</p>
      <section className="filters" aria-label={t('p2p_filters')}>
        <label className="field">
          <span className="field__label">{t('p2p_state')}</span>
          <select
            className="input"
            value={state}
            onChange={(e) => setParam('state', e.target.value === DEFAULT_STATE ? '' : e.target.value)}
          >
            {P2P_STATES.map((name) => (
              <option key={name} value={name}>
                {t(`p2p_state_${name}`)}
              </option>
            ))}
            <option value="all">{t('p2p_state_all')}</option>
          </select>
        </label>
      </section>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      {proof && <P2pProof id={proof.id} side={proof.side} onClose={() => setProof(null)} />}
      <DeskTable
        columns={[
          { label: t('request_id') },
          { label: t('p2p_times') },
          { label: t('p2p_state') },
          { label: t('amount'), num: true },
          { label: t('p2p_payer') },
          { label: t('p2p_payee') },
          { label: t('p2p_orders') },
          { label: t('actions') },
        ]}
        rows={data?.content}
        empty={t('no_p2p_payments')}
        page={data}
        onPage={(p) => setParam('page', String(p))}
        loading={list.isLoading}
        error={list.error}
      >
        {(p) => (
          <P2pRow
            key={p.id}
            payment={p}
            mayDecide={mayDecide}
            onResolve={(result) => start(p, result)}
            onProof={(side) => setProof({ id: p.id, side })}
          />
        )}
      </DeskTable>
      <ConfirmDialog
        open={deciding !== null}
        title={t(deciding?.result === 'paid' ? 'p2p_resolve_paid_title' : 'p2p_resolve_unpaid_title')}
        message={
          deciding
            ? t(
                deciding.result === 'paid'
                  ? 'p2p_resolve_paid_message'
                  : deciding.payment.credited > 0
                    ? 'p2p_resolve_unpaid_message'
                    : 'p2p_resolve_unpaid_none_message',
                {
                  id: deciding.payment.id,
                  rest: formatAmount(rest, locale),
                  credited: formatAmount(deciding.payment.credited, locale),
                  payer: deciding.payment.payer.account,
                  payee: deciding.payment.payee.account,
                },
              )
            : ''
        }
        confirmLabel={t(deciding?.result === 'paid' ? 'p2p_resolve_paid' : 'p2p_resolve_unpaid')}
        danger={deciding?.result === 'unpaid'}
        pending={resolve.isPending}
        error={resolve.error}
        onConfirm={confirm}
        onCancel={() => setDeciding(null)}
      >
        {deciding && (
          <ReasonField
            value={reason}
            missing={reasonMissing}
            onChange={(value) => {
              setReason(value);
              if (value.trim()) setReasonMissing(false);
            }}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
