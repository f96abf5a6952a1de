import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** Dialing codes for mobile numbers (spec 7 "country codes: fetched on load"). */
export function useCountryCodes() {
  return useQuery({
    queryKey: ['countryCodes'],
    queryFn: () => call('countryCodes'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
