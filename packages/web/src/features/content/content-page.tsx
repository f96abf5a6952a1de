import type { ContentSection } from '@wl/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ArticleList, ArticleListSkeleton } from '../../components/article-list';
import { InHouseIcon, StarIcon } from '../../components/icon';
import { LoadFailed } from '../../components/load-failed';
import { NotAvailablePage } from '../../components/not-available-page';
import { PageFrame } from '../../components/page-frame';
import { useContentArticles } from '../../components/use-content-articles';
import { ContentEmpty } from './content-empty';
import { DocumentIcon } from './document-icon';

/** The content pages of spec 2 fed by a helpCenter section, by path. */
const SECTIONS: Record<string, { section: ContentSection; titleKey: string; icon: ReactNode }> = {
  '/sponsor': { section: 'sponsor', titleKey: 'page_sponsor', icon: <StarIcon /> },
  '/description': { section: 'description', titleKey: 'page_description', icon: <DocumentIcon /> },
};

/** Spec 2 content sections: /sponsor and /description show their articles; /seamless is not built yet. */
export function ContentPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = SECTIONS[pathname.toLowerCase()];
  if (!page) return <NotAvailablePage title={t('page_seamless')} icon={<InHouseIcon />} />;
  return (
    <PageFrame title={t(page.titleKey)} icon={page.icon}>
      <SectionArticles section={page.section} />
    </PageFrame>
  );
}

function SectionArticles({ section }: { section: ContentSection }) {
  const { t } = useTranslation();
  const articles = useContentArticles(section);
  // Articles already shown stay when a refetch fails.
  if (articles.data) {
    return articles.data.length > 0 ? (
      <ArticleList articles={articles.data} tocLabel={t('content_toc')} />
    ) : (
      <ContentEmpty />
    );
  }
  if (articles.isError) return <LoadFailed error={articles.error} onRetry={() => void articles.refetch()} />;
  return <ArticleListSkeleton label={t('app_loading')} />;
}
