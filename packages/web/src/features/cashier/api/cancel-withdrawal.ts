import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useWithdrawalRefresh } from './refresh';

/** The member cancels a withdrawal still waiting. */
export function useCancelWithdrawal() {
  const refresh = useWithdrawalRefresh();
  return useMutation({
    mutationFn: (orderId: number) => call('cashierWithdrawCancel', { orderId }),
    onSuccess: refresh,
  });
}
