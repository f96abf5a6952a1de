import { useId } from 'react';
import styles from './brand-logo.module.css';

/** The brand mark: a crowned gold coin, drawn inline, with the brand name from the status call. */
export function BrandMark({ size = 36 }: { size?: number }) {
  const id = useId();
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="0.5" stopColor="#f4c25b" />
          <stop offset="1" stopColor="#c9861f" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="18" fill={`url(#${id}-g)`} />
      <circle cx="20" cy="20" r="14" fill="none" stroke="#7a4f0a" strokeOpacity="0.45" strokeWidth="1.5" />
      <path d="M11 25.5 9.5 14l6 4.5L20 11l4.5 7.5 6-4.5L29 25.5Z" fill="#1d1400" fillOpacity="0.82" />
      <rect x="11" y="27" width="18" height="2.6" rx="1.3" fill="#1d1400" fillOpacity="0.82" />
    </svg>
  );
}

export function BrandName({ name }: { name: string }) {
  return <span className={styles.name}>{name}</span>;
}

export const brandLogoClass = styles.logo;
