import { sql } from 'drizzle-orm';
import { memberNet, type Reconciler } from './reconciler.js';

/**
 * The cashier (design.md "Cashier"):
 *   deposit        an approved deposit order (deposit_orders.transfer_id), crediting the member what it says; a P2P
 *                  deposit order has no transfer (its payment has)
 *   withdrawal_*   a withdrawal order: its hold (hold_transfer_id) and, once closed, exactly one payout (approved)
 *                  or release (rejected, cancelled) (close_transfer_id) of what depositors did not pay (none when
 *                  they paid it all)
 *   p2p_payment    a peer-to-peer payment (p2p_payments.credit_transfer_id, rest_transfer_id): the withdrawer's hold
 *                  to the payer's wallet; a payment's transfers add up to what it credited, and a withdrawal's
 *                  payments to what it says depositors paid
 */
export const cashierReconciler: Reconciler = {
  domain: 'cashier',
  explains: [
    { kinds: ['deposit'], when: sql`exists (select 1 from deposit_orders o where o.transfer_id = t.id)` },
    {
      kinds: ['withdrawal_hold'],
      when: sql`exists (select 1 from withdrawal_orders o where o.hold_transfer_id = t.id)`,
    },
    {
      kinds: ['withdrawal_release', 'withdrawal_payout'],
      when: sql`exists (select 1 from withdrawal_orders o where o.close_transfer_id = t.id)`,
    },
    {
      kinds: ['p2p_payment'],
      when: sql`exists (select 1 from p2p_payments p where p.credit_transfer_id = t.id or p.rest_transfer_id = t.id)`,
    },
  ],
  claims: [
    sql`select transfer_id as id from deposit_orders`,
    sql`select hold_transfer_id as id from withdrawal_orders`,
    sql`select close_transfer_id as id from withdrawal_orders`,
    sql`select credit_transfer_id as id from p2p_payments`,
    sql`select rest_transfer_id as id from p2p_payments`,
  ],
  betSources: [],
  checks: [
    {
      section: 'missing',
      key: 'depositTransfers',
      /** Approved deposit orders (ids) with no deposit transfer. */
      query: sql`
    select o.id from deposit_orders o left join ledger_transfers t on t.id = o.transfer_id
    where o.status = 'approved' and t.id is null
      and not exists (select 1 from p2p_payments p where p.deposit_order_id = o.id)`,
    },
    {
      section: 'missing',
      key: 'withdrawalTransfers',
      /** Withdrawal orders (ids) with no hold transfer, or closed with no payout or release. */
      query: sql`
    select o.id from withdrawal_orders o
    left join ledger_transfers h on h.id = o.hold_transfer_id
    left join ledger_transfers c on c.id = o.close_transfer_id
    where h.id is null or (o.status <> 'processing' and c.id is null and o.amount > o.p2p_paid)`,
    },
    {
      section: 'missing',
      key: 'p2pTransfers',
      /** Peer-to-peer payments (ids) that credited the payer with no transfer. */
      query: sql`
    select p.id from p2p_payments p
    where p.credited > 0 and p.credit_transfer_id is null`,
    },
    {
      section: 'mismatched',
      key: 'depositOrders',
      /** Deposit orders whose transfer is of another kind or credited another amount, or that have one unapproved. */
      query: sql`
    select o.id from deposit_orders o join ledger_transfers t on t.id = o.transfer_id
    where o.status <> 'approved' or t.kind <> 'deposit' or t.brand_id <> o.brand_id
      or t.idempotency_key <> 'deposit:' || o.id
      or ${memberNet(sql`t.id`, sql`o.member_id`)} <> o.credited`,
    },
    {
      section: 'mismatched',
      key: 'withdrawalOrders',
      /** Withdrawal orders whose hold or closing transfer is of another kind, key or amount. */
      query: sql`
    select o.id from withdrawal_orders o join ledger_transfers h on h.id = o.hold_transfer_id
    where h.kind <> 'withdrawal_hold' or h.brand_id <> o.brand_id or h.idempotency_key <> 'withdrawal:' || o.id || ':hold'
      or ${memberNet(sql`h.id`, sql`o.member_id`)} <> 0
    union
    select o.id from withdrawal_orders o join ledger_transfers c on c.id = o.close_transfer_id
    where o.status = 'processing' or c.brand_id <> o.brand_id or c.idempotency_key <> 'withdrawal:' || o.id || ':close'
      or c.kind <> (case o.status when 'approved' then 'withdrawal_payout' else 'withdrawal_release' end)
      or ${memberNet(sql`c.id`, sql`o.member_id`)} <> (case o.status when 'approved' then o.p2p_paid - o.amount else 0 end)
    union
    select o.id from withdrawal_orders o
    where o.p2p_paid <> (select coalesce(sum(p.credited), 0) from p2p_payments p where p.withdrawal_id = o.id)`,
    },
    {
      section: 'mismatched',
      key: 'p2pPayments',
      /** Peer-to-peer payments whose transfers moved another amount, kind or key than they credited. */
      query: sql`
    select p.id from p2p_payments p
    left join ledger_transfers c on c.id = p.credit_transfer_id
    left join ledger_transfers r on r.id = p.rest_transfer_id
    where (c.id is not null and (c.kind <> 'p2p_payment' or c.brand_id <> p.brand_id
        or c.idempotency_key <> 'p2p:' || p.id || ':credit'))
      or (r.id is not null and (r.kind <> 'p2p_payment' or r.brand_id <> p.brand_id
        or r.idempotency_key <> 'p2p:' || p.id || ':rest'))
      or (r.id is not null and c.id is null)
      or coalesce(${memberNet(sql`c.id`, sql`p.payer_id`)}, 0) + coalesce(${memberNet(sql`r.id`, sql`p.payer_id`)}, 0)
        <> p.credited`,
    },
  ],
};
