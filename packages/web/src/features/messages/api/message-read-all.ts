import { call } from '../../../lib/api-client';
import { useInboxMutation } from './use-inbox-mutation';

export const useReadAllMessages = () => useInboxMutation(() => call('messageReadAll'));
