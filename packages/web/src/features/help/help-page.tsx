import { useTranslation } from 'react-i18next';
import { MessageIcon } from '../../components/icon';
import { NotAvailable } from '../../components/not-available';
import { PageFrame } from '../../components/page-frame';
import styles from './help-page.module.css';

/** Help topics, addressable as /help#anchor (spec 2); their content comes from the help-centre issue. */
const TOPICS = [
  { anchor: 'about', labelKey: 'footer_about' },
  { anchor: 'faq', labelKey: 'footer_faq' },
  { anchor: 'terms', labelKey: 'footer_terms' },
  { anchor: 'privacy', labelKey: 'footer_privacy' },
  { anchor: 'responsible', labelKey: 'footer_responsible' },
  { anchor: 'contact', labelKey: 'footer_contact' },
];

export function HelpPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('page_help')} icon={<MessageIcon />}>
      <div className={styles.layout}>
        <nav aria-label={t('page_help')} className={styles.toc}>
          <ul>
            {TOPICS.map((topic) => (
              <li key={topic.anchor}>
                <a href={`#${topic.anchor}`}>{t(topic.labelKey)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.topics}>
          {TOPICS.map((topic) => (
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
