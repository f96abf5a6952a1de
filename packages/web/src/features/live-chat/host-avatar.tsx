import { CONSTANTS } from '@wl/contract/constants';
import { useState } from 'react';
import { retryUrl } from '../../components/game-card-image';
import styles from './live-models-page.module.css';

const SIZE = 72;

/** Hues far enough apart to tell monograms next to each other apart. */
const HUES = [0, 30, 95, 150, 195, 225, 265, 315];

/** A stable hue per name (FNV-1a), so a host keeps the colour of her monogram. */
function hue(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return HUES[(h >>> 0) % HUES.length] ?? 0;
}

/** The first letter of the name (a whole character, not half of a surrogate pair). */
const initial = (name: string) => (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();

/** Drawn when the host has no picture or it failed to load. */
export function Monogram({ name }: { name: string }) {
  const h = hue(name);
  return (
    <svg
      className={styles.avatar}
      width={SIZE}
      height={SIZE}
      viewBox="0 0 72 72"
      aria-hidden="true"
      data-testid="host-monogram"
    >
      <circle cx="36" cy="36" r="36" fill={`hsl(${h} 55% 42%)`} />
      <circle cx="36" cy="36" r="30" fill={`hsl(${(h + 40) % 360} 60% 52%)`} opacity="0.35" />
      <text
        x="36"
        y="36"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize="32"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {initial(name)}
      </text>
    </svg>
  );
}

/**
 * The host's picture, loaded lazily with its size reserved; spec 9 "one retry", then the monogram. The picture is
 * decorative: the card names the host next to it.
 */
export function HostAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  const [attempt, setAttempt] = useState(0);
  if (!src || attempt > CONSTANTS.imageLazyRetries) return <Monogram name={name} />;
  return (
    <img
      key={attempt}
      className={styles.avatar}
      src={retryUrl(src, attempt)}
      alt=""
      width={SIZE}
      height={SIZE}
      loading="lazy"
      decoding="async"
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}
