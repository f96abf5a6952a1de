import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { useP2pRefresh } from './refresh';

/** The payee confirms one payment received. */
export function useP2pConfirm() {
  const refresh = useP2pRefresh();
  return useMutation({ mutationFn: (input: CallInput<'p2pConfirm'>) => call('p2pConfirm', input), onSuccess: refresh });
}
