import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createContactService } from './contact-service.js';
import { createPaymentPasswordService } from './payment-password-service.js';
import { createPayoutAccountService } from './payout-account-service.js';
import { createProfileService } from './profile-service.js';
import { createSessionHistoryService } from './session-history-service.js';

/** The security centre's calls (contract routes/member-centre.ts): thin handlers over its services. */
export function memberCentreHandlers(deps: AppDeps): Handlers {
  const profiles = createProfileService(deps);
  const contacts = createContactService(deps);
  const paymentPasswords = createPaymentPasswordService(deps);
  const payoutAccounts = createPayoutAccountService(deps, paymentPasswords);
  const sessions = createSessionHistoryService(deps);
  return {
    securityProfile: ({ actor }) => profiles.view(actor.member.id),
    updateProfile: ({ actor, input }) => profiles.update(actor, input),
    updateNickname: ({ actor, input }) => profiles.updateNickname(actor, input),
    bindMobileCode: ({ actor, input }) => contacts.sendMobileCode(actor, input),
    bindMobile: ({ actor, input }) => contacts.bindMobile(actor, input),
    bindEmail: ({ actor, http, input }) => contacts.sendEmailLink(actor, input, http.origin),
    confirmEmail: ({ actor, input }) => contacts.confirmEmail(actor, input),
    paymentPassword: ({ actor, input }) => paymentPasswords.setOrChange(actor, input),
    checkPaymentPassword: async ({ actor, input }) => {
      await paymentPasswords.verifyPaymentPassword(actor.member.id, input.paymentPassword);
      return null;
    },
    payoutAccounts: ({ actor }) => payoutAccounts.list(actor),
    addPayoutAccount: ({ actor, input }) => payoutAccounts.add(actor, input),
    removePayoutAccount: ({ actor, input }) => payoutAccounts.remove(actor, input),
    loginHistory: ({ actor, input }) => sessions.list(actor, input),
    logoutOtherSessions: ({ actor }) => sessions.logoutOthers(actor),
  };
}
