import type { MessageItem } from '@wl/contract/routes/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { LoadFailed } from '../../components/load-failed';
import { formatDateTime } from '../../lib/format';
import { useDeleteMessage } from './api/message-delete';
import { type MessageFilter, useMessages } from './api/message-list';
import { useReadMessage } from './api/message-read';
import { useReadAllMessages } from './api/message-read-all';
import { messageText } from './message-text';
import { MessageView } from './message-view';
import styles from './messages-page.module.css';

const FILTERS: readonly MessageFilter[] = ['all', 'unread', 'system', 'personal', 'broadcast'];

/**
 * The member centre's inbox (spec 2 messageV2): system messages (written in the reader's language), personal
 * messages and broadcasts, newest first, with unread marks, a filter, mark all read, open and delete. New messages
 * arrive by the live socket, which refreshes the list and the badge.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<MessageItem | null>(null);
  const messages = useMessages(filter, pageNo);
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const remove = useDeleteMessage();
  const page = messages.data;
  const totalPages = Math.max(1, page?.totalPages ?? 1);
  // Deleting the last message of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (page && pageNo > totalPages) setPageNo(totalPages);
  }, [page, pageNo, totalPages]);

  const open = (item: MessageItem) => {
    setOpened(item);
    if (!item.read) read.mutate({ kind: item.kind, id: item.id });
  };
  const choose = (next: MessageFilter) => {
    setFilter(next);
    setPageNo(1);
    setOpened(null);
  };

  return (
    <section className={styles.page} aria-label={t('messages_title')} data-testid="messages-page">
      <div className={styles.toolbar}>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('messages_filter')}</legend>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`${styles.filter} ${f === filter ? styles.filterActive : ''}`}
              aria-pressed={f === filter}
              onClick={() => choose(f)}
            >
              {t(`messages_filter_${f}`)}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className={buttonClass('secondary', { size: 'small' })}
          disabled={!page || page.unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate(undefined)}
        >
          {t('messages_read_all')}
        </button>
      </div>

      {opened ? (
        <MessageView
          item={{ ...opened, read: true }}
          deleting={remove.isPending}
          onBack={() => setOpened(null)}
          onDelete={() => remove.mutate({ kind: opened.kind, id: opened.id }, { onSuccess: () => setOpened(null) })}
        />
      ) : messages.isError ? (
        <LoadFailed error={messages.error} onRetry={() => void messages.refetch()} />
      ) : !page ? (
        <p className={styles.empty} aria-busy="true">
          {t('app_loading')}
        </p>
      ) : page.content.length === 0 ? (
        <p className={styles.empty}>{t('messages_empty')}</p>
      ) : (
        <ul className={styles.list}>
          {page.content.map((item) => {
            const { title } = messageText(t, item);
            return (
              <li key={`${item.kind}-${item.id}`}>
                <button
                  type="button"
                  className={`${styles.item} ${item.read ? '' : styles.unread}`}
                  onClick={() => open(item)}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle} dir="auto">
                      {title}
                    </span>
                    <span className={styles.meta}>
                      {item.read ? null : <span className="visually-hidden">{t('messages_filter_unread')}</span>}
                      <span className={styles.kind}>{t(`messages_filter_${item.kind}`)}</span>
                      <time dateTime={item.createdAt} dir="ltr">
                        {formatDateTime(item.createdAt)}
                      </time>
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {!opened && totalPages > 1 ? (
        <div className={styles.pager}>
          <button
            type="button"
            className={buttonClass('ghost', { size: 'small' })}
            disabled={pageNo <= 1}
            onClick={() => setPageNo((p) => p - 1)}
          >
            {t('page_prev')}
          </button>
          <span className={styles.pageOf}>{t('page_of', { page: pageNo, total: totalPages })}</span>
          <button
            type="button"
            className={buttonClass('ghost', { size: 'small' })}
            disabled={pageNo >= totalPages}
            onClick={() => setPageNo((p) => p + 1)}
          >
            {t('page_next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
