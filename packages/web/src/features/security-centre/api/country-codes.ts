import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const COUNTRY_CODES_KEY = ['countryCodes'] as const;

/** Dialing codes for mobile numbers (spec 7 "country codes: fetched on load"); they do not change in a visit. */
export const countryCodesQuery = () =>
  queryOptions({ queryKey: COUNTRY_CODES_KEY, queryFn: () => call('countryCodes'), staleTime: Infinity });

export const useCountryCodes = () => useQuery(countryCodesQuery());
