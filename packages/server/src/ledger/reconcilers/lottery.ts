import { type SQL, sql } from 'drizzle-orm';
import { memberNet, type Reconciler, refId } from './reconciler.js';

/**
 * The lottery (design.md "Lottery"):
 *   lottery_bet    the stake of lottery bets (lottery_bets.stake_transfer_id; the items of one slip or chase step
 *                  share it): the member less by their stakes, from the main wallet or the chase hold
 *   lottery_payout, lottery_refund
 *                  a lottery bet's close (lottery_bets.close_transfer_id, key `lottery:bet:<id>:close`): its payout
 *                  (won) or its stake back (cancelled, refunded)
 *   lottery_chase_hold, lottery_chase_release
 *                  a chase's hold of its later numeros' stakes (lottery_chases.hold_transfer_id) and a step's release
 *                  (lottery_chase_steps.release_transfer_id); a member's chase hold holds exactly the stakes of their
 *                  pending steps
 *   lottery_correction
 *                  a settled bet re-judged by a confirmed result correction (lottery_correction_bets.transfer_id, key
 *                  `lottery:bet:<id>:correction:<correctionId>`): the member's side moves exactly the row's `moved`;
 *                  a bet's close transfer matches its outcome before its first correction, its last correction's new
 *                  outcome is the bet's, and a correction's totals add up its bets' rows
 */

/** A lottery bet's outcome as settled, before any result correction re-judged it (lottery_correction_bets). */
const firstOf = (column: 'old_status' | 'old_payout', b: SQL, current: SQL) => sql`coalesce((
  select cb.${sql.raw(column)} from lottery_correction_bets cb where cb.bet_id = ${b} order by cb.id limit 1), ${current})`;
const settledStatus = firstOf('old_status', sql`b.id`, sql`b.status`);
const settledPayout = firstOf('old_payout', sql`b.id`, sql`b.payout`);
const chaseHold = (transfer: SQL, member: SQL) => sql`(
    select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transfer_id = ${transfer} and a.member_id = ${member} and a.code = 'lottery_chase')`;

export const lotteryReconciler: Reconciler = {
  domain: 'lottery',
  explains: [
    { kinds: ['lottery_bet'], when: sql`exists (select 1 from lottery_bets b where b.stake_transfer_id = t.id)` },
    {
      kinds: ['lottery_payout', 'lottery_refund'],
      when: sql`exists (select 1 from lottery_bets b where b.close_transfer_id = t.id)`,
    },
    {
      kinds: ['lottery_chase_hold'],
      when: sql`exists (select 1 from lottery_chases c where c.hold_transfer_id = t.id)`,
    },
    {
      kinds: ['lottery_chase_release'],
      when: sql`exists (select 1 from lottery_chase_steps s where s.release_transfer_id = t.id)`,
    },
    {
      kinds: ['lottery_correction'],
      when: sql`exists (select 1 from lottery_correction_bets cb where cb.transfer_id = t.id)`,
    },
  ],
  claims: [
    sql`select close_transfer_id as id from lottery_bets`,
    sql`select hold_transfer_id as id from lottery_chases`,
    sql`select release_transfer_id as id from lottery_chase_steps`,
    sql`select distinct stake_transfer_id as id from lottery_bets`,
    sql`select transfer_id as id from lottery_correction_bets`,
  ],
  betSources: [
    {
      kind: 'lottery_bet',
      exists: sql`exists (select 1 from lottery_bets b where b.brand_id = x.brand_id and b.id = ${refId})`,
    },
  ],
  checks: [
    {
      section: 'missing',
      key: 'lotteryTransfers',
      /** Lottery bets (ids) closed with money back (won, cancelled, refunded) with no transfer. */
      query: sql`
    select b.id from lottery_bets b left join ledger_transfers t on t.id = b.close_transfer_id
    where ${settledStatus} in ('won', 'cancelled', 'refunded') and t.id is null`,
    },
    {
      section: 'missing',
      key: 'lotteryBetBets',
      /** Lottery bets (ids) with no bet row. */
      query: sql`
    select b.id from lottery_bets b where not exists (
      select 1 from bets x where x.brand_id = b.brand_id and x.source_kind = 'lottery_bet' and x.source_ref = b.id::text)`,
    },
    {
      section: 'missing',
      key: 'lotteryChaseTransfers',
      /** Chases (ids) with no hold transfer, or steps released with none (by their chase id). */
      query: sql`
    select c.id from lottery_chases c left join ledger_transfers t on t.id = c.hold_transfer_id where t.id is null
    union
    select s.chase_id from lottery_chase_steps s left join ledger_transfers t on t.id = s.release_transfer_id
    where s.state = 'released' and t.id is null`,
    },
    {
      section: 'mismatched',
      key: 'lotteryBets',
      /** Lottery bets whose stake, payout or refund transfer or bet row disagrees with them. */
      query: sql`
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
      or (b.status = 'lost' and b.payout <> 0) or (b.status = 'won' and b.payout <= 0)`,
    },
    {
      section: 'mismatched',
      key: 'lotteryChases',
      /** Chases whose hold or releases disagree with their steps. */
      query: sql`
    select c.id from lottery_chases c join ledger_transfers h on h.id = c.hold_transfer_id
    where h.kind <> 'lottery_chase_hold' or h.idempotency_key <> 'lottery:chase:' || c.id || ':hold'
      or ${chaseHold(sql`h.id`, sql`c.member_id`)} <> c.held
      or c.held <> (select coalesce(sum(s.stake), 0) from lottery_chase_steps s where s.chase_id = c.id)
    union
    select s.chase_id from lottery_chase_steps s join lottery_chases c on c.id = s.chase_id
    join ledger_transfers r on r.id = s.release_transfer_id
    where s.state <> 'released' or r.kind <> 'lottery_chase_release'
      or r.idempotency_key <> 'lottery:step:' || s.id || ':release'
      or ${chaseHold(sql`r.id`, sql`c.member_id`)} <> -s.stake`,
    },
    {
      section: 'mismatched',
      key: 'lotteryHoldMembers',
      /** Members (ids) whose chase hold is not their pending steps' stakes. */
      query: sql`
    select coalesce(a.member_id, p.member_id) as id from (
      select member_id, balance from ledger_accounts where code = 'lottery_chase' and kind = 'member'
    ) a full join (
      select c.member_id, sum(s.stake) as stake from lottery_chase_steps s join lottery_chases c on c.id = s.chase_id
      where s.state = 'pending' group by c.member_id
    ) p on p.member_id = a.member_id
    where coalesce(a.balance, 0) <> coalesce(p.stake, 0)`,
    },
    {
      section: 'mismatched',
      key: 'lotteryCorrections',
      /** Result corrections (ids) whose bets' transfers, totals or outcomes disagree with them. */
      query: sql`
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
        and (nxt.old_status <> cb.new_status or nxt.old_payout <> cb.new_payout))`,
    },
  ],
};
