import { CONSTANTS } from '@wl/contract/constants';
import type { Announcement } from '@wl/contract/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { GiftIcon } from '../../components/icon';
import { SafeHtml } from '../../components/safe-html';
import styles from './announcements-dialog.module.css';

/** An announcement (spec 3), as far as the dialog reads it. */
export type AnnouncementItem = Pick<Announcement, 'id' | 'title' | 'content' | 'promotionType'>;

interface AnnouncementsDialogProps {
  title: string;
  items: AnnouncementItem[];
  /** The item shown first; the first one when absent. */
  initialId?: number;
  onClose: () => void;
  testId?: string;
}

const PER_PAGE = CONSTANTS.announcementsPerPage;

/**
 * Spec 2 "Modals: public announcement, notice" and spec 4 "Popups": the announcements 6 a page (spec 9); selecting
 * one shows its content; one with a promotionType offers a go-to-promotion button that opens the reward centre and
 * closes the popup.
 */
export function AnnouncementsDialog({ title, items, initialId, onClose, testId }: AnnouncementsDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startIndex = Math.max(
    0,
    items.findIndex((i) => i.id === initialId),
  );
  const [selectedId, setSelectedId] = useState(items[startIndex]?.id);
  const [page, setPage] = useState(Math.floor(startIndex / PER_PAGE));
  const pages = Math.max(1, Math.ceil(items.length / PER_PAGE));
  const shown = items.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  const selected = items.find((i) => i.id === selectedId) ?? items[0];
  const single = items.length === 1;

  const goToPromotion = () => {
    onClose();
    // The reward centre lives with the promotions (spec 2 member centre "rewardCenter").
    void navigate({ pathname: '/promotions', hash: '#reward-centre' });
  };

  return (
    <DialogShell
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      testId={testId}
      className={single ? styles.single : styles.dialog}
    >
      <div className={single ? styles.bodySingle : styles.body}>
        {single ? null : (
          <nav className={styles.list} aria-label={t('announcement_list')}>
            <ul>
              {shown.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`${styles.item} ${item.id === selected?.id ? styles.itemActive : ''}`}
                    aria-current={item.id === selected?.id ? 'true' : undefined}
                    onClick={() => setSelectedId(item.id)}
                  >
                    {item.promotionType ? <GiftIcon size={16} /> : null}
                    <span>{item.title}</span>
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <div className={styles.pager}>
                <button
                  type="button"
                  className={buttonClass('ghost', { size: 'small' })}
                  disabled={page === 0}
                  onClick={() => setPage((p) => p - 1)}
                >
                  {t('page_prev')}
                </button>
                <span className={styles.pageOf}>{t('page_of', { page: page + 1, total: pages })}</span>
                <button
                  type="button"
                  className={buttonClass('ghost', { size: 'small' })}
                  disabled={page >= pages - 1}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('page_next')}
                </button>
              </div>
            ) : null}
          </nav>
        )}
        {selected ? (
          <article className={styles.article} aria-labelledby={`announcement-${selected.id}`}>
            <h3 id={`announcement-${selected.id}`} className={styles.articleTitle}>
              {selected.title}
            </h3>
            <SafeHtml html={selected.content} className={styles.content} />
            {selected.promotionType ? (
              <button type="button" className={buttonClass('primary')} onClick={goToPromotion}>
                <GiftIcon size={18} />
                {t('go_to_promotion')}
              </button>
            ) : null}
          </article>
        ) : null}
      </div>
    </DialogShell>
  );
}
