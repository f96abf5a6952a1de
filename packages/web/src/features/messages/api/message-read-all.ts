import { call } from '../../../lib/api-client';
import { useInboxMutation } from './inbox-mutation';

export const useReadAllMessages = () => useInboxMutation(() => call('messageReadAll'));
