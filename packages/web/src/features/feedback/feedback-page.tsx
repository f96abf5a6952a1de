import { useTranslation } from 'react-i18next';
import { MessageIcon } from '../../components/icon';
import { PageFrame } from '../../components/page-frame';
import { FeedbackForm } from './feedback-form';
import styles from './feedback-page.module.css';

/** Spec 2 "feedback and complaints": the page of the feedback form. */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('page_feedback')} icon={<MessageIcon />}>
      <div className={styles.card}>
        <p className={styles.intro}>{t('feedback_intro')}</p>
        <FeedbackForm />
      </div>
    </PageFrame>
  );
}
