import { useWhitelabelMenu } from './api/whitelabel';

/** Whether a promotion type (REFERRAL...) is enabled for the brand; false until known. */
export function usePromotionEnabled(type: string): boolean {
  const { data } = useWhitelabelMenu();
  return data?.promotions.some((p) => p.type === type && p.enabled) ?? false;
}
