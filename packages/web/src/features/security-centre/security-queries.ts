import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityProfile } from '@wl/contract/routes/member-centre';
import { type CallInput, call } from '../../lib/api-client';

export const SECURITY_KEY = ['securityProfile'] as const;
export const PAYOUT_ACCOUNTS_KEY = ['payoutAccounts'] as const;
export const LOGINS_KEY = ['loginHistory'] as const;

export const useSecurityProfile = () => useQuery({ queryKey: SECURITY_KEY, queryFn: () => call('securityProfile') });

type ProfileCall = 'updateProfile' | 'updateNickname' | 'bindMobile';

/** A call that answers the new profile: the security centre shows it at once (and the header's icon follows). */
export function useProfileMutation<N extends ProfileCall>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<N>) => call(name, body) as Promise<SecurityProfile>,
    onSuccess: (value) => {
      queryClient.setQueryData(SECURITY_KEY, value);
      void queryClient.invalidateQueries({ queryKey: ['memberIcon'] });
    },
  });
}

export const usePayoutAccounts = () =>
  useQuery({ queryKey: PAYOUT_ACCOUNTS_KEY, queryFn: () => call('payoutAccounts') });

export const useLoginHistory = (pageNo: number) =>
  useQuery({ queryKey: [...LOGINS_KEY, pageNo], queryFn: () => call('loginHistory', { pageNo, pageSize: 10 }) });
