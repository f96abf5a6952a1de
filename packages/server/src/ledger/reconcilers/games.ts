import { sql } from 'drizzle-orm';
import { memberNet, type Reconciler, refId, trial } from './reconciler.js';

/**
 * In-house rounds and vendor transactions (design.md "Games and vendors"): every real round and vendor transaction
 * that moved money has exactly its transfer (`game`, `game_rollback`) with the amount it says, and every real wager
 * of a non-trial member has its bet. A push (an in-house round paying back its stake) has no transfer
 * (game-postings.ts), so none is expected.
 */
export const gamesReconciler: Reconciler = {
  domain: 'games',
  explains: [
    { kinds: ['game'], when: sql`exists (select 1 from game_rounds r where r.transfer_id = t.id)` },
    {
      kinds: ['game', 'game_rollback'],
      when: sql`exists (select 1 from vendor_transactions v where v.transfer_id = t.id)`,
    },
  ],
  claims: [sql`select transfer_id as id from game_rounds`, sql`select transfer_id as id from vendor_transactions`],
  betSources: [
    {
      kind: 'in_house_round',
      exists: sql`exists (select 1 from game_rounds r where r.brand_id = x.brand_id and r.id = ${refId} and not r.demo)`,
    },
    {
      kind: 'vendor_round',
      exists: sql`exists (select 1 from vendor_transactions v where v.brand_id = x.brand_id
        and v.vendor_code || ':' || v.round_id = x.source_ref and v.action in ('debit', 'credit'))`,
    },
  ],
  checks: [
    {
      section: 'missing',
      key: 'roundTransfers',
      /** Rounds (ids) that moved money with no transfer. */
      query: sql`
    select r.id from game_rounds r left join ledger_transfers t on t.id = r.transfer_id
    where not r.demo and r.payout <> r.stake and t.id is null`,
    },
    {
      section: 'missing',
      key: 'vendorTransfers',
      /** Vendor transactions (ids) that moved money with no transfer. */
      query: sql`
    select v.id from vendor_transactions v left join ledger_transfers t on t.id = v.transfer_id
    where v.amount > 0 and t.id is null`,
    },
    {
      section: 'missing',
      key: 'roundBets',
      /** Real rounds (ids) of non-trial members with no bet. */
      query: sql`
    select src.id from game_rounds src
    where not src.demo and not ${trial} and not exists (
      select 1 from bets x where x.brand_id = src.brand_id and x.source_kind = 'in_house_round'
        and x.source_ref = src.id::text)`,
    },
    {
      section: 'missing',
      key: 'vendorRoundBets',
      /** Vendor rounds with no bet, by the id of their first transaction. */
      query: sql`
    select min(src.id) as id from vendor_transactions src
    where src.action in ('debit', 'credit') and not ${trial} and not exists (
      select 1 from bets x where x.brand_id = src.brand_id and x.source_kind = 'vendor_round'
        and x.source_ref = src.vendor_code || ':' || src.round_id)
    group by src.brand_id, src.vendor_code, src.round_id`,
    },
    {
      section: 'mismatched',
      key: 'rounds',
      /** Rounds whose transfer moved another amount or is of another kind. */
      query: sql`
    select r.id from game_rounds r join ledger_transfers t on t.id = r.transfer_id
    where r.demo or t.kind <> 'game' or r.payout = r.stake
      or ${memberNet(sql`t.id`, sql`r.member_id`)} <> r.payout - r.stake`,
    },
    {
      section: 'mismatched',
      key: 'vendorTransactions',
      /** Vendor transactions whose transfer moved another amount or is of another kind. */
      query: sql`
    select v.id from vendor_transactions v join ledger_transfers t on t.id = v.transfer_id
    where t.kind <> (case v.action when 'rollback' then 'game_rollback' else 'game' end)
      or ${memberNet(sql`t.id`, sql`v.member_id`)} <> (case v.action when 'debit' then -v.amount else v.amount end)`,
    },
  ],
};
