import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useP2pRefresh } from './refresh';

/** The payee confirms every payment of a withdrawal received. */
export function useP2pConfirmAll() {
  const refresh = useP2pRefresh();
  return useMutation({
    mutationFn: (withdrawalId: number) => call('p2pConfirmAll', { withdrawalId }),
    onSuccess: refresh,
  });
}
