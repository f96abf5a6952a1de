import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import { useCallback, useRef } from 'react';
import { call } from '../../lib/api-client';

/**
 * The captcha image (spec 3: a base64 PNG). The server binds it to an HttpOnly cookie and it is single use, so
 * it is never cached beyond the form that shows it. A manual refresh happens at most once per second (spec 9).
 */
export function useCaptcha(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: () => call('captcha'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const last = useRef(0);
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - last.current < CONSTANTS.captchaRefreshMinIntervalMs) return;
    last.current = now;
    void queryClient.invalidateQueries({ queryKey: ['captcha'] });
  }, [queryClient]);
  const image = query.data ? `data:image/png;base64,${query.data}` : null;
  return { image, refresh, isError: query.isError };
}
