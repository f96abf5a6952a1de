import { useTranslation } from 'react-i18next';
import { ArticleList } from '../../components/article-list';
import { HELP_TOPICS } from '../../components/help-topics';
import { MessageIcon } from '../../components/icon';
import { PageFrame } from '../../components/page-frame';
import { useContentArticles } from '../../components/use-content-articles';

/** Spec 7 helpCenter: the brand's articles in the visitor's language, each at /help#anchor (spec 2). */
export function HelpPage() {
  const { t } = useTranslation();
  const articles = useContentArticles('help');
  const own = articles.data ?? [];
  const byAnchor = new Set(own.map((a) => a.anchor));
  // The brand's own articles first, in their order; the standard topics without an article keep their place.
  const topics = [
    ...own.map((a) => ({ anchor: a.anchor, title: a.title, content: a.content })),
    ...HELP_TOPICS.filter((topic) => !byAnchor.has(topic.anchor)).map((topic) => ({
      anchor: topic.anchor,
      title: t(topic.labelKey),
      content: null,
    })),
  ];
  return (
    <PageFrame title={t('page_help')} icon={<MessageIcon />}>
      <ArticleList articles={topics} tocLabel={t('content_toc')} pending={articles.isPending} />
    </PageFrame>
  );
}
