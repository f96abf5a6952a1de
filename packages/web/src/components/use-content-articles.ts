import { useQuery } from '@tanstack/react-query';
import type { ContentSection } from '@wl/contract/constants';
import { currentLanguage } from '../i18n/setup';
import { call } from '../lib/api-client';

/**
 * Spec 7 helpCenter: a content section's articles (the help centre, /sponsor, /description, the download page's
 * install guides) in the visitor's language, each addressable by its anchor (spec 2 "/help#anchor").
 */
export function useContentArticles(section: ContentSection) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['helpCenter', section, lang],
    queryFn: () => call('helpCenter', { lang, device: 'WEB', section }),
    staleTime: 5 * 60_000,
  });
}
