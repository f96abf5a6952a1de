import { useTranslation } from 'react-i18next';
import { MessageIcon } from '../../components/icon';
import { openNoticeDialog } from './notice-dialog';
import styles from './notice-marquee.module.css';

/**
 * Spec 2 "notice marquee": the player notices' titles scrolling past; a still list for reduced motion. A title
 * opens the notice popup at that notice, with the rest of the list 6 a page (spec 2 "Modals: notice").
 */
export function NoticeMarquee({ notices }: { notices: { id: number; title: string }[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const items = notices.map((n) => (
    <button
      key={n.id}
      type="button"
      className={styles.item}
      onClick={() => openNoticeDialog({ kind: 'notices', id: n.id })}
      data-testid={`notice-${n.id}`}
    >
      {n.title}
    </button>
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
              <button
                key={`copy-${n.id}`}
                type="button"
                tabIndex={-1}
                className={styles.item}
                onClick={() => openNoticeDialog({ kind: 'notices', id: n.id })}
              >
                {n.title}
              </button>
            ))}
          </span>
        </div>
      </div>
    </section>
  );
}
