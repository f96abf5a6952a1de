import type { LiveModel } from '@wl/contract/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { MessageIcon } from '../../components/icon';
import { HostAvatar } from './host-avatar';
import styles from './live-models-page.module.css';

/**
 * One host of the live chat list: picture, name, on-air state, intro, topics and the chat button. A host who is off
 * air cannot be chatted with; the card says why instead of hiding the button.
 */
export function HostCard({
  model,
  onChat,
  opening,
}: {
  model: LiveModel;
  onChat: (model: LiveModel) => void;
  /** This host's chat is being launched. */
  opening: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const nameId = useId();
  const tags = model.tags ?? [];
  return (
    <li className={styles.item}>
      <article
        className={`${styles.card} ${model.online ? '' : styles.cardOff}`}
        aria-labelledby={nameId}
        data-testid={`host-card-${model.id}`}
        data-online={model.online ? 'true' : 'false'}
      >
        <div className={styles.top}>
          <div className={styles.avatarWrap}>
            <HostAvatar name={model.name} src={model.avatarUrl} />
            <span className={model.online ? styles.dotOn : styles.dotOff} aria-hidden="true" />
          </div>
          <div className={styles.who}>
            <h2 id={nameId} className={styles.name}>
              {model.name}
            </h2>
            <span className={model.online ? styles.badgeOn : styles.badgeOff} data-testid="host-on-air">
              {t(model.online ? 'live_chat_online' : 'live_chat_offline')}
            </span>
          </div>
        </div>
        {model.intro ? <p className={styles.hostIntro}>{model.intro}</p> : null}
        {tags.length > 0 ? (
          <ul className={styles.tags} aria-label={t('live_models_topics')}>
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass(model.online ? 'primary' : 'secondary', { className: styles.chat })}
            onClick={() => onChat(model)}
            disabled={!model.online || opening}
            aria-busy={opening || undefined}
            aria-describedby={model.online ? undefined : hintId}
            data-testid={`host-chat-${model.id}`}
          >
            <MessageIcon size={18} />
            {t(opening ? 'live_models_opening' : 'live_models_chat_now')}
          </button>
          {model.online ? null : (
            <p id={hintId} className={styles.offHint}>
              {t('live_models_off_air_hint', { name: model.name })}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
