import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export type BrandListQuery = CallInput<'brandList'>;
export type BrandChangeName = 'brandSettings' | 'brandMaintenance' | 'brandRegion' | 'brandDomains' | 'brandLinks';

export function useBrandList(query: BrandListQuery, enabled = true) {
  return useQuery({
    queryKey: ['brandList', query] as const,
    queryFn: ({ signal }) => call('brandList', query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBrandDetail(brand: string) {
  return useQuery({
    queryKey: ['brandDetail', brand] as const,
    queryFn: ({ signal }) => call('brandDetail', { brand }, { signal }),
  });
}

/** One change of the brand page; the answer is the brand as it now is. */
export function useBrandChange<N extends BrandChangeName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<N>) => call(name, input),
    onSuccess: async (value) => {
      queryClient.setQueryData(['brandDetail', value.code], value);
      await queryClient.invalidateQueries({ queryKey: ['brandList'] });
    },
  });
}
