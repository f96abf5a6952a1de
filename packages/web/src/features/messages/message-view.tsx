import type { MessageItem } from '@wl/contract/routes/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { ChevronIcon } from '../../components/icon';
import { formatDateTime } from '../../lib/format';
import { messageText } from './message-text';
import styles from './messages-page.module.css';

/** One opened message: its text, when it came, and delete (after a confirm). */
export function MessageView({
  item,
  onBack,
  onDelete,
  deleting,
}: {
  item: MessageItem;
  onBack: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { title, body } = messageText(t, item);
  return (
    <article className={styles.view} aria-labelledby={`message-${item.kind}-${item.id}`}>
      <button
        type="button"
        className={buttonClass('ghost', { size: 'small', className: styles.back })}
        onClick={onBack}
      >
        <ChevronIcon towards="start" size={16} />
        {t('messages_back')}
      </button>
      {/* An operator writes in any language: each text takes its own direction. */}
      <h3 id={`message-${item.kind}-${item.id}`} className={styles.viewTitle} dir="auto">
        {title}
      </h3>
      <p className={styles.meta}>
        <span className={styles.kind}>{t(`messages_filter_${item.kind}`)}</span>
        <time dateTime={item.createdAt} dir="ltr">
          {formatDateTime(item.createdAt)}
        </time>
      </p>
      <p className={styles.body} dir="auto">
        {body}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', { size: 'small' })}
        disabled={deleting}
        onClick={() => setConfirming(true)}
      >
        {t('messages_delete')}
      </button>
      <DialogShell open={confirming} onOpenChange={setConfirming} title={t('messages_delete')}>
        <p className={styles.confirmText}>{t('messages_delete_confirm')}</p>
        <div className={styles.confirmActions}>
          <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            {t('messages_delete')}
          </button>
        </div>
      </DialogShell>
    </article>
  );
}
