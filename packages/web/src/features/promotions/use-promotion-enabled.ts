import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** Spec 7 whitelabel menu: the brand's flags and promo availability (spec 3 "Promo availability: REFERRAL"). */
export function useWhitelabelMenu() {
  return useQuery({ queryKey: ['whitelabel'], queryFn: () => call('whitelabel'), staleTime: 5 * 60_000 });
}

/** Whether a promotion type (REFERRAL...) is enabled for the brand; false until known. */
export function usePromotionEnabled(type: string): boolean {
  const { data } = useWhitelabelMenu();
  return data?.promotions.some((p) => p.type === type && p.enabled) ?? false;
}
