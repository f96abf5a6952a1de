import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const whitelabelKey = ['whitelabel'] as const;

export const whitelabelQuery = () =>
  queryOptions({ queryKey: whitelabelKey, queryFn: () => call('whitelabel'), staleTime: 5 * 60_000 });

/** Spec 7 whitelabel menu: the brand's flags and promo availability (spec 3 "Promo availability: REFERRAL"). */
export const useWhitelabelMenu = () => useQuery(whitelabelQuery());
