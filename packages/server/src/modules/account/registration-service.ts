import { checkField, type FieldRule } from '@wl/contract/patterns';
import type { ROUTES } from '@wl/contract/routes';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { Actor } from '../../domain/actor.js';
import { DomainError } from '../../lib/errors.js';
import { randomToken } from '../../lib/secrets.js';
import { normalizeMobile } from '../sms/sms-service.js';
import type { TeamService } from '../team/team-service.js';
import { hashPassword } from './passwords.js';
import { issueSession, type LoginValue, type SessionIssuerDeps } from './session-issuer.js';

export type RegisterInput = z.output<(typeof ROUTES)['register']['request']>;

/** Optional registration fields kept on the member's profile (spec 3 "Register user payload"). */
const PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/** Fields whose rules come from the brand but whose presence the registration kind decides. */
const KIND_FIELDS = new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha']);

function ruleOf(rules: RegisterFieldRule[], field: string): FieldRule | null {
  return rules.find((r) => r.field === field) ?? null;
}

/**
 * Registration by username or by mobile number (spec 5 "Registration"), checked with the brand's field rules
 * through the same checkField the page uses. All or nothing: a failure leaves no account behind.
 */
export function createRegistrationService(
  deps: SessionIssuerDeps & Pick<AppDeps, 'captcha' | 'sms'> & { team: Pick<TeamService, 'uplineForAffiliateCode'> },
) {
  return {
    async register(
      actor: Actor,
      captchaId: string | null,
      input: RegisterInput,
      kind: 'username' | 'mobile',
    ): Promise<Partial<LoginValue>> {
      const { brand } = actor;
      const flags = brand.whitelabel;
      if (kind === 'username' && !flags.USERNAMEREG3) throw new DomainError('function_not_enabled');
      if (kind === 'mobile' && !flags.MOBILENUMREG3) throw new DomainError('function_not_enabled');
      const rules = brand.registerRules;
      const withPassword = kind === 'username' || flags.MOBILENUMPASSREG3;
      const withCode = kind === 'mobile' && flags.REGMOBVERF3;

      // Which rules apply: the kind's own fields, forced on or off, and every other enabled rule as configured.
      const applied: [string, FieldRule, string | undefined][] = [];
      const use = (field: string, force: 'on' | 'off' | 'optional' | 'rule', value: string | undefined) => {
        const rule = ruleOf(rules, field);
        if (force === 'off') return;
        const base: FieldRule = rule ?? {
          enabled: true,
          required: true,
          minLength: null,
          maxLength: null,
          patternId: null,
          acceptedPattern: '*',
        };
        if (force === 'on') applied.push([field, { ...base, enabled: true, required: true }, value]);
        else if (force === 'optional') applied.push([field, { ...base, enabled: true, required: false }, value]);
        else if (base.enabled) applied.push([field, base, value]);
      };
      // A mobile registration may choose a name; without one it gets m<number>.
      use('username', kind === 'username' ? 'on' : 'optional', input.username);
      use('password', withPassword ? 'on' : 'off', input.password);
      use('confirmPassword', withPassword ? 'on' : 'off', input.confirmPassword);
      use('mobileNum', kind === 'mobile' ? 'on' : 'rule', input.mobileNum);
      use('verificationCode', withCode ? 'on' : 'off', input.verificationCode);
      for (const rule of rules) {
        if (KIND_FIELDS.has(rule.field)) continue;
        use(rule.field, 'rule', (input as Record<string, unknown>)[rule.field] as string | undefined);
      }
      const details = applied.flatMap(([field, rule, value]) => {
        const problem = checkField(rule, value);
        if (!problem) return [];
        return [
          { path: field, message: problem.kind === 'required' ? 'required' : `reg_pattern_${problem.patternId ?? 1}` },
        ];
      });
      if (details.length) throw new DomainError('invalid_input', { details });
      if (withPassword && input.password !== input.confirmPassword) throw new DomainError('password_mismatch');

      const captchaRule = ruleOf(rules, 'captcha');
      if (captchaRule?.enabled && captchaRule.required && !(await deps.captcha.verify(captchaId, input.captcha))) {
        throw new DomainError(input.captcha ? 'captcha_invalid' : 'captcha_required', { value: { captcha: true } });
      }

      // Spec 5: the affiliate code is checked first; a wrong one is invitation_code_error.
      const uplineId = await deps.team.uplineForAffiliateCode(brand.id, input.affiliateCode);
      let referredById: number | null = null;
      if (input.referralCode) {
        const referrer = await deps.members.byReferralCode(brand.id, input.referralCode);
        if (!referrer) throw new DomainError('invitation_code_error');
        referredById = referrer.id;
      }

      const number = input.mobileNum ? normalizeMobile(input.countryDialingCode, input.mobileNum) : null;
      if (number && (await deps.members.byMobile(brand.id, number.countryDialingCode, number.mobile))) {
        throw new DomainError('mobile_taken');
      }
      const account = input.username?.trim() || (number ? `m${number.mobile}` : '');
      if (await deps.members.byAccount(brand.id, account)) throw new DomainError('account_taken');
      if (withCode && number) await deps.sms.consume(brand, 'register', number, input.verificationCode);

      const now = deps.clock.now();
      const profile: Record<string, string> = {};
      for (const field of PROFILE_FIELDS) {
        const value = input[field];
        if (value) profile[field] = value;
      }
      const memberType = brand.memberTypes[0] ?? 0;
      // Two registrations racing for one name or number both get here: the database refuses the second insert,
      // and the error handler answers it account_taken or mobile_taken, as if it had come second.
      const member = await deps.members.create({
        brandId: brand.id,
        account,
        nickname: input.payeeName || account,
        type: memberType,
        // An SMS-only member gets an unguessable password nobody knows; they log in with codes.
        passwordHash: await hashPassword(withPassword && input.password ? input.password : randomToken(24)),
        paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
        countryDialingCode: number?.countryDialingCode ?? null,
        mobile: number?.mobile ?? null,
        email: input.email || null,
        profile,
        uplineId,
        referredById,
        registerUrl: input.registerUrl ?? null,
        registerMethod: input.registerMethod,
        registerDomain: input.domain || actor.brand.mainDomain,
        registerIp: actor.visitor.ip,
        passwordChangedAt: now,
      });
      if (!input.login) return {};
      return issueSession(deps, brand, member, 'register', actor.visitor);
    },

    async affiliateValid(actor: Actor, code: string): Promise<boolean> {
      return (await deps.members.byAffiliateCode(actor.brand.id, code)) !== null;
    },
  };
}
