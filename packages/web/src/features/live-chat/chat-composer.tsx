import { CHAT_MAX_BODY } from '@wl/contract/events';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import styles from './chat-composer.module.css';

interface Props {
  /** Viewers read only: the input is disabled and a note says to log in on the site. */
  readOnly: boolean;
  /** The socket is not open (connecting or reconnecting). */
  offline: boolean;
  /** Sends the message; false when it could not go out (the text is kept). */
  onSend: (body: string) => boolean;
  onEdit: () => void;
}

/** The message box: Enter sends, Shift+Enter starts a new line, at most 300 characters. */
export function ChatComposer({ readOnly, offline, onSend, onEdit }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const noteId = useId();
  const body = text.trim();
  const canSend = !readOnly && !offline && body.length > 0 && body.length <= CHAT_MAX_BODY;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    if (onSend(body)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      {readOnly ? (
        <p className={styles.note} id={noteId} data-testid="chat-read-only">
          {t('live_chat_read_only')}
        </p>
      ) : null}
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t('live_chat_input_label')}
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          data-testid="chat-input"
          rows={1}
          maxLength={CHAT_MAX_BODY}
          value={text}
          disabled={readOnly}
          placeholder={readOnly ? '' : t('live_chat_placeholder')}
          aria-describedby={readOnly ? noteId : counterId}
          enterKeyHint="send"
          onChange={(event) => {
            setText(event.target.value);
            onEdit();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className={buttonClass('primary', { className: styles.send })}
          data-testid="chat-send"
          disabled={!canSend}
        >
          {t('live_chat_send')}
        </button>
      </div>
      {readOnly ? null : (
        <p
          id={counterId}
          className={[styles.counter, text.length >= CHAT_MAX_BODY ? styles.full : ''].filter(Boolean).join(' ')}
          data-testid="chat-counter"
        >
          {t('live_chat_counter', { length: text.length, max: CHAT_MAX_BODY })}
        </p>
      )}
    </form>
  );
}
