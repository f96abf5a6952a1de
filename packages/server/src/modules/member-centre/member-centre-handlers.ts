import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** The security centre's calls (contract routes/member-centre.ts): thin handlers over its services. */
export function memberCentreHandlers(deps: AppRoot): Handlers {
  const profiles = deps.profiles;
  const contacts = deps.contacts;
  const paymentPasswords = deps.paymentPasswords;
  const payoutAccounts = deps.payoutAccounts;
  const sessions = deps.sessionHistory;
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
