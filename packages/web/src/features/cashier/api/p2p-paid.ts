import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { useP2pRefresh } from './refresh';

/** The payer says they have paid. */
export function useP2pPaid() {
  const refresh = useP2pRefresh();
  return useMutation({ mutationFn: (input: CallInput<'p2pPaid'>) => call('p2pPaid', input), onSuccess: refresh });
}
