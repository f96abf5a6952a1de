import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

/** Sends the verification link to the address being bound (it is bound once the link is opened). */
export function useBindEmail() {
  return useMutation({ mutationFn: (body: CallInput<'bindEmail'>) => call('bindEmail', body) });
}
