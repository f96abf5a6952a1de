import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import { FullscreenIcon } from './game-card-icons';
import styles from './game-popup.module.css';
import { CloseIcon } from './icon';
import { Modal } from './modal';

export interface OpenGame {
  url: string;
  title: string;
}

/** Spec 2 "Modals: game popup (iframe)": full screen on a phone, large on a desktop. */
export function GamePopup({ game, onClose }: { game: OpenGame | null; onClose: () => void }) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A game page whose session ended asks to be closed (features/in-house: { type: 'bgs:close' }).
  useEffect(() => {
    if (game === null) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && (event.data as { type?: string } | null)?.type === 'bgs:close')
        onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [game, onClose]);
  const fullscreen = () => {
    const el = stage.current;
    if (el && typeof el.requestFullscreen === 'function') void el.requestFullscreen().catch(() => undefined);
  };
  if (game === null) return null;
  return (
    <Modal onDismiss={onClose} className={styles.content} labelledBy={titleId} testId="game-popup">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {game.title}
        </h2>
        <div className={styles.tools}>
          <button
            type="button"
            className={buttonClass('ghost', { icon: true })}
            onClick={fullscreen}
            aria-label={t('game_fullscreen')}
            data-testid="game-popup-fullscreen"
          >
            <FullscreenIcon />
          </button>
          <button
            type="button"
            className={buttonClass('ghost', { icon: true })}
            onClick={onClose}
            aria-label={t('close')}
            data-testid="game-popup-close"
          >
            <CloseIcon />
          </button>
        </div>
      </div>
      <div ref={stage} className={styles.stage}>
        <iframe
          className={styles.frame}
          src={game.url}
          title={game.title}
          allow="fullscreen"
          allowFullScreen
          data-testid="game-popup-frame"
        />
      </div>
    </Modal>
  );
}
