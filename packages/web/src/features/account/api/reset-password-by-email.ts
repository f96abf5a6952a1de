import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { useCompleteLogin } from '../use-complete-login';

/** Sets a new password with the token of the e-mailed link and logs the visitor in (spec 4). */
export function useResetPasswordByEmail() {
  const complete = useCompleteLogin();
  return useMutation({
    mutationFn: (body: CallInput<'resetPasswordByEmail'>) => call('resetPasswordByEmail', body),
    onSuccess: (value) => complete({ ...value, passwordExpired: false }, 'reset'),
  });
}
