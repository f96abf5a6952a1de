import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

/** Sends feedback with its images (spec 7 feedback). */
export function useSendFeedback() {
  return useMutation({ mutationFn: (body: CallInput<'feedback'>) => call('feedback', body) });
}
