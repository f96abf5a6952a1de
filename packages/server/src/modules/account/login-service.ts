import type { AppDeps } from '../../deps.js';
import type { Actor, MemberActor } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import { isAgent, mayEnter } from '../../domain/roles.js';
import { freePlayGrant } from '../../ledger/postings.js';
import { DomainError } from '../../lib/errors.js';
import { randomFrom, sha256 } from '../../lib/secrets.js';
import { normalizeMobile } from '../sms/sms-service.js';
import { createAccountRepo } from './account-repo.js';
import type { Member } from './member-repo.js';
import { verifyPassword } from './passwords.js';
import { issueSession, type LoginValue, type SessionIssuerDeps } from './session-issuer.js';

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string | undefined;
  type: 'username' | 'sms';
  countryDialingCode?: string | undefined;
}

/** Failures that make the page show (and refresh) the captcha carry value.captcha (spec 4, 8). */
const withCaptcha = { value: { captcha: true } };

/** Who may enter which site (spec 6): agents only on the agents' site; staff and other types nowhere. */
function checkEntry(brand: Brand, actor: Actor, member: Member) {
  if (!mayEnter(brand, member.type)) throw new DomainError('member_no_enter');
  if (actor.siteType === 'agent' && !isAgent(brand, member.type)) throw new DomainError('error_not_agent');
}

export function createLoginService(
  deps: SessionIssuerDeps & Pick<AppDeps, 'captcha' | 'database' | 'keys' | 'ledger' | 'loginGuard' | 'sms'>,
) {
  const repo = createAccountRepo(deps.database.db);
  return {
    async login(actor: Actor, captchaId: string | null, input: LoginInput): Promise<LoginValue> {
      const { brand, visitor } = actor;
      if (input.type === 'sms') {
        // Spec 3: for sms, username carries the mobile number and password the verification code.
        const number = normalizeMobile(input.countryDialingCode, input.username);
        await deps.sms.consume(brand, 'nologin', number, input.password);
        const member = await deps.members.byMobile(brand.id, number.countryDialingCode, number.mobile);
        if (!member) throw new DomainError('login_failed');
        checkEntry(brand, actor, member);
        return issueSession(deps, brand, member, 'sms', visitor);
      }

      const account = input.username.trim();
      if (account === '' || input.password === '') throw new DomainError('login_failed');
      if (await deps.loginGuard.captchaRequired(brand.id, account, visitor.ip)) {
        if (!input.captcha) throw new DomainError('captcha_required', withCaptcha);
        if (!(await deps.captcha.verify(captchaId, input.captcha))) {
          await deps.loginGuard.recordFailure(brand.id, account, visitor.ip);
          throw new DomainError('captcha_invalid', withCaptcha);
        }
      }
      const member = await deps.members.byAccount(brand.id, account);
      // Unknown account and wrong password look the same, in answer and in time (argon2 runs either way).
      const ok = await verifyPassword(member?.passwordHash, input.password);
      if (!member || !ok) {
        await deps.loginGuard.recordFailure(brand.id, account, visitor.ip);
        throw new DomainError('login_failed', withCaptcha);
      }
      checkEntry(brand, actor, member);
      await deps.loginGuard.recordSuccess(brand.id, account);
      return issueSession(deps, brand, member, 'username', visitor);
    },

    /**
     * Free play (spec 7): the page sends a random string encrypted for our key; a new trial member with play
     * money logs in. A replayed string is refused.
     */
    async freePlay(actor: Actor, encrypted: string): Promise<LoginValue> {
      const { brand } = actor;
      if (!brand.whitelabel.FREEPLAY3) throw new DomainError('function_not_enabled');
      const nonce = await deps.keys.decrypt(encrypted);
      if (typeof nonce !== 'string' || nonce.length < 16 || nonce.length > 256) throw new DomainError('invalid_input');
      const trialType = brand.trialTypes[0];
      if (trialType === undefined) throw new DomainError('function_not_enabled');
      const suffix = randomFrom('abcdefghjkmnpqrstuvwxyz23456789', 8);
      // The spent nonce, the trial member and its play money commit together: a failure leaves no member without
      // its balance, and the nonce can be tried again.
      const member = await deps.database.transaction(async (tx) => {
        if (!(await repo.claimFreePlayNonce(sha256(`${brand.id}:${nonce}`), tx))) {
          throw new DomainError('invalid_input');
        }
        const created = await deps.members.create(
          {
            brandId: brand.id,
            account: `guest_${suffix}`,
            nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
            type: trialType,
            registerMethod: 'FREEPLAY',
            registerIp: actor.visitor.ip,
          },
          tx,
        );
        // Play money comes from the brand's play-money house account, through the ledger like any money.
        if (brand.demoBalance > 0) {
          await deps.ledger.transfer(
            freePlayGrant({ brandId: brand.id, memberId: created.id, amount: brand.demoBalance }),
            tx,
          );
        }
        return created;
      });
      return issueSession(deps, brand, member, 'freeplay', actor.visitor);
    },

    async logout(actor: MemberActor): Promise<null> {
      await deps.sessions.revoke(actor.sessionId, deps.clock.now());
      return null;
    },
  };
}
