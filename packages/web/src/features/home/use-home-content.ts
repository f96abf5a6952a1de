import { useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/setup';
import { call } from '../../lib/api-client';

/**
 * Spec 7 announcements call (types B, PL, PU, PR, H; platform W): banners, player notices, popups (every
 * execution: the popups pick A, B or F themselves) and promotions.
 */
export function useAnnouncements() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['announcements', language],
    queryFn: () => call('announcements', { types: 'B,PL,PU,PR,H', platform: 'W', language }),
    staleTime: 5 * 60_000,
  });
}

/** Spec 7 winner board: gameCategory ALL, limitNum 20. */
export function useWinners() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ['winners', language],
    queryFn: () => call('winnerBoard', { gameCategory: 'ALL', limitNum: 20, language }),
    staleTime: 60_000,
  });
}
