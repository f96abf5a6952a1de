import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

/** Sends the SMS code to the number being bound; answers how many minutes it lives. */
export function useBindMobileCode() {
  return useMutation({ mutationFn: (body: CallInput<'bindMobileCode'>) => call('bindMobileCode', body) });
}
