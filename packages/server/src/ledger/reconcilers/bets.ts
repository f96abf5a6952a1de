import { sql } from 'drizzle-orm';
import type { Reconciler } from './reconciler.js';

/**
 * Bets and their hourly rollups (design.md "Bets and turnover"): every bet agrees with itself and with its source's
 * figures (in-house round, vendor round), and the rollups add up to the bets. Lottery bets are checked against
 * their bets by the lottery's reconciler.
 */
export const betsReconciler: Reconciler = {
  domain: 'bets',
  explains: [],
  claims: [],
  betSources: [],
  checks: [
    {
      section: 'mismatched',
      key: 'bets',
      /** Bets whose figures differ from their source's, or disagree with themselves. */
      query: sql`
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
       or x.status <> (case when v.payout > 0 then 'settled' when v.stake > 0 then 'open' else 'cancelled' end)`,
    },
    {
      section: 'mismatched',
      key: 'rollupMembers',
      /** Members whose rollups do not add up to their bets. */
      query: sql`
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
       or coalesce(b.n, 0) <> coalesce(h.n, 0)`,
    },
  ],
};
