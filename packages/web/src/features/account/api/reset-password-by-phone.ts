import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { useCompleteLogin } from '../use-complete-login';

/** Sets a new password with the SMS code and logs the visitor in, sent to / (spec 4 "Forgot by phone"). */
export function useResetPasswordByPhone() {
  const complete = useCompleteLogin();
  return useMutation({
    mutationFn: (body: CallInput<'resetPasswordByPhone'>) => call('resetPasswordByPhone', body),
    onSuccess: (value) => complete({ ...value, passwordExpired: false }, 'reset'),
  });
}
