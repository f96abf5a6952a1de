import { useQueryClient } from '@tanstack/react-query';
import type { LiveModel } from '@wl/contract/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { GamePopup, type OpenGame } from '../../components/game-popup';
import { MessageIcon } from '../../components/icon';
import { PageFrame } from '../../components/page-frame';
import { WarningDialog } from '../../components/warning-dialog';
import { openAuthDialog } from '../../lib/auth-dialog';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/use-session';
import { useLaunchChat } from './api/launch-chat';
import { modelListKey, useLiveModels } from './api/model-list';
import { HostCard } from './host-card';
import styles from './live-models-page.module.css';

/** Placeholder cards while the list loads: as many as a first screen usually shows. */
const SKELETONS = 6;

/** Every topic the hosts carry, once each, in the order the list shows them. */
const topicsOf = (models: LiveModel[]) => [...new Set(models.flatMap((m) => m.tags))];

/**
 * Spec 1 "live chat models" (spec 7 CBS_modelList, CBS_launchChat): the hosts, online first as the server orders
 * them. "Chat now" launches the chat and opens its room (the chatUrl) in the site's popup, as a game opens; the
 * room page closes the popup itself (`bgs:close`). Visitors get a read-only seat, members may write.
 */
export function LiveModelsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const models = useLiveModels();
  const launch = useLaunchChat();
  const [topic, setTopic] = useState<string | null>(null);
  const [room, setRoom] = useState<OpenGame | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  const chat = (model: LiveModel) => {
    if (launch.isPending || !model.online) return;
    launch.mutate(model.id, {
      onSuccess: (url) => setRoom({ url, title: t('live_chat_title', { name: model.name }) }),
      onError: (error) => setWarning(errorText(t, error)),
    });
  };
  const closeRoom = () => {
    setRoom(null);
    // A host may have gone off air while the room was open.
    void queryClient.invalidateQueries({ queryKey: modelListKey });
  };

  const list = models.data ?? [];
  const topics = topicsOf(list);
  const active = topic !== null && topics.includes(topic) ? topic : null;
  const shown = active === null ? list : list.filter((m) => m.tags?.includes(active));
  const openingId = launch.isPending ? launch.variables : null;

  return (
    <PageFrame title={t('live_models_title')} icon={<MessageIcon />}>
      <div className={styles.lead}>
        <p className={styles.intro}>{t('live_models_intro')}</p>
        {session.isLogin ? null : (
          <p className={styles.note} data-testid="live-models-visitor-note">
            <span>{t('live_models_visitor_note')}</span>
            <button
              type="button"
              className={buttonClass('secondary', { size: 'small' })}
              onClick={() => openAuthDialog('login')}
            >
              {t('login')}
            </button>
          </p>
        )}
      </div>
      {models.isPending ? (
        <Skeleton />
      ) : models.isError ? (
        <div className={styles.failed} role="alert" data-testid="live-models-error">
          <p>{errorText(t, models.error)}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void models.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <Empty />
      ) : (
        <>
          {topics.length > 1 ? (
            <fieldset className={styles.chips}>
              <legend className="visually-hidden">{t('live_models_topics')}</legend>
              {[null, ...topics].map((value) => (
                <button
                  key={value ?? ''}
                  type="button"
                  className={`${styles.chip} ${active === value ? styles.chipActive : ''}`}
                  aria-pressed={active === value}
                  onClick={() => setTopic(value)}
                  data-testid={`host-topic-${value ?? 'ALL'}`}
                >
                  {value ?? t('game_filter_all')}
                </button>
              ))}
            </fieldset>
          ) : null}
          <ul className={styles.grid} data-testid="host-list">
            {shown.map((model) => (
              <HostCard key={model.id} model={model} onChat={chat} opening={openingId === model.id} />
            ))}
          </ul>
        </>
      )}
      <GamePopup game={room} onClose={closeRoom} />
      <WarningDialog message={warning} onClose={() => setWarning(null)} testId="live-models-warning" />
    </PageFrame>
  );
}

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="live-models-loading">
      <span className="visually-hidden">{t('app_loading')}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          <li key={i} className={styles.item}>
            <div className={`${styles.card} ${styles.skeleton}`}>
              <div className={styles.top}>
                <span className={`${styles.avatar} ${styles.bone}`} />
                <div className={styles.who}>
                  <span className={`${styles.bone} ${styles.boneLine}`} />
                  <span className={`${styles.bone} ${styles.boneShort}`} />
                </div>
              </div>
              <span className={`${styles.bone} ${styles.boneLine}`} />
              <span className={`${styles.bone} ${styles.boneButton}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="status" data-testid="live-models-empty">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" className={styles.emptyArt}>
        <path d="M12 16h48v32H30l-12 10V48h-6Z" fill="currentColor" opacity="0.12" />
        <path
          d="M12 16h48v32H30l-12 10V48h-6Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx="26" cy="32" r="2.5" fill="currentColor" />
        <circle cx="36" cy="32" r="2.5" fill="currentColor" />
        <circle cx="46" cy="32" r="2.5" fill="currentColor" />
      </svg>
      <p className={styles.emptyTitle}>{t('live_models_empty')}</p>
      <p className={styles.emptyHint}>{t('live_models_empty_hint')}</p>
    </div>
  );
}
