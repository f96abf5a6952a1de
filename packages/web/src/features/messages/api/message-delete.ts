import { type CallInput, call } from '../../../lib/api-client';
import { useInboxMutation } from './inbox-mutation';

export const useDeleteMessage = () => useInboxMutation((ref: CallInput<'messageDelete'>) => call('messageDelete', ref));
