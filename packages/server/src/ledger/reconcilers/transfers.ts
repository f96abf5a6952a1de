import { sql } from 'drizzle-orm';
import { memberNet, type Reconciler } from './reconciler.js';

/**
 * Transfers between members (`transfer_upline`, `transfer_downline`): a member transfer (member_transfers.transfer_id)
 * takes its amount from the sender and gives it to the receiver.
 */
export const transfersReconciler: Reconciler = {
  domain: 'transfers',
  explains: [
    {
      kinds: ['transfer_upline', 'transfer_downline'],
      when: sql`exists (select 1 from member_transfers m where m.transfer_id = t.id)`,
    },
  ],
  claims: [sql`select transfer_id as id from member_transfers`],
  betSources: [],
  checks: [
    {
      section: 'missing',
      key: 'memberTransferTransfers',
      /** Member transfers (ids) with no transfer. */
      query: sql`
    select m.id from member_transfers m left join ledger_transfers t on t.id = m.transfer_id where t.id is null`,
    },
    {
      section: 'mismatched',
      key: 'memberTransfers',
      /** Member transfers whose transfer is of another kind or key, or moved other amounts between the two. */
      query: sql`
    select m.id from member_transfers m join ledger_transfers t on t.id = m.transfer_id
    where t.kind <> 'transfer_' || m.direction or t.brand_id <> m.brand_id
      or t.idempotency_key <> m.direction || ':' || m.id
      or ${memberNet(sql`t.id`, sql`m.from_member_id`)} <> -m.amount
      or ${memberNet(sql`t.id`, sql`m.to_member_id`)} <> m.amount`,
    },
  ],
};
