import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

/** Asks for the reset link by e-mail (spec 2 forgot password); `onSent` shows in_been_out and closes. */
export function useForgotPassword({ onSent }: { onSent: () => void }) {
  return useMutation({
    mutationFn: (body: CallInput<'forgotPassword'>) => call('forgotPassword', body),
    onSuccess: onSent,
  });
}
