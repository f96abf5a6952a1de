import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';

/** The maker-checker's own SQL. */
export function createApprovalsRepo() {
  return {
    /**
     * Locks the member's row until the transaction ends, so an operator's requests for one member read what they
     * moved alone one after the other (no key update: the rows that refer to the member are still written).
     */
    async lockMember(memberId: number, tx: Db): Promise<void> {
      await tx.execute(sql`select id from ${members} where id = ${memberId} for no key update`);
    },
  };
}
