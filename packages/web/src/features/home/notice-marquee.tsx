import { useTranslation } from 'react-i18next';
import { MessageIcon } from '../../components/icon';
import styles from './notice-marquee.module.css';

/** Spec 2 "notice marquee": the player notices' titles scrolling past; a still list for reduced motion. */
export function NoticeMarquee({ notices }: { notices: { id: number; title: string }[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const items = notices.map((n) => (
    <span key={n.id} className={styles.item}>
      {n.title}
    </span>
  ));
  return (
    <section className={styles.marquee} aria-label={t('home_notices')} data-testid="notice-marquee">
      <span className={styles.badge} aria-hidden="true">
        <MessageIcon size={18} />
      </span>
      <div className={styles.viewport}>
        <div className={styles.track}>
          {items}
          {/* The second copy makes the loop seamless; screen readers read the first only. */}
          <span aria-hidden="true" className={styles.copy}>
            {notices.map((n) => (
              <span key={`copy-${n.id}`} className={styles.item}>
                {n.title}
              </span>
            ))}
          </span>
        </div>
      </div>
    </section>
  );
}
