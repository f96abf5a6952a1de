import { useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../i18n/setup';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';

/**
 * Spec 7 announcements call (types B, PL, PU, PR, H; platform W): banners, player notices, popups, promotions. The
 * execution is A for a logged-in member and B for a visitor (spec 4).
 */
export function useAnnouncements() {
  const { isLogin } = useSession();
  const language = currentLanguage();
  return useQuery({
    queryKey: ['announcements', language, isLogin],
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
