import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { SECURITY_KEY } from '../security-queries';

/** Sets the payment password, or changes it with the old one (an encrypted call); the centre shows it is set. */
export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'paymentPassword'>) => call('paymentPassword', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
