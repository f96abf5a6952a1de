import { CONSTANTS } from '@wl/contract/constants';
import { useEffect, useRef, useState } from 'react';
import styles from './game-card.module.css';
import { GamePlaceholderArt } from './game-card-icons';

/** Adds a marker to the retried request so a cached failure is not served again. */
export function retryUrl(src: string, attempt: number): string {
  if (attempt === 0 || src.startsWith('data:')) return src;
  // The retry comes from our own server: a CDN that failed once is not asked again (issue 5).
  const own = src.replace(/^https?:\/\/[^/]+/, '');
  return `${own}${own.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/**
 * Spec 9 "Image lazy loading: threshold 0.1, one retry": the image loads once a tenth of it is in view, is tried
 * once more when it fails, and then gives way to a drawn placeholder.
 */
export function GameCardImage({ src }: { src: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: CONSTANTS.imageLazyThreshold },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  const failed = !src || attempt > CONSTANTS.imageLazyRetries;
  return (
    <div ref={ref} className={styles.media} data-image-state={failed ? 'placeholder' : visible ? 'loading' : 'idle'}>
      {failed ? (
        <GamePlaceholderArt />
      ) : visible ? (
        <img
          key={attempt}
          className={styles.image}
          src={retryUrl(src, attempt)}
          alt=""
          decoding="async"
          onError={() => setAttempt((n) => n + 1)}
        />
      ) : null}
    </div>
  );
}
