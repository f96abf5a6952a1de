import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { openAuthDialog } from '../../../lib/auth-dialog';
import type { RegisterMethod } from '../register-fields';
import { useCompleteLogin } from '../use-complete-login';

/**
 * Registers by one method (spec 2 register / registerMobile): an affiliate code typed in its field is checked first
 * (spec 5) and a refused one stops there (`affiliateRefused`); then auto-login (spec 4 "Registration success") and
 * the bonus prompt.
 */
export function useRegister(method: RegisterMethod) {
  const complete = useCompleteLogin();
  return useMutation({
    mutationFn: async ({ payload, affiliateCode }: { payload: CallInput<'register'>; affiliateCode: string }) => {
      if (affiliateCode) {
        const { valid } = await call('affiliate', { code: affiliateCode, domain: window.location.hostname });
        if (!valid) return { affiliateRefused: true };
      }
      const answer = await call(method, payload);
      if (answer.token) {
        await complete(
          { token: answer.token, firstTimeLogin: answer.firstTimeLogin ?? true, passwordExpired: false },
          'register',
        );
      }
      openAuthDialog('bonus');
      return { affiliateRefused: false };
    },
  });
}
