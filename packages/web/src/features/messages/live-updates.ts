import type { LiveSubscription } from '../../lib/live-events';
import { inboxKey } from './api/message-list';

/** A new message (system, personal or broadcast): the inbox and its unread badge are fetched again. */
export const messagesLiveUpdates: LiveSubscription = ({ bus, queryClient }) =>
  bus.subscribe('message', () => {
    void queryClient.invalidateQueries({ queryKey: inboxKey });
  });
