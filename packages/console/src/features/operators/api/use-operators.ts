import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export type OperatorListQuery = CallInput<'operatorList'>;
export type OperatorActionName = 'operatorDisable' | 'operatorEnable' | 'operatorResetTwoFactor' | 'operatorUnlock';

export function useOperatorList(query: OperatorListQuery) {
  return useQuery({
    queryKey: ['operatorList', query] as const,
    queryFn: ({ signal }) => call('operatorList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshing<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operatorList'] }),
  });
}

export const useOperatorCreate = () =>
  useRefreshing((input: CallInput<'operatorCreate'>) => call('operatorCreate', input));
export const useOperatorUpdate = () =>
  useRefreshing((input: CallInput<'operatorUpdate'>) => call('operatorUpdate', input));
export const useOperatorAction = () =>
  useRefreshing(({ action, operatorId }: { action: OperatorActionName; operatorId: number }) =>
    call(action, { operatorId }),
  );
