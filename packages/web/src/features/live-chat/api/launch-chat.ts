import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Spec 7 CBS_launchChat: a launch answers a room URL with a one-off ticket (a member's when the session has a token,
 * else a viewer's).
 */
export const useLaunchChat = () =>
  useMutation({
    mutationFn: async (modelId: number) => (await call('launchChat', { modelId })).chatUrl,
  });
