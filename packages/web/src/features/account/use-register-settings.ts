import { useQuery } from '@tanstack/react-query';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { call } from '../../lib/api-client';
import { useSiteInfo } from '../../lib/site-status';

/** The brand's registration field rules; the status call already carries them (info.register). */
export function useRegisterSettings(): RegisterFieldRule[] | undefined {
  const info = useSiteInfo();
  const query = useQuery({
    queryKey: ['registerSettings'],
    queryFn: () => call('registerSettings'),
    staleTime: Number.POSITIVE_INFINITY,
    ...(info.register.length > 0 ? { initialData: info.register } : {}),
  });
  return query.data;
}
