import { useTranslation } from 'react-i18next';

interface PagerProps {
  pageNum: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/** Pages of a server-paged list: the list is never loaded whole. */
export function Pager({ pageNum, totalPages, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const last = Math.max(totalPages, 1);
  return (
    <nav className="pager" aria-label={t('pages')}>
      <span className="pager__total">{t('total_rows', { count: total })}</span>
      <button type="button" className="button button--small" disabled={pageNum <= 1} onClick={() => onPage(1)}>
        {t('first_page')}
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={pageNum <= 1}
        onClick={() => onPage(pageNum - 1)}
      >
        {t('previous_page')}
      </button>
      <span className="pager__where">{t('page_of', { page: pageNum, pages: last })}</span>
      <button
        type="button"
        className="button button--small"
        disabled={pageNum >= last}
        onClick={() => onPage(pageNum + 1)}
      >
        {t('next_page')}
      </button>
      <button type="button" className="button button--small" disabled={pageNum >= last} onClick={() => onPage(last)}>
        {t('last_page')}
      </button>
    </nav>
  );
}
