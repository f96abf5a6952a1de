import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { useWithdrawalRefresh } from './refresh';

/** A withdrawal request (encrypted: it carries the payment password). */
export function useWithdraw() {
  const refresh = useWithdrawalRefresh();
  return useMutation({
    mutationFn: (input: CallInput<'cashierWithdraw'>) => call('cashierWithdraw', input),
    onSuccess: refresh,
  });
}
