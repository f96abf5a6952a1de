import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import type { LanguageCode } from '@wl/contract/languages';
import { currentLanguage } from '../../../i18n/setup';
import { type CallOutput, call } from '../../../lib/api-client';
import { readCache, writeCache } from '../../../lib/session';

export type WinnerRow = CallOutput<'winnerBoard'>[number];

/** The stored board remembers its language: game names follow it, so another language asks again. */
interface WinnersCache {
  language: string;
  winners: WinnerRow[];
}

/**
 * Spec 7 winner board (gameCategory ALL, limitNum 20). Spec 9: the winners cache stays in session storage until a
 * refresh is requested, so the board is asked for once per session and again only from the refresh button
 * (refetch), which rewrites the cache.
 */
export const winnerBoardKey = (language: LanguageCode) => ['winners', language] as const;

export const winnerBoardQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: winnerBoardKey(language),
    queryFn: async () => {
      const winners = await call('winnerBoard', { gameCategory: 'ALL', limitNum: CONSTANTS.winnersLimit, language });
      writeCache('winners', { language, winners } satisfies WinnersCache);
      return winners;
    },
    initialData: () => {
      const cached = readCache<WinnersCache>('winners');
      return cached?.language === language && Array.isArray(cached.winners) ? cached.winners : undefined;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useWinners = () => useQuery(winnerBoardQuery(currentLanguage()));
