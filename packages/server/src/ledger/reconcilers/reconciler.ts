import { type SQL, sql } from 'drizzle-orm';

/** What one domain brings to `ledger check` (reconciliation.ts composes them). */
export interface Reconciler {
  domain: string;
  /** Transfer kinds and the condition (on transfer `t`) under which one of this domain's records explains it. */
  explains: { kinds: readonly string[]; when: SQL }[];
  /** Queries answering the transfer ids this domain's records point at (a column `id`), one row per claim. */
  claims: SQL[];
  /** Bet source kinds this domain writes, with the condition (on bet `x`, source id `ref`) that the source exists. */
  betSources: { kind: string; exists: SQL }[];
  checks: { section: 'missing' | 'extra' | 'mismatched'; key: string; query: SQL }[];
}

/** The member side of a transfer: what its entries moved on that member's accounts. */
export const memberNet = (transfer: SQL, member: SQL) => sql`(
  select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
  where e.transfer_id = ${transfer} and a.member_id = ${member})`;

/** The record `src` belongs to a trial member (whose play never counts: design.md "Bets and turnover"). */
export const trial = sql`exists (select 1 from members m join brands b on b.id = m.brand_id
  where m.id = src.member_id and m.type = any(b.trial_types))`;

/**
 * A bet's numeric source ref as the id it names (`r.id = ${refId}`, not `r.id::text = x.source_ref`), so each look-up
 * is one primary-key probe: compared as text it read the whole table once per bet (100,000 lottery bets: hours).
 */
export const refId = sql`(case when x.source_ref ~ '^[0-9]{1,18}$' then x.source_ref::bigint end)`;
