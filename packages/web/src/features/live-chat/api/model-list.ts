import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Spec 7 "Live": the hosts (CBS_modelList). */
export const modelListKey = ['live', 'models'] as const;

export const modelListQuery = () =>
  queryOptions({
    queryKey: modelListKey,
    queryFn: () => call('modelList'),
    // Hosts go on and off air: a short freshness, refreshed when the visitor comes back to the tab.
    staleTime: 30_000,
  });

export const useLiveModels = () => useQuery(modelListQuery());
