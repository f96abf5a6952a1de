import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const depositChannelsKey = ['cashierDepositChannels'] as const;

export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: depositChannelsKey,
    queryFn: ({ signal }) => call('cashierDepositChannels', {}, { signal }),
  });

/** The brand's deposit channels (limits, fee, hours, presets, the receiving account). */
export function useDepositChannels() {
  return useQuery(depositChannelsQuery());
}
