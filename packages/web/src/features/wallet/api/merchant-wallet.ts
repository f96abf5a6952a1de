import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const merchantWalletKey = ['merchantWallet'] as const;

export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: merchantWalletKey,
    queryFn: () => call('merchantWallet'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether the brand keeps one wallet or one per vendor (spec 7 GCS_merchantWallet); it does not change. */
export const useMerchantWallet = () => useQuery(merchantWalletQuery());
