import type { FastifyRequest } from 'fastify';
import { freePlayNonces } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import type { RequestContext } from '../../http/request-context.js';
import { freePlayGrant } from '../../ledger/postings.js';
import { DomainError } from '../../lib/errors.js';
import { randomFrom, sha256 } from '../../lib/secrets.js';
import type { Brand } from '../brands/brand-repo.js';
import { normalizeMobile } from '../sms/sms-service.js';
import type { Member } from './member-repo.js';
import { verifyPassword } from './passwords.js';
import { isAgent, mayEnter } from './roles.js';
import { issueSession, type LoginValue } from './session-issuer.js';

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
function checkEntry(brand: Brand, ctx: RequestContext, member: Member) {
  if (!mayEnter(brand, member.type)) throw new DomainError('member_no_enter');
  if (ctx.siteType === 'agent' && !isAgent(brand, member.type)) throw new DomainError('error_not_agent');
}

export function createLoginService(deps: AppDeps) {
  return {
    async login(ctx: RequestContext, request: FastifyRequest, input: LoginInput): Promise<LoginValue> {
      const { brand, visitor } = ctx;
      if (input.type === 'sms') {
        // Spec 3: for sms, username carries the mobile number and password the verification code.
        const number = normalizeMobile(input.countryDialingCode, input.username);
        await deps.sms.consume(brand, 'nologin', number, input.password);
        const member = await deps.members.byMobile(brand.id, number.countryDialingCode, number.mobile);
        if (!member) throw new DomainError('login_failed');
        checkEntry(brand, ctx, member);
        return issueSession(deps, brand, member, 'sms', visitor.ip);
      }

      const account = input.username.trim();
      if (account === '' || input.password === '') throw new DomainError('login_failed');
      if (await deps.loginGuard.captchaRequired(brand.id, account, visitor.ip)) {
        if (!input.captcha) throw new DomainError('captcha_required', withCaptcha);
        if (!(await deps.captcha.verify(request, input.captcha))) {
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
      checkEntry(brand, ctx, member);
      await deps.loginGuard.recordSuccess(brand.id, account);
      return issueSession(deps, brand, member, 'username', visitor.ip);
    },

    /**
     * Free play (spec 7): the page sends a random string encrypted for our key; a new trial member with play
     * money logs in. A replayed string is refused.
     */
    async freePlay(ctx: RequestContext, encrypted: string): Promise<LoginValue> {
      const { brand } = ctx;
      if (!brand.whitelabel.FREEPLAY3) throw new DomainError('function_not_enabled');
      const nonce = await deps.keys.decrypt(encrypted);
      if (typeof nonce !== 'string' || nonce.length < 16 || nonce.length > 256) throw new DomainError('invalid_input');
      const inserted = await deps.database.db
        .insert(freePlayNonces)
        .values({ nonceHash: sha256(`${brand.id}:${nonce}`) })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new DomainError('invalid_input');
      const trialType = brand.trialTypes[0];
      if (trialType === undefined) throw new DomainError('function_not_enabled');
      const suffix = randomFrom('abcdefghjkmnpqrstuvwxyz23456789', 8);
      const member = await deps.members.create({
        brandId: brand.id,
        account: `guest_${suffix}`,
        nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
        type: trialType,
        registerMethod: 'FREEPLAY',
        registerIp: ctx.visitor.ip,
      });
      // Play money comes from the brand's play-money house account, through the ledger like any money.
      if (brand.demoBalance > 0) {
        await deps.ledger.transfer(
          freePlayGrant({ brandId: brand.id, memberId: member.id, amount: brand.demoBalance }),
        );
      }
      return issueSession(deps, brand, member, 'freeplay', ctx.visitor.ip);
    },

    async logout(ctx: RequestContext): Promise<null> {
      if (ctx.sessionId !== null) await deps.sessions.revoke(ctx.sessionId, deps.clock.now());
      return null;
    },
  };
}
