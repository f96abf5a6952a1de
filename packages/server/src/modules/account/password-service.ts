import { checkField } from '@wl/contract/patterns';
import type { AppDeps } from '../../deps.js';
import type { Actor, MemberActor } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import { DomainError } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { SystemMessages } from '../messages/system-messages.js';
import { normalizeMobile } from '../sms/sms-service.js';
import { createAccountRepo } from './account-repo.js';
import type { Member } from './member-repo.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { issueSession, type LoginValue, type SessionIssuerDeps } from './session-issuer.js';

const RESET_TTL_MS = 30 * 60_000;

/** A new password must pass the brand's password rule, like a registration's. */
function checkNewPassword(brand: Brand, password: string) {
  const rule = brand.registerRules.find((r) => r.field === 'password');
  if (!password) throw new DomainError('invalid_input', { details: [{ path: 'newPassword', message: 'required' }] });
  if (!rule) return;
  const problem = checkField({ ...rule, enabled: true, required: true }, password);
  if (problem) {
    const message = problem.kind === 'required' ? 'required' : `reg_pattern_${problem.patternId ?? 1}`;
    throw new DomainError('invalid_input', { details: [{ path: 'newPassword', message }] });
  }
}

export function createPasswordService(
  deps: SessionIssuerDeps & Pick<AppDeps, 'database' | 'mail' | 'sms'> & { systemMessages: SystemMessages },
) {
  const repo = createAccountRepo(deps.database.db);
  const { systemMessages } = deps;
  /**
   * Sets the password, ends every other session and lifts a forced change; the member's inbox tells of it (spec 2
   * messageV2), with the IP it was changed from, in the same transaction.
   */
  async function setPassword(member: Member, password: string, keepSessionId: number | null, ip: string) {
    const now = deps.clock.now();
    const passwordHash = await hashPassword(password);
    await deps.database.transaction(async (tx) => {
      await deps.members.update(member.id, { passwordHash, passwordChangedAt: now, mustChangePassword: false }, tx);
      await deps.members.revokeSessions(member.id, now, keepSessionId, tx);
      await systemMessages.sendSystemMessage(member.id, 'password_changed', { ip }, tx);
    });
  }

  return {
    async change(
      actor: MemberActor,
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ): Promise<null> {
      const member = actor.member;
      if (input.newPassword !== input.confirmNewPassword) throw new DomainError('password_mismatch');
      checkNewPassword(actor.brand, input.newPassword);
      if (!(await verifyPassword(member.passwordHash, input.oldPassword))) throw new DomainError('password_incorrect');
      await setPassword(member, input.newPassword, actor.sessionId, actor.visitor.ip);
      await deps.sessions.clearMustChange(actor.sessionId);
      return null;
    },

    /**
     * Forgot by e-mail (spec 7): the same answer whether or not the account exists and has that address; when it
     * does, a single-use link valid 30 minutes goes out through the mail provider.
     */
    async forgotByEmail(actor: Actor, input: { username: string; email: string }, origin: string): Promise<null> {
      const token = randomToken(32);
      const member = await deps.members.byAccount(actor.brand.id, input.username);
      const matches = member?.email && member.email.toLowerCase() === input.email.trim().toLowerCase();
      if (member && matches && member.email) {
        const now = deps.clock.now();
        await repo.insertPasswordReset({
          memberId: member.id,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        });
        const link = `${origin}/resetPassword?token=${token}`;
        await deps.mail.send({
          brandId: actor.brand.id,
          to: member.email,
          subject: `${actor.brand.name}: reset your password`,
          text: `Hello ${member.nickname},\n\nTo set a new password for ${member.account}, open this link within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.`,
        });
      }
      return null;
    },

    async resetByEmail(actor: Actor, input: { token: string; newPassword: string }): Promise<LoginValue> {
      checkNewPassword(actor.brand, input.newPassword);
      const now = deps.clock.now();
      const memberId = await repo.usePasswordReset(sha256(input.token), now);
      const member = memberId !== null ? await deps.members.byId(memberId) : null;
      if (!member || member.brandId !== actor.brand.id) throw new DomainError('reset_link_invalid');
      await setPassword(member, input.newPassword, null, actor.visitor.ip);
      return issueSession(deps, actor.brand, { ...member, mustChangePassword: false }, 'reset', actor.visitor);
    },

    /** Reset by phone (spec 7): a login SMS code proves the number; then the member is logged in. */
    async resetByPhone(
      actor: Actor,
      input: {
        newPassword: string;
        mobileNum: string;
        verificationCode: string;
        countryDialingCode?: string | undefined;
      },
    ): Promise<LoginValue> {
      if (!actor.brand.whitelabel.CHNGPASSVERIF3) throw new DomainError('function_not_enabled');
      checkNewPassword(actor.brand, input.newPassword);
      const number = normalizeMobile(input.countryDialingCode, input.mobileNum);
      await deps.sms.consume(actor.brand, 'nologin', number, input.verificationCode);
      const member = await deps.members.byMobile(actor.brand.id, number.countryDialingCode, number.mobile);
      if (!member) throw new DomainError('username_email_not_exist');
      await setPassword(member, input.newPassword, null, actor.visitor.ip);
      return issueSession(deps, actor.brand, { ...member, mustChangePassword: false }, 'reset', actor.visitor);
    },
  };
}
