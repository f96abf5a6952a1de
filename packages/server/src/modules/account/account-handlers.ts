import { DomainError } from '../../lib/errors.js';
import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';
import { CAPTCHA_COOKIE } from '../captcha/captcha-service.js';
import { normalizeMobile } from '../sms/sms-service.js';
import { homeCountryFirst } from './home-country.js';

/** Spec 7 "Account and session": thin handlers over the login, registration and password services. */
export function accountHandlers(deps: AppRoot): Handlers {
  const logins = deps.logins;
  const registrations = deps.registrations;
  const passwords = deps.passwords;
  const social = deps.social;
  return {
    login: ({ actor, http, input }) => logins.login(actor, http.cookie(CAPTCHA_COOKIE), input),
    freePlay: ({ actor, input }) => logins.freePlay(actor, input.value),
    logout: ({ actor }) => logins.logout(actor),
    socialLogin: ({ actor, input }) => social.login(actor, input),
    async captcha({ http }) {
      const { png, setCookie } = await deps.captcha.issue(http.secure);
      http.setCookie(setCookie);
      return png.toString('base64');
    },
    async smsLoginCode({ actor, input }) {
      return deps.sms.send(
        actor.brand,
        'nologin',
        normalizeMobile(input.countryDialingCode, input.mobileNum),
        actor.visitor.ip,
      );
    },
    async registerSms({ actor, input }) {
      const number = normalizeMobile(input.countryDialingCode, input.mobileNo);
      // Registering reveals a taken number anyway; saying so before the SMS saves the visitor a wasted code.
      if (await deps.members.byMobile(actor.brand.id, number.countryDialingCode, number.mobile)) {
        throw new DomainError('mobile_taken');
      }
      return deps.sms.send(actor.brand, 'register', number, actor.visitor.ip);
    },
    register: ({ actor, http, input }) => registrations.register(actor, http.cookie(CAPTCHA_COOKIE), input, 'username'),
    registerMobile: ({ actor, http, input }) =>
      registrations.register(actor, http.cookie(CAPTCHA_COOKIE), input, 'mobile'),
    affiliate: async ({ actor, input }) => ({ valid: await registrations.affiliateValid(actor, input.code) }),
    async memberInfo({ actor }) {
      const m = actor.member;
      return { id: m.id, account: m.account, nickname: m.nickname, type: m.type, referralCode: m.referralCode };
    },
    async memberIcon({ actor }) {
      return { iconUrl: actor.member.profile.iconUrl || null };
    },
    changePassword: ({ actor, input }) => passwords.change(actor, input),
    forgotPassword: ({ actor, http, input }) => passwords.forgotByEmail(actor, input, http.origin),
    resetPasswordByEmail: ({ actor, input }) => passwords.resetByEmail(actor, input),
    resetPasswordByPhone: ({ actor, input }) => passwords.resetByPhone(actor, input),
    async countryCodes({ actor }) {
      return homeCountryFirst(actor.brand.countries, actor.brand.currency);
    },
  };
}
