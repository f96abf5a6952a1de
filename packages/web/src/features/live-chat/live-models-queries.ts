import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../lib/api-client';

/** Spec 7 "Live": the hosts (CBS_modelList) and a chat launch (CBS_launchChat, answering chatUrl). */

const liveModel = z.object({
  id: z.number(),
  name: z.string(),
  avatarUrl: z.string().nullish(),
  intro: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  online: z.boolean(),
});
export type LiveModel = z.infer<typeof liveModel>;

/** The route answers `anything`: a host the page cannot show is left out rather than breaking the list. */
export function parseModels(value: unknown): LiveModel[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = liveModel.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const liveModelKeys = { list: ['live', 'models'] as const };

export const useLiveModels = () =>
  useQuery({
    queryKey: liveModelKeys.list,
    queryFn: async () => parseModels(await call('modelList')),
    // Hosts go on and off air: a short freshness, refreshed when the visitor comes back to the tab.
    staleTime: 30_000,
  });

/** A launch answers a room URL with a one-off ticket (a member's when the session has a token, else a viewer's). */
export const useLaunchChat = () =>
  useMutation({
    mutationFn: async (modelId: number) => (await call('launchChat', { modelId })).chatUrl,
  });
