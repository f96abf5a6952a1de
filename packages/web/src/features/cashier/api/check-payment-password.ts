import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The payment password checked where it is typed, before the confirm step (wrong ones count toward the lock). */
export function useCheckPaymentPassword() {
  return useMutation({
    mutationFn: (paymentPassword: string) => call('checkPaymentPassword', { paymentPassword }),
  });
}
