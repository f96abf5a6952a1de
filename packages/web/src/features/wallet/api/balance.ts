import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOutput, call } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

export type BalanceValue = CallOutput<'balance'>;

/** The query key of the member's balance, per session token. */
export const balanceKey = (token: string | null) => ['balance', token] as const;

export const balanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: balanceKey(token),
    queryFn: () => call('balance'),
    staleTime: 60_000,
  });

/** The member's balance (spec 7 balance call), kept fresh by the live `balance` event (../live-updates.ts). */
export function useBalance() {
  const session = useSession();
  return useQuery({ ...balanceQuery(session.token), enabled: session.isLogin });
}
