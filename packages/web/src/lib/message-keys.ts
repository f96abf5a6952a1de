/**
 * Query keys of the member's inbox (features/messages), here because the live socket (features/wallet) refreshes
 * them too when a `message` event arrives: everything under `messagesKey` is the inbox and its unread count.
 */
export const messagesKey = ['messages'] as const;

/** The unread count (spec 7 CSP_unreadCount) of one session: the member centre's messageV2 badge. */
export const unreadMessagesKey = (token: string | null) => ['messages', 'unread', token] as const;
