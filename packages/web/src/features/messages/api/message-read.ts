import { type CallInput, call } from '../../../lib/api-client';
import { useInboxMutation } from './inbox-mutation';

export const useReadMessage = () => useInboxMutation((ref: CallInput<'messageRead'>) => call('messageRead', ref));
