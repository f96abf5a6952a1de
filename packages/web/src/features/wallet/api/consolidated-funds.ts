import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CONSOLIDATED_FUNDS_KEY } from '../../../lib/wallet-transfer';

/** Refreshed by every wallet transfer (lib/wallet-transfer.ts, shared with the in-house games' "move money in"). */
export const consolidatedFundsKey = CONSOLIDATED_FUNDS_KEY;

export const consolidatedFundsQuery = () =>
  queryOptions({
    queryKey: consolidatedFundsKey,
    queryFn: () => call('consolidatedFunds'),
  });

/** The main wallet and each vendor's, as the member centre's transfers show them. */
export const useConsolidatedFunds = () => useQuery(consolidatedFundsQuery());
