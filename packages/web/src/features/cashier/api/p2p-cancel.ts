import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useP2pRefresh } from './refresh';

/** The payer gives up a payment not yet paid. */
export function useP2pCancel() {
  const refresh = useP2pRefresh();
  return useMutation({ mutationFn: (id: number) => call('p2pCancel', { id }), onSuccess: refresh });
}
