import type { MessageParams, SystemMessageCategory } from '@wl/contract/routes/messages';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { createMessageRepo } from './message-repo.js';

/**
 * System messages: what the site tells a member about their own account (a deposit approved, a withdrawal paid,
 * the password changed, a login from a new IP). Other modules call `sendSystemMessage` inside their own
 * transaction (`createSystemMessages(deps).sendSystemMessage(memberId, 'deposit_approved', { amount }, tx)`), so
 * the message exists exactly when the event does; the member's open tabs hear of it at commit.
 */
export function createSystemMessages(deps: { database: Pick<AppDeps['database'], 'db'> }) {
  const repo = createMessageRepo(deps.database.db);
  return {
    /**
     * Stores the category and params only: the web writes the text in the member's language. Sent at the
     * database's time, as members join and broadcasts go out, so an inbox orders them all on one clock.
     */
    async sendSystemMessage(memberId: number, category: SystemMessageCategory, params: MessageParams = {}, tx?: Db) {
      const row = await repo.insert({ memberId, kind: 'system', category, params, title: '', content: '' }, tx);
      return { id: row.id };
    },
  };
}

export type SystemMessages = ReturnType<typeof createSystemMessages>;
