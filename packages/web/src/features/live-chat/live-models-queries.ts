import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** Spec 7 "Live": the hosts (CBS_modelList) and a chat launch (CBS_launchChat, answering chatUrl). */

export const liveModelKeys = { list: ['live', 'models'] as const };

export const useLiveModels = () =>
  useQuery({
    queryKey: liveModelKeys.list,
    queryFn: () => call('modelList'),
    // Hosts go on and off air: a short freshness, refreshed when the visitor comes back to the tab.
    staleTime: 30_000,
  });

/** A launch answers a room URL with a one-off ticket (a member's when the session has a token, else a viewer's). */
export const useLaunchChat = () =>
  useMutation({
    mutationFn: async (modelId: number) => (await call('launchChat', { modelId })).chatUrl,
  });
