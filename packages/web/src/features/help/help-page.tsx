import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HELP_TOPICS } from '../../components/help-topics';
import { MessageIcon } from '../../components/icon';
import { NotAvailable } from '../../components/not-available';
import { PageFrame } from '../../components/page-frame';
import { SafeHtml } from '../../components/safe-html';
import { currentLanguage } from '../../i18n/setup';
import { call } from '../../lib/api-client';
import styles from './help-page.module.css';

/** Spec 7 helpCenter: the brand's articles in the visitor's language, each at /help#anchor (spec 2). */
function useHelpArticles() {
  const { i18n } = useTranslation();
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['helpCenter', lang, i18n.language],
    queryFn: () => call('helpCenter', { lang, device: 'WEB' }),
    staleTime: 5 * 60_000,
  });
}

export function HelpPage() {
  const { t } = useTranslation();
  const articles = useHelpArticles();
  const byAnchor = new Map((articles.data ?? []).map((a) => [a.anchor, a]));
  // The brand's own articles first, in their order; the standard topics without an article keep their place.
  const topics = [
    ...(articles.data ?? []).map((a) => ({ anchor: a.anchor, title: a.title })),
    ...HELP_TOPICS.filter((topic) => !byAnchor.has(topic.anchor)).map((topic) => ({
      anchor: topic.anchor,
      title: t(topic.labelKey),
    })),
  ];
  return (
    <PageFrame title={t('page_help')} icon={<MessageIcon />}>
      <div className={styles.layout}>
        <nav aria-label={t('page_help')} className={styles.toc}>
          <ul>
            {topics.map((topic) => (
              <li key={topic.anchor}>
                <a href={`#${topic.anchor}`}>{topic.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.topics}>
          {topics.map((topic) => (
            <section
              key={topic.anchor}
              id={topic.anchor}
              className={styles.topic}
              aria-labelledby={`${topic.anchor}-title`}
            >
              <h2 id={`${topic.anchor}-title`} className={styles.topicTitle}>
                {topic.title}
              </h2>
              {byAnchor.get(topic.anchor) ? (
                <SafeHtml html={byAnchor.get(topic.anchor)?.content ?? ''} className={styles.article} />
              ) : articles.isPending ? null : (
                <NotAvailable compact />
              )}
            </section>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}
