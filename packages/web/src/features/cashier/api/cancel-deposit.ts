import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { cashierOrdersKey } from './cashier-orders';

/** The member cancels a pending deposit order; the order list follows. */
export function useCancelDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('cashierDepositCancel', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashierOrdersKey }),
  });
}
