import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { createSecurityRepo } from './security-repo.js';

const DEFAULT_PAGE_SIZE = 20;

/** Login history and "log out the other devices" (spec 2 securityCenter), read from the sessions table. */
export function createSessionHistoryService(deps: Pick<AppDeps, 'database' | 'clock' | 'config'>) {
  const repo = createSecurityRepo(deps.database.db);
  return {
    async list(actor: MemberActor, input: RouteInput<'loginHistory'>) {
      const size = input.pageSize ?? DEFAULT_PAGE_SIZE;
      const { total, rows } = await repo.logins(actor.member.id, deps.clock.now(), deps.config.sessionIdleMs, {
        offset: (input.pageNo - 1) * size,
        limit: size,
      });
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
        pageNum: input.pageNo,
        totalPages: Math.max(1, Math.ceil(total / size)),
      };
    },

    /** Every other session ends now; their game launches end with them (db/session-live.ts). */
    async logoutOthers(actor: MemberActor): Promise<{ revoked: number }> {
      return { revoked: await repo.revokeOthers(actor.member.id, actor.sessionId, deps.clock.now()) };
    },
  };
}
