import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call, isApiError } from '../../lib/api-client';
import { requireLoginCaptcha } from './login-form-state';
import { useCompleteLogin } from './use-complete-login';

/** Spec 4 "Login": a failed login whose answer carries a captcha shows the captcha field (and a new image). */
export function wantsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'captcha_required' || error.code === 'captcha_invalid') return true;
  const value = error.value;
  return typeof value === 'object' && value !== null && 'captcha' in value && value.captcha === true;
}

/** The login call shared by the login popup and the header form. */
export function useLogin() {
  const queryClient = useQueryClient();
  const complete = useCompleteLogin();
  return useMutation({
    mutationFn: (payload: CallInput<'login'>) => call('login', payload),
    onSuccess: (value, payload) => complete(value, payload.type === 'sms' ? 'sms' : 'username'),
    onError: (error, payload) => {
      const wanted = wantsCaptcha(error);
      if (wanted) requireLoginCaptcha();
      // A captcha is single use: after any attempt that sent one, or that asks for one, a new image is fetched.
      if (wanted || payload.captcha) void queryClient.invalidateQueries({ queryKey: ['captcha'] });
    },
  });
}
