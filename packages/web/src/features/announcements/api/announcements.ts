import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import type { LanguageCode } from '@wl/contract/languages';
import { currentLanguage } from '../../../i18n/setup';
import { call } from '../../../lib/api-client';
import { bootAnnouncements } from '../../../lib/boot-data';

/**
 * Spec 7 announcements call (types B, PL, PU, PR, H; platform W): banners, player notices, popups (every
 * execution: the popups pick A, B or F themselves) and promotions. One query shared by the home page, the
 * popups and the notice list.
 */
export const announcementsKey = (language: LanguageCode) => ['announcements', language] as const;

export const announcementsQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: announcementsKey(language),
    queryFn: () => call('announcements', { types: CONSTANTS.announcementTypes.join(','), platform: 'W', language }),
    // The first page load finds the answer inside index.html (lib/boot-data.ts).
    initialData: () => bootAnnouncements(language),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements() {
  return useQuery(announcementsQuery(currentLanguage()));
}
