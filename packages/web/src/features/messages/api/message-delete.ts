import { type CallInput, call } from '../../../lib/api-client';
import { useInboxMutation } from './use-inbox-mutation';

export const useDeleteMessage = () => useInboxMutation((ref: CallInput<'messageDelete'>) => call('messageDelete', ref));
