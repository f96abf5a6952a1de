import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import { call } from '../../../lib/api-client';

/** The game list call for one vendor's popup (spec 3: a VASSALAGE vendor opens its games instead of a lobby). */
export const vendorGameListKey = (vassalage: string | undefined) => ['games', 'vendorPopup', vassalage] as const;

export const vendorGameListQuery = (vassalage: string | undefined) =>
  queryOptions({
    queryKey: vendorGameListKey(vassalage),
    queryFn: () => call('gameList', { pageNo: 1, pageSize: CONSTANTS.gameListPageSize, vassalage }),
  });

export const useVendorGameList = (vassalage: string | undefined, enabled: boolean) =>
  useQuery({ ...vendorGameListQuery(vassalage), enabled });
