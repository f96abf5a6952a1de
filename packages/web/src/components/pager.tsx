import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './records.module.css';

/** Previous and next page of a paged list, with where the list is (buttons of 40 px: tapped on phones). */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('rec_pages')}>
      <button type="button" className={buttonClass('ghost')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('sc_previous')}
      </button>
      <span>{t('sc_page_of', { page, total: totalPages })}</span>
      <button
        type="button"
        className={buttonClass('ghost')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        {t('sc_next')}
      </button>
    </nav>
  );
}
