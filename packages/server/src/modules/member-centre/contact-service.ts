import { PATTERNS } from '@wl/contract/patterns';
import type { SecurityProfile } from '@wl/contract/routes/member-centre';
import type { AppDeps } from '../../deps.js';
import type { Actor, MemberActor } from '../../domain/actor.js';
import { DAY_MS } from '../../lib/clock.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { normalizeMobile } from '../sms/sms-service.js';
import type { ProfileService } from './profile-service.js';
import { createSecurityRepo } from './security-repo.js';

const EMAIL_LINK_TTL_MS = DAY_MS;

/**
 * Binding a mobile number (an SMS code, counted and spent as the SMS login's) and an e-mail address (a link sent
 * through the mail provider, as the forgot-password e-mail; opening it on any device confirms).
 */
export function createContactService(
  deps: Pick<AppDeps, 'database' | 'members' | 'clock' | 'sms' | 'mail'> & { profiles: ProfileService },
) {
  const repo = createSecurityRepo(deps.database.db);
  const { profiles } = deps;

  async function takenByOther(actor: MemberActor, dialing: string, mobile: string) {
    const holder = await deps.members.byMobile(actor.brand.id, dialing, mobile);
    return holder !== null && holder.id !== actor.member.id;
  }

  return {
    async sendMobileCode(actor: MemberActor, input: RouteInput<'bindMobileCode'>) {
      const number = normalizeMobile(input.countryDialingCode, input.mobileNum);
      if (await takenByOther(actor, number.countryDialingCode, number.mobile)) throw new DomainError('mobile_taken');
      return deps.sms.send(actor.brand, 'bind', number, actor.visitor.ip);
    },

    async bindMobile(actor: MemberActor, input: RouteInput<'bindMobile'>): Promise<SecurityProfile> {
      const number = normalizeMobile(input.countryDialingCode, input.mobileNum);
      if (await takenByOther(actor, number.countryDialingCode, number.mobile)) throw new DomainError('mobile_taken');
      await deps.sms.consume(actor.brand, 'bind', number, input.verificationCode);
      try {
        await deps.database.transaction(async (tx) => {
          await deps.members.update(actor.member.id, number, tx);
          await repo.setVerified(actor.member.id, 'mobile', deps.clock.now(), tx);
        });
      } catch (err) {
        // Another member bound the number between the check and this write (members_brand_mobile).
        if (uniqueViolation(err) === 'members_brand_mobile') throw new DomainError('mobile_taken');
        throw err;
      }
      return profiles.view(actor.member.id);
    },

    async sendEmailLink(actor: MemberActor, input: RouteInput<'bindEmail'>, origin: string): Promise<null> {
      const email = input.email.trim();
      if (!PATTERNS[4].regex.test(email)) {
        throw new DomainError('invalid_input', { details: [{ path: 'email', message: 'reg_pattern_4' }] });
      }
      const token = randomToken(32);
      const now = deps.clock.now();
      await repo.insertEmailVerification({
        memberId: actor.member.id,
        email,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
      });
      const link = `${origin}/?verifyEmail=${token}`;
      await deps.mail.send({
        brandId: actor.brand.id,
        to: email,
        subject: `${actor.brand.name}: confirm your e-mail address`,
        text: `Hello ${actor.member.nickname},\n\nTo bind this address to ${actor.member.account}, open this link within 24 hours:\n${link}\n\nIf you did not ask for this, ignore this message.`,
      });
      return null;
    },

    /** The link's token proves the address: it becomes the member's, verified. Single use. */
    async confirmEmail(actor: Actor, input: RouteInput<'confirmEmail'>): Promise<{ email: string }> {
      const now = deps.clock.now();
      return deps.database.transaction(async (tx) => {
        const used = await repo.useEmailVerification(sha256(input.token), now, tx);
        // A link of another brand's member proves nothing here (and the rollback leaves it unspent).
        if (!used || !(await repo.setEmail(used.memberId, actor.brand.id, used.email, tx))) {
          throw new DomainError('email_link_invalid');
        }
        await repo.setVerified(used.memberId, 'email', now, tx);
        return { email: used.email };
      });
    },
  };
}
