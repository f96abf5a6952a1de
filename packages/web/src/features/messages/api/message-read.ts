import { type CallInput, call } from '../../../lib/api-client';
import { useInboxMutation } from './use-inbox-mutation';

export const useReadMessage = () => useInboxMutation((ref: CallInput<'messageRead'>) => call('messageRead', ref));
