import { useTranslation } from 'react-i18next';
import { HELP_TOPICS } from '../../components/help-topics';
import { MessageIcon } from '../../components/icon';
import { NotAvailable } from '../../components/not-available';
import { PageFrame } from '../../components/page-frame';
import styles from './help-page.module.css';

export function HelpPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('page_help')} icon={<MessageIcon />}>
      <div className={styles.layout}>
        <nav aria-label={t('page_help')} className={styles.toc}>
          <ul>
            {HELP_TOPICS.map((topic) => (
              <li key={topic.anchor}>
                <a href={`#${topic.anchor}`}>{t(topic.labelKey)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.topics}>
          {HELP_TOPICS.map((topic) => (
            <section
              key={topic.anchor}
              id={topic.anchor}
              className={styles.topic}
              aria-labelledby={`${topic.anchor}-title`}
            >
              <h2 id={`${topic.anchor}-title`} className={styles.topicTitle}>
                {t(topic.labelKey)}
              </h2>
              <NotAvailable compact />
            </section>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}
