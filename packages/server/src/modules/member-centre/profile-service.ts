import { PROFILE_FIELDS, type SecurityProfile } from '@wl/contract/routes/member-centre';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { createSecurityRepo } from './security-repo.js';
import { realNameOf, securityView } from './security-view.js';

/** Spec 5 "Must be 18 or older": on the member's birthday as a UTC day. */
export function isAdult(birthday: string, now: Date): boolean {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const eighteenth = Date.UTC(y + 18, m - 1, d);
  return eighteenth <= now.getTime();
}

/** Names compare without regard to case or spacing (' Nguyen  Van A' is 'nguyen van a'). */
export const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The security centre's profile, nickname and avatar (spec 2 securityCenter). */
export function createProfileService(deps: Pick<AppDeps, 'database' | 'members' | 'clock'>) {
  const repo = createSecurityRepo(deps.database.db);

  async function view(memberId: number): Promise<SecurityProfile> {
    const member = await deps.members.byId(memberId);
    if (!member) throw new DomainError('not_found');
    return securityView(member, await repo.get(memberId));
  }

  return {
    view,

    async update(actor: MemberActor, input: RouteInput<'updateProfile'>): Promise<SecurityProfile> {
      if (input.birthday && !isAdult(input.birthday, deps.clock.now())) throw new DomainError('underage');
      const patch: Record<string, string> = {};
      for (const field of PROFILE_FIELDS) {
        const value = input[field];
        if (value !== undefined) patch[field] = value;
      }
      const current = realNameOf(actor.member);
      // The same name again is no change; a different one only while none is set.
      const realName = input.realName && !(current && sameName(current, input.realName)) ? input.realName : null;
      if (realName !== null && current) throw new DomainError('real_name_locked');
      if (!(await repo.mergeProfile(actor.member.id, patch, realName))) throw new DomainError('real_name_locked');
      return view(actor.member.id);
    },

    async updateNickname(actor: MemberActor, input: RouteInput<'updateNickname'>): Promise<SecurityProfile> {
      await deps.database.transaction(async (tx) => {
        await deps.members.update(actor.member.id, { nickname: input.nickname }, tx);
        if (input.avatar !== undefined) {
          const avatar = input.avatar ?? '';
          const iconUrl = input.avatar ? `/avatars/${input.avatar}.svg` : '';
          await repo.mergeProfile(actor.member.id, { avatar, iconUrl }, null, tx);
        }
      });
      return view(actor.member.id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
