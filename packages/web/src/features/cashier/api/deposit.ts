import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { cashierOrdersKey } from './cashier-orders';

/** A deposit order at a channel; the order list follows. */
export function useDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'cashierDeposit'>) => call('cashierDeposit', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashierOrdersKey }),
  });
}
