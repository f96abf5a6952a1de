import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { members } from './schema.js';

/**
 * Locks the member's row until the caller's transaction ends, so a member's money-moving steps that read then decide
 * (a withdrawal's daily limits, a deposit's open orders, a lottery slip's limits, a new payout account, an operator's
 * running total for the member) run one at a time per member. FOR NO KEY UPDATE: it excludes every other such lock
 * and any update of the row, but not the key-share locks of rows that merely reference the member.
 */
export async function lockMember(memberId: number, tx: Db): Promise<void> {
  await tx.execute(sql`select id from ${members} where id = ${memberId} for no key update`);
}
