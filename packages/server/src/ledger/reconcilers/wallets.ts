import { sql } from 'drizzle-orm';
import type { Reconciler } from './reconciler.js';

/**
 * The member's own wallets and free play: a wallet transfer moves money between one member's own accounts only;
 * play money goes to the free-play member it was given to (key `freeplay:<member id>`, registered by FREEPLAY).
 */
export const walletsReconciler: Reconciler = {
  domain: 'wallets',
  explains: [
    {
      kinds: ['wallet_transfer', 'wallet_collect'],
      when: sql`(select count(distinct a.member_id) = 1 and bool_and(a.kind = 'member')
        from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transfer_id = t.id)`,
    },
    {
      kinds: ['play_money'],
      when: sql`exists (select 1 from members m where m.brand_id = t.brand_id
        and t.idempotency_key = 'freeplay:' || m.id and m.register_method = 'FREEPLAY')`,
    },
  ],
  claims: [],
  betSources: [],
  checks: [],
};
