import { CHAT_MAX_BODY, type ChatErrorCode } from '@wl/contract/events';
import type { LiveModel } from '@wl/contract/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import styles from './live-chat-page.module.css';
import { useChatRoom } from './use-chat-room';

/** Shown when the host's own picture is missing or fails to load. */
export const FALLBACK_AVATAR = '/live/host.svg';

/** The site's popup (an iframe) listens for this; a tab opened by the site can close itself. */
function closeChat() {
  if (window.parent !== window) window.parent.postMessage({ type: 'bgs:close' }, window.location.origin);
  window.close();
}

function CloseButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className={buttonClass('ghost', { size: 'small' })} onClick={closeChat}>
      {t('close')}
    </button>
  );
}

function Avatar({ src }: { src: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.avatar}
      src={failed || !src ? FALLBACK_AVATAR : src}
      alt=""
      width={56}
      height={56}
      onError={() => setFailed(true)}
    />
  );
}

function RoomHeader({ model }: { model: LiveModel }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.avatarWrap}>
        <Avatar key={model.avatarUrl ?? ''} src={model.avatarUrl} />
        <span className={model.online ? styles.dotOnline : styles.dotOffline} aria-hidden="true" />
      </div>
      <div className={styles.who}>
        <div className={styles.nameRow}>
          <h1 className={styles.name} data-testid="chat-model-name">
            {model.name}
          </h1>
          <span
            className={model.online ? styles.online : styles.offline}
            data-testid="chat-online"
            data-online={model.online ? 'true' : 'false'}
          >
            {t(model.online ? 'live_chat_online' : 'live_chat_offline')}
          </span>
        </div>
        {model.intro ? <p className={styles.intro}>{model.intro}</p> : null}
      </div>
      <div className={styles.headerEnd}>
        <CloseButton />
      </div>
    </header>
  );
}

function errorKey(code: ChatErrorCode): string {
  switch (code) {
    case 'chat_read_only':
      return 'live_chat_error_read_only';
    case 'invalid_input':
      return 'live_chat_error_invalid_input';
    case 'rate_limited':
      return 'live_chat_error_rate_limited';
    case 'chat_ticket_invalid':
      return 'live_chat_ended';
  }
}

function ChatEnded() {
  const { t } = useTranslation();
  return (
    <div className={styles.centre} data-testid="chat-room" data-state="ended">
      <img className={styles.endedAvatar} src={FALLBACK_AVATAR} alt="" width={96} height={96} />
      <p className={styles.ended} data-testid="chat-error" role="alert">
        {t('live_chat_ended')}
      </p>
      <button type="button" className={buttonClass('primary')} onClick={closeChat}>
        {t('close')}
      </button>
    </div>
  );
}

/**
 * `/chat/:modelId?ticket=<token>`: a host's live chat room, full viewport, made for the site's popup and phones.
 * The ticket (from CBS_launchChat) says who is reading: a visitor only reads, a member or the host writes.
 */
export function LiveChatPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const chat = useChatRoom(ticket);
  const modelName = chat.model?.name;

  useEffect(() => {
    document.title = modelName ? t('live_chat_title', { name: modelName }) : t('live_chat_connecting');
  }, [modelName, t]);

  if (chat.status === 'ended') return <ChatEnded />;

  if (!chat.model) {
    return (
      <div className={styles.centre} data-testid="chat-room" data-state={chat.status} aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <p role="status">{t(chat.status === 'reconnecting' ? 'live_chat_reconnecting' : 'live_chat_connecting')}</p>
      </div>
    );
  }

  const readOnly = chat.role === 'viewer';
  return (
    <div className={styles.page} data-testid="chat-room" data-state={chat.status} data-role={chat.role}>
      <RoomHeader model={chat.model} />
      {chat.status === 'reconnecting' ? (
        <p className={styles.banner} role="status" data-testid="chat-reconnecting">
          {t('live_chat_reconnecting')}
        </p>
      ) : null}
      <main className={styles.main}>
        <ChatMessageList messages={chat.messages} role={chat.role} name={chat.name} />
      </main>
      {chat.error ? (
        <p className={styles.error} role="alert" data-testid="chat-error" data-code={chat.error}>
          {t(errorKey(chat.error), { max: CHAT_MAX_BODY })}
        </p>
      ) : null}
      <ChatComposer readOnly={readOnly} offline={chat.status !== 'open'} onSend={chat.send} onEdit={chat.clearError} />
    </div>
  );
}
