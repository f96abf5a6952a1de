import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * `ledger check`, second half (design.md "Money"): business records against transfers, both ways. Every real
 * in-house round and every vendor transaction that moved money has exactly its transfer, with the amount it
 * says; every real wager of a non-trial member has its bet, and every bet its source record; the hourly rollups
 * add up to the bets; and every transfer has the record that explains it, except an operator's adjustment.
 *
 * Records per transfer kind:
 *   game           an in-house round (game_rounds.transfer_id) or a vendor debit or credit (vendor_transactions)
 *   game_rollback  a vendor rollback (vendor_transactions)
 *   wallet_*       the member's own wallets: every entry on accounts of one member
 *   play_money     the free-play member it was given to (key `freeplay:<member id>`, registered by FREEPLAY)
 *   adjustment     none: the operator's reason is the record
 *   deposit        an approved deposit order (deposit_orders.transfer_id), crediting the member what it says
 *   transfer_upline, transfer_downline
 *                  a member transfer (member_transfers.transfer_id): the sender less and the receiver more by its amount
 *   withdrawal_*   a withdrawal order: its hold (hold_transfer_id) and, once closed, exactly one payout (approved)
 *                  or release (rejected, cancelled) (close_transfer_id) of what depositors did not pay (none
 *                  when they paid it all)
 *   p2p_payment    a peer-to-peer payment (p2p_payments.credit_transfer_id, rest_transfer_id): the withdrawer's
 *                  hold to the payer's wallet; a payment's transfers add up to what it credited, and a
 *                  withdrawal's payments to what it says depositors paid. Its deposit order has no transfer.
 *   lottery_bet    the stake of lottery bets (lottery_bets.stake_transfer_id; the items of one slip or chase step
 *                  share it): the member less by their stakes, from the main wallet or the chase hold
 *   lottery_payout, lottery_refund
 *                  a lottery bet's close (lottery_bets.close_transfer_id, key `lottery:bet:<id>:close`): its
 *                  payout (won) or its stake back (cancelled, refunded)
 *   lottery_chase_hold, lottery_chase_release
 *                  a chase's hold of its later numeros' stakes (lottery_chases.hold_transfer_id) and a step's
 *                  release (lottery_chase_steps.release_transfer_id); a member's chase hold holds exactly the stakes
 *                  of their pending steps
 *   lottery_correction
 *                  a settled bet re-judged by a confirmed result correction (lottery_correction_bets.transfer_id,
 *                  key `lottery:bet:<id>:correction:<correctionId>`): the member's side moves exactly the row's
 *                  `moved`; a bet's close transfer matches its outcome before its first correction, its last
 *                  correction's new outcome is the bet's, and a correction's totals add up its bets' rows
 * Any other kind (salaries...) is extra until its record is reconciled here.
 *
 * A push (an in-house round paying back its stake) has no transfer (game-postings.ts), so none is expected.
 * Each list holds at most 100 ids.
 */
export interface ReconciliationReport {
  ok: boolean;
  missing: {
    /** Rounds (ids) that moved money with no transfer. */
    roundTransfers: number[];
    /** Vendor transactions (ids) that moved money with no transfer. */
    vendorTransfers: number[];
    /** Real rounds (ids) of non-trial members with no bet. */
    roundBets: number[];
    /** Vendor rounds with no bet, by the id of their first transaction. */
    vendorRoundBets: number[];
    /** Approved deposit orders (ids) with no deposit transfer. */
    depositTransfers: number[];
    /** Member transfers (ids) with no transfer. */
    memberTransferTransfers: number[];
    /** Withdrawal orders (ids) with no hold transfer, or closed with no payout or release. */
    withdrawalTransfers: number[];
    /** Peer-to-peer payments (ids) that credited the payer with no transfer. */
    p2pTransfers: number[];
    /** Lottery bets (ids) closed with money back (won, cancelled, refunded) with no transfer, or with no bet row. */
    lotteryTransfers: number[];
    lotteryBetBets: number[];
    /** Chases (ids) with no hold transfer, or steps released with none (by their chase id). */
    lotteryChaseTransfers: number[];
  };
  extra: {
    /** Transfers (ids) that no record explains. */
    transfersWithoutRecord: number[];
    /** Transfers (ids) claimed by more than one record. */
    transfersWithManyRecords: number[];
    /** Bets (ids) whose source record does not exist. */
    betsWithoutSource: number[];
  };
  mismatched: {
    /** Rounds whose transfer moved another amount or is of another kind. */
    rounds: number[];
    vendorTransactions: number[];
    /** Deposit orders whose transfer is of another kind or credited another amount, or that have one unapproved. */
    depositOrders: number[];
    /** Member transfers whose transfer is of another kind or key, or moved other amounts between the two. */
    memberTransfers: number[];
    /** Withdrawal orders whose hold or closing transfer is of another kind, key or amount. */
    withdrawalOrders: number[];
    /** Peer-to-peer payments whose transfers moved another amount, kind or key than they credited. */
    p2pPayments: number[];
    /** Lottery bets whose stake, payout or refund transfer or bet row disagrees with them. */
    lotteryBets: number[];
    /** Chases whose hold or releases disagree with their steps; members (ids) whose chase hold is not their pending steps. */
    lotteryChases: number[];
    lotteryHoldMembers: number[];
    /** Result corrections (ids) whose bets' transfers, totals or outcomes disagree with them. */
    lotteryCorrections: number[];
    /** Bets whose figures differ from their source's, or disagree with themselves. */
    bets: number[];
    /** Members whose rollups do not add up to their bets. */
    rollupMembers: number[];
  };
}

const ids = (rows: unknown): number[] =>
  ((rows as { rows?: { id: string | number }[] }).rows ?? (rows as { id: string | number }[])).map((r) => Number(r.id));

/** The member side of a transfer: what its entries moved on that member's accounts. */
const memberNet = (transfer: SQL, member: SQL) => sql`(
  select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
  where e.transfer_id = ${transfer} and a.member_id = ${member})`;

/** A lottery bet's outcome as settled, before any result correction re-judged it (lottery_correction_bets). */
const firstOf = (column: 'old_status' | 'old_payout', b: SQL, current: SQL) => sql`coalesce((
  select cb.${sql.raw(column)} from lottery_correction_bets cb where cb.bet_id = ${b} order by cb.id limit 1), ${current})`;
const settledStatus = firstOf('old_status', sql`b.id`, sql`b.status`);
const settledPayout = firstOf('old_payout', sql`b.id`, sql`b.payout`);

const trial = sql`exists (select 1 from members m join brands b on b.id = m.brand_id
  where m.id = src.member_id and m.type = any(b.trial_types))`;

export async function reconcileRecords(db: Db): Promise<ReconciliationReport> {
  const q = (query: SQL) => db.execute(sql`${query} order by 1 limit 100`).then(ids);

  const roundTransfers = await q(sql`
    select r.id from game_rounds r left join ledger_transfers t on t.id = r.transfer_id
    where not r.demo and r.payout <> r.stake and t.id is null`);
  const vendorTransfers = await q(sql`
    select v.id from vendor_transactions v left join ledger_transfers t on t.id = v.transfer_id
    where v.amount > 0 and t.id is null`);
  const roundBets = await q(sql`
    select src.id from game_rounds src
    where not src.demo and not ${trial} and not exists (
      select 1 from bets x where x.brand_id = src.brand_id and x.source_kind = 'in_house_round'
        and x.source_ref = src.id::text)`);
  const vendorRoundBets = await q(sql`
    select min(src.id) as id from vendor_transactions src
    where src.action in ('debit', 'credit') and not ${trial} and not exists (
      select 1 from bets x where x.brand_id = src.brand_id and x.source_kind = 'vendor_round'
        and x.source_ref = src.vendor_code || ':' || src.round_id)
    group by src.brand_id, src.vendor_code, src.round_id`);

  const depositTransfers = await q(sql`
    select o.id from deposit_orders o left join ledger_transfers t on t.id = o.transfer_id
    where o.status = 'approved' and t.id is null
      and not exists (select 1 from p2p_payments p where p.deposit_order_id = o.id)`);
  const memberTransferTransfers = await q(sql`
    select m.id from member_transfers m left join ledger_transfers t on t.id = m.transfer_id where t.id is null`);

  const withdrawalTransfers = await q(sql`
    select o.id from withdrawal_orders o
    left join ledger_transfers h on h.id = o.hold_transfer_id
    left join ledger_transfers c on c.id = o.close_transfer_id
    where h.id is null or (o.status <> 'processing' and c.id is null and o.amount > o.p2p_paid)`);
  const p2pTransfers = await q(sql`
    select p.id from p2p_payments p
    where p.credited > 0 and p.credit_transfer_id is null`);

  const lotteryTransfers = await q(sql`
    select b.id from lottery_bets b left join ledger_transfers t on t.id = b.close_transfer_id
    where ${settledStatus} in ('won', 'cancelled', 'refunded') and t.id is null`);
  const lotteryBetBets = await q(sql`
    select b.id from lottery_bets b where not exists (
      select 1 from bets x where x.brand_id = b.brand_id and x.source_kind = 'lottery_bet' and x.source_ref = b.id::text)`);
  const lotteryChaseTransfers = await q(sql`
    select c.id from lottery_chases c left join ledger_transfers t on t.id = c.hold_transfer_id where t.id is null
    union
    select s.chase_id from lottery_chase_steps s left join ledger_transfers t on t.id = s.release_transfer_id
    where s.state = 'released' and t.id is null`);

  const transfersWithoutRecord = await q(sql`
    select t.id from ledger_transfers t
    where t.kind <> 'adjustment'
      and not (t.kind = 'game' and exists (select 1 from game_rounds r where r.transfer_id = t.id))
      and not (t.kind in ('game', 'game_rollback') and exists (
        select 1 from vendor_transactions v where v.transfer_id = t.id))
      and not (t.kind in ('wallet_transfer', 'wallet_collect') and (
        select count(distinct a.member_id) = 1 and bool_and(a.kind = 'member')
        from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transfer_id = t.id))
      and not (t.kind = 'deposit' and exists (select 1 from deposit_orders o where o.transfer_id = t.id))
      and not (t.kind in ('transfer_upline', 'transfer_downline') and exists (
        select 1 from member_transfers m where m.transfer_id = t.id))
      and not (t.kind = 'withdrawal_hold' and exists (select 1 from withdrawal_orders o where o.hold_transfer_id = t.id))
      and not (t.kind in ('withdrawal_release', 'withdrawal_payout') and exists (
        select 1 from withdrawal_orders o where o.close_transfer_id = t.id))
      and not (t.kind = 'p2p_payment' and exists (
        select 1 from p2p_payments p where p.credit_transfer_id = t.id or p.rest_transfer_id = t.id))
      and not (t.kind = 'lottery_bet' and exists (select 1 from lottery_bets b where b.stake_transfer_id = t.id))
      and not (t.kind in ('lottery_payout', 'lottery_refund') and exists (
        select 1 from lottery_bets b where b.close_transfer_id = t.id))
      and not (t.kind = 'lottery_chase_hold' and exists (select 1 from lottery_chases c where c.hold_transfer_id = t.id))
      and not (t.kind = 'lottery_chase_release' and exists (
        select 1 from lottery_chase_steps s where s.release_transfer_id = t.id))
      and not (t.kind = 'lottery_correction' and exists (
        select 1 from lottery_correction_bets cb where cb.transfer_id = t.id))
      and not (t.kind = 'play_money' and exists (
        select 1 from members m where m.brand_id = t.brand_id and t.idempotency_key = 'freeplay:' || m.id
          and m.register_method = 'FREEPLAY'))`);
  const transfersWithManyRecords = await q(sql`
    select transfer_id as id from (
      select transfer_id from game_rounds where transfer_id is not null
      union all select transfer_id from vendor_transactions where transfer_id is not null
      union all select transfer_id from deposit_orders where transfer_id is not null
      union all select transfer_id from member_transfers where transfer_id is not null
      union all select hold_transfer_id from withdrawal_orders where hold_transfer_id is not null
      union all select close_transfer_id from withdrawal_orders where close_transfer_id is not null
      union all select credit_transfer_id from p2p_payments where credit_transfer_id is not null
      union all select rest_transfer_id from p2p_payments where rest_transfer_id is not null
      union all select close_transfer_id from lottery_bets where close_transfer_id is not null
      union all select hold_transfer_id from lottery_chases where hold_transfer_id is not null
      union all select release_transfer_id from lottery_chase_steps where release_transfer_id is not null
      union all select distinct stake_transfer_id from lottery_bets
      union all select transfer_id from lottery_correction_bets where transfer_id is not null
    ) claimed group by transfer_id having count(*) > 1`);
  // A numeric source ref is compared as the id it names (`r.id = ...`, not `r.id::text = ...`), so each look-up is
  // one primary-key probe: compared as text it read the whole table once per bet (100,000 lottery bets: hours).
  const refId = sql`(case when x.source_ref ~ '^[0-9]{1,18}$' then x.source_ref::bigint end)`;
  const betsWithoutSource = await q(sql`
    select x.id from bets x
    where not (x.source_kind = 'in_house_round' and exists (
        select 1 from game_rounds r where r.brand_id = x.brand_id and r.id = ${refId} and not r.demo))
      and not (x.source_kind = 'vendor_round' and exists (
        select 1 from vendor_transactions v where v.brand_id = x.brand_id
          and v.vendor_code || ':' || v.round_id = x.source_ref and v.action in ('debit', 'credit')))
      and not (x.source_kind = 'lottery_bet' and exists (
        select 1 from lottery_bets b where b.brand_id = x.brand_id and b.id = ${refId}))`);

  const rounds = await q(sql`
    select r.id from game_rounds r join ledger_transfers t on t.id = r.transfer_id
    where r.demo or t.kind <> 'game' or r.payout = r.stake
      or ${memberNet(sql`t.id`, sql`r.member_id`)} <> r.payout - r.stake`);
  const vendorTransactions = await q(sql`
    select v.id from vendor_transactions v join ledger_transfers t on t.id = v.transfer_id
    where t.kind <> (case v.action when 'rollback' then 'game_rollback' else 'game' end)
      or ${memberNet(sql`t.id`, sql`v.member_id`)} <> (case v.action when 'debit' then -v.amount else v.amount end)`);
  const depositOrders = await q(sql`
    select o.id from deposit_orders o join ledger_transfers t on t.id = o.transfer_id
    where o.status <> 'approved' or t.kind <> 'deposit' or t.brand_id <> o.brand_id
      or t.idempotency_key <> 'deposit:' || o.id
      or ${memberNet(sql`t.id`, sql`o.member_id`)} <> o.credited`);
  const memberTransfers = await q(sql`
    select m.id from member_transfers m join ledger_transfers t on t.id = m.transfer_id
    where t.kind <> 'transfer_' || m.direction or t.brand_id <> m.brand_id
      or t.idempotency_key <> m.direction || ':' || m.id
      or ${memberNet(sql`t.id`, sql`m.from_member_id`)} <> -m.amount
      or ${memberNet(sql`t.id`, sql`m.to_member_id`)} <> m.amount`);
  const withdrawalOrders = await q(sql`
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
    where o.p2p_paid <> (select coalesce(sum(p.credited), 0) from p2p_payments p where p.withdrawal_id = o.id)`);
  const p2pPayments = await q(sql`
    select p.id from p2p_payments p
    left join ledger_transfers c on c.id = p.credit_transfer_id
    left join ledger_transfers r on r.id = p.rest_transfer_id
    where (c.id is not null and (c.kind <> 'p2p_payment' or c.brand_id <> p.brand_id
        or c.idempotency_key <> 'p2p:' || p.id || ':credit'))
      or (r.id is not null and (r.kind <> 'p2p_payment' or r.brand_id <> p.brand_id
        or r.idempotency_key <> 'p2p:' || p.id || ':rest'))
      or (r.id is not null and c.id is null)
      or coalesce(${memberNet(sql`c.id`, sql`p.payer_id`)}, 0) + coalesce(${memberNet(sql`r.id`, sql`p.payer_id`)}, 0)
        <> p.credited`);
  const bets = await q(sql`
    select x.id from bets x
    where (x.status = 'settled' and x.profit <> x.payout - x.stake)
       or (x.status <> 'settled' and (x.profit <> 0 or x.valid_turnover <> 0))
       or (x.status = 'open') <> (x.settled_at is null)
    union
    select x.id from bets x join game_rounds r on x.source_kind = 'in_house_round' and r.id::text = x.source_ref
    where x.brand_id <> r.brand_id or x.member_id <> r.member_id or x.stake <> r.stake or x.payout <> r.payout
       or x.status <> 'settled'
    union
    select x.id from bets x join (
      select brand_id, vendor_code || ':' || round_id as ref, min(member_id) as first_member,
        max(member_id) as last_member,
        sum(case action when 'debit' then amount when 'rollback' then -amount else 0 end) as stake,
        sum(case action when 'credit' then amount else 0 end) as payout
      from vendor_transactions group by brand_id, vendor_code, round_id
    ) v on x.source_kind = 'vendor_round' and v.brand_id = x.brand_id and v.ref = x.source_ref
    where x.stake <> v.stake or x.payout <> v.payout or x.member_id <> v.first_member
       or x.member_id <> v.last_member
       or x.status <> (case when v.payout > 0 then 'settled' when v.stake > 0 then 'open' else 'cancelled' end)`);
  const lotteryBets = await q(sql`
    select b.id from lottery_bets b join (
      select t.id, t.kind, t.brand_id, t.idempotency_key, min(s.member_id) as member_id, max(s.member_id) as last_member,
        sum(s.stake) as stake
      from ledger_transfers t join lottery_bets s on s.stake_transfer_id = t.id
      group by t.id, t.kind, t.brand_id, t.idempotency_key
    ) st on st.id = b.stake_transfer_id
    where st.kind <> 'lottery_bet' or st.brand_id <> b.brand_id or st.idempotency_key not like 'lottery:%:stake'
      or st.member_id <> st.last_member or ${memberNet(sql`st.id`, sql`st.member_id`)} <> -st.stake
    union
    select b.id from lottery_bets b join ledger_transfers c on c.id = b.close_transfer_id
    where c.brand_id <> b.brand_id or c.idempotency_key <> 'lottery:bet:' || b.id || ':close'
      or c.kind <> (case ${settledStatus} when 'won' then 'lottery_payout' else 'lottery_refund' end)
      or ${settledStatus} not in ('won', 'cancelled', 'refunded')
      or ${memberNet(sql`c.id`, sql`b.member_id`)} <> (case ${settledStatus} when 'won' then ${settledPayout} else b.stake end)
    union
    select b.id from lottery_bets b join bets x on x.source_kind = 'lottery_bet' and x.source_ref = b.id::text
      and x.brand_id = b.brand_id
    where x.member_id <> b.member_id or x.stake <> b.stake
      or x.payout <> (case when b.status in ('won', 'lost') then b.payout else 0 end)
      or x.status <> (case b.status when 'open' then 'open' when 'won' then 'settled' when 'lost' then 'settled'
        else 'cancelled' end)
      or (b.status = 'lost' and b.payout <> 0) or (b.status = 'won' and b.payout <= 0)`);
  const chaseHold = (transfer: SQL, member: SQL) => sql`(
    select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transfer_id = ${transfer} and a.member_id = ${member} and a.code = 'lottery_chase')`;
  const lotteryChases = await q(sql`
    select c.id from lottery_chases c join ledger_transfers h on h.id = c.hold_transfer_id
    where h.kind <> 'lottery_chase_hold' or h.idempotency_key <> 'lottery:chase:' || c.id || ':hold'
      or ${chaseHold(sql`h.id`, sql`c.member_id`)} <> c.held
      or c.held <> (select coalesce(sum(s.stake), 0) from lottery_chase_steps s where s.chase_id = c.id)
    union
    select s.chase_id from lottery_chase_steps s join lottery_chases c on c.id = s.chase_id
    join ledger_transfers r on r.id = s.release_transfer_id
    where s.state <> 'released' or r.kind <> 'lottery_chase_release'
      or r.idempotency_key <> 'lottery:step:' || s.id || ':release'
      or ${chaseHold(sql`r.id`, sql`c.member_id`)} <> -s.stake`);
  const lotteryHoldMembers = await q(sql`
    select coalesce(a.member_id, p.member_id) as id from (
      select member_id, balance from ledger_accounts where code = 'lottery_chase' and kind = 'member'
    ) a full join (
      select c.member_id, sum(s.stake) as stake from lottery_chase_steps s join lottery_chases c on c.id = s.chase_id
      where s.state = 'pending' group by c.member_id
    ) p on p.member_id = a.member_id
    where coalesce(a.balance, 0) <> coalesce(p.stake, 0)`);
  const rollupMembers = await q(sql`
    select distinct coalesce(b.member_id, h.member_id) as id from (
      select brand_id, member_id, game_kind,
        sum(stake) filter (where status <> 'cancelled') as stake,
        sum(valid_turnover) filter (where status = 'settled') as valid_turnover,
        sum(payout) filter (where status = 'settled') as payout,
        sum(payout - stake) filter (where status = 'settled') as profit,
        count(*) filter (where status <> 'cancelled') as n
      from bets group by brand_id, member_id, game_kind
    ) b full join (
      select brand_id, member_id, game_kind, sum(stake) as stake, sum(valid_turnover) as valid_turnover,
        sum(payout) as payout, sum(profit) as profit, sum(count) as n
      from bet_hourly group by brand_id, member_id, game_kind
    ) h on h.brand_id = b.brand_id and h.member_id = b.member_id and h.game_kind = b.game_kind
    where coalesce(b.stake, 0) <> coalesce(h.stake, 0)
       or coalesce(b.valid_turnover, 0) <> coalesce(h.valid_turnover, 0)
       or coalesce(b.payout, 0) <> coalesce(h.payout, 0)
       or coalesce(b.profit, 0) <> coalesce(h.profit, 0)
       or coalesce(b.n, 0) <> coalesce(h.n, 0)`);

  const lotteryCorrections = await q(sql`
    select cb.correction_id as id from lottery_correction_bets cb join ledger_transfers t on t.id = cb.transfer_id
    where t.kind <> 'lottery_correction' or t.brand_id <> cb.brand_id
      or t.idempotency_key <> 'lottery:bet:' || cb.bet_id || ':correction:' || cb.correction_id
      or ${memberNet(sql`t.id`, sql`cb.member_id`)} <> cb.moved
    union
    select c.id from lottery_corrections c left join (
      select correction_id, count(*) as n, sum(greatest(moved, 0)) as paid, sum(greatest(-moved, 0)) as taken,
        sum(unrecovered) as unrecovered
      from lottery_correction_bets group by correction_id
    ) s on s.correction_id = c.id
    where (c.state <> 'confirmed' and s.n is not null) or c.bets_changed <> coalesce(s.n, 0)
      or c.paid_more <> coalesce(s.paid, 0) or c.taken_back <> coalesce(s.taken, 0)
      or c.unrecovered <> coalesce(s.unrecovered, 0)
    union
    select cb.correction_id from lottery_correction_bets cb join lottery_bets b on b.id = cb.bet_id
    where cb.brand_id <> b.brand_id or cb.member_id <> b.member_id
      or (not exists (select 1 from lottery_correction_bets later where later.bet_id = cb.bet_id and later.id > cb.id)
        and (cb.new_status <> b.status or cb.new_payout <> b.payout or cb.new_winning_units <> b.winning_units))
      or exists (select 1 from lottery_correction_bets nxt where nxt.bet_id = cb.bet_id and nxt.id = (
        select min(x.id) from lottery_correction_bets x where x.bet_id = cb.bet_id and x.id > cb.id)
        and (nxt.old_status <> cb.new_status or nxt.old_payout <> cb.new_payout))`);

  const report = {
    missing: {
      roundTransfers,
      vendorTransfers,
      roundBets,
      vendorRoundBets,
      depositTransfers,
      memberTransferTransfers,
      withdrawalTransfers,
      p2pTransfers,
      lotteryTransfers,
      lotteryBetBets,
      lotteryChaseTransfers,
    },
    extra: { transfersWithoutRecord, transfersWithManyRecords, betsWithoutSource },
    mismatched: {
      rounds,
      vendorTransactions,
      depositOrders,
      memberTransfers,
      withdrawalOrders,
      p2pPayments,
      lotteryBets,
      lotteryChases,
      lotteryHoldMembers,
      lotteryCorrections,
      bets,
      rollupMembers,
    },
  };
  const ok = Object.values(report).every((group) => Object.values(group).every((list) => list.length === 0));
  return { ok, ...report };
}
