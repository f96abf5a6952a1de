import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import { pageCount, pageOf } from '../../domain/paging.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { createSecurityRepo } from './security-repo.js';

/** Login history and "log out the other devices" (spec 2 securityCenter), read from the sessions table. */
export function createSessionHistoryService(deps: Pick<AppDeps, 'database' | 'clock' | 'config'>) {
  const repo = createSecurityRepo(deps.database.db);
  return {
    async list(actor: MemberActor, input: RouteInput<'loginHistory'>) {
      const page = pageOf(input);
      const { total, rows } = await repo.logins(actor.member.id, deps.clock.now(), deps.config.sessionIdleMs, page);
      return {
        content: rows.map((r) => ({
          id: r.id,
          time: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          ip: r.ip,
          loginType: r.loginType,
          device: r.userAgent,
          active: Boolean(r.active),
          current: r.id === actor.sessionId,
        })),
        pageNum: page.pageNum,
        totalPages: pageCount(total, page.size, { minPages: 1 }),
      };
    },

    /** Every other session ends now; their game launches end with them (db/session-live.ts). */
    async logoutOthers(actor: MemberActor): Promise<{ revoked: number }> {
      return { revoked: await repo.revokeOthers(actor.member.id, actor.sessionId, deps.clock.now()) };
    },
  };
}
