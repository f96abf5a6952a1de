import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../http/contract-routes.js';
import { DomainError } from '../../lib/errors.js';
import { normalizeMobile } from '../sms/sms-service.js';
import { createLoginService } from './login-service.js';
import { createPasswordService } from './password-service.js';
import { createRegistrationService } from './registration-service.js';
import { createSocialService } from './social-service.js';

/** Spec 7 "Account and session": thin handlers over the login, registration and password services. */
export function accountHandlers(deps: AppDeps): Handlers {
  const logins = createLoginService(deps);
  const registrations = createRegistrationService(deps);
  const passwords = createPasswordService(deps);
  const social = createSocialService(deps, deps.socialKeys);
  return {
    login: ({ ctx, request, input }) => logins.login(ctx, request, input),
    freePlay: ({ ctx, input }) => logins.freePlay(ctx, input.value),
    logout: ({ ctx }) => logins.logout(ctx),
    socialLogin: ({ ctx, input }) => social.login(ctx, input),
    async captcha({ reply }) {
      const { png } = await deps.captcha.issue(reply);
      return png.toString('base64');
    },
    async smsLoginCode({ ctx, input }) {
      return deps.sms.send(
        ctx.brand,
        'nologin',
        normalizeMobile(input.countryDialingCode, input.mobileNum),
        ctx.visitor.ip,
      );
    },
    async registerSms({ ctx, input }) {
      const number = normalizeMobile(input.countryDialingCode, input.mobileNo);
      // Registering reveals a taken number anyway; saying so before the SMS saves the visitor a wasted code.
      if (await deps.members.byMobile(ctx.brand.id, number.countryDialingCode, number.mobile)) {
        throw new DomainError('mobile_taken');
      }
      return deps.sms.send(ctx.brand, 'register', number, ctx.visitor.ip);
    },
    register: ({ ctx, request, input }) => registrations.register(ctx, request, input, 'username'),
    registerMobile: ({ ctx, request, input }) => registrations.register(ctx, request, input, 'mobile'),
    affiliate: async ({ ctx, input }) => ({ valid: await registrations.affiliateValid(ctx, input.code) }),
    async memberInfo({ ctx }) {
      const m = ctx.member;
      if (!m) throw new DomainError('not_logged_in');
      return { id: m.id, account: m.account, nickname: m.nickname, type: m.type, referralCode: m.referralCode };
    },
    async memberIcon({ ctx }) {
      return { iconUrl: ctx.member?.profile.iconUrl ?? null };
    },
    changePassword: ({ ctx, input }) => passwords.change(ctx, input),
    forgotPassword: ({ ctx, request, input }) =>
      passwords.forgotByEmail(ctx, input, `${request.protocol}://${request.host}`),
    resetPasswordByEmail: ({ ctx, input }) => passwords.resetByEmail(ctx, input),
    resetPasswordByPhone: ({ ctx, input }) => passwords.resetByPhone(ctx, input),
    async countryCodes({ ctx }) {
      return ctx.brand.countries;
    },
  };
}
