import type { ChatMessage, ChatRole } from '@wl/contract/events';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat-message-list.module.css';
import { formatTime, isOwnMessage } from './chat-protocol';

/** How close to the bottom (px) still counts as "reading the newest". */
const NEAR_BOTTOM = 48;

interface Props {
  messages: ChatMessage[];
  role: ChatRole;
  name: string;
}

/**
 * The conversation, oldest first. It follows the newest message unless the reader scrolled up; then new messages
 * raise a "new messages" pill instead of moving the list under them.
 */
export function ChatMessageList({ messages, role, name }: Props) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastId = useRef<number | null>(null);
  const [unread, setUnread] = useState(false);

  const scrollToEnd = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    following.current = true;
    setUnread(false);
  }, []);

  useLayoutEffect(() => {
    const last = messages.at(-1);
    const newest = last?.id ?? null;
    if (newest === lastId.current) return;
    const first = lastId.current === null;
    lastId.current = newest;
    // The reader's own message always brings the list down to it.
    if (first || following.current || (last && isOwnMessage(last, role, name))) scrollToEnd();
    else setUnread(true);
  }, [messages, role, name, scrollToEnd]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    following.current = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM;
    if (following.current) setUnread(false);
  };

  return (
    <div className={styles.wrap}>
      <div
        ref={listRef}
        className={styles.list}
        data-testid="chat-messages"
        role="log"
        aria-live="polite"
        aria-label={t('live_chat_messages_label')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard
        tabIndex={0}
        onScroll={onScroll}
      >
        {messages.length === 0 ? <p className={styles.empty}>{t('live_chat_empty')}</p> : null}
        <ol className={styles.items}>
          {messages.map((m) => {
            const own = isOwnMessage(m, role, name);
            const host = m.role === 'model';
            return (
              <li
                key={m.id}
                className={[styles.item, own ? styles.own : '', host ? styles.host : ''].filter(Boolean).join(' ')}
                data-testid={`chat-message-${m.id}`}
                data-role={m.role}
                data-own={own ? 'true' : undefined}
              >
                <div className={styles.meta}>
                  <span className={styles.author}>{m.author}</span>
                  {host ? <span className={styles.hostBadge}>{t('live_chat_host')}</span> : null}
                  <time className={styles.time} dateTime={m.time}>
                    {formatTime(m.time)}
                  </time>
                </div>
                <p className={styles.body}>{m.body}</p>
              </li>
            );
          })}
        </ol>
      </div>
      {unread ? (
        <button type="button" className={styles.pill} data-testid="chat-new-messages" onClick={scrollToEnd}>
          {t('live_chat_new_messages')}
          <span aria-hidden="true"> ↓</span>
        </button>
      ) : null}
    </div>
  );
}
