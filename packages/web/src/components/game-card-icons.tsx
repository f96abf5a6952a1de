import { Icon, type IconProps } from './icon';

/** Icons of the game card and the game popup (kept beside them: no other screen uses them). */

export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p}>
    <path
      d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.6 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);

export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
  </Icon>
);

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Icon>
);

export const FullscreenIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
  </Icon>
);

/** The drawn stand-in of a game whose image is missing or failed twice (spec 9: one retry). */
export function GamePlaceholderArt() {
  return (
    <svg viewBox="0 0 160 120" width="100%" height="100%" aria-hidden="true" focusable="false" role="presentation">
      <defs>
        <linearGradient id="game-card-ph-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-surface-3)" />
          <stop offset="1" stopColor="var(--color-surface)" />
        </linearGradient>
      </defs>
      <rect width="160" height="120" fill="url(#game-card-ph-bg)" />
      <g fill="none" stroke="var(--color-gold)" strokeWidth="3" strokeLinejoin="round" opacity="0.85">
        <rect x="44" y="34" width="40" height="40" rx="8" transform="rotate(-12 64 54)" />
        <rect x="78" y="46" width="40" height="40" rx="8" transform="rotate(10 98 66)" />
      </g>
      <g fill="var(--color-gold)">
        <circle cx="56" cy="48" r="3.5" />
        <circle cx="70" cy="58" r="3.5" />
        <circle cx="90" cy="58" r="3.5" />
        <circle cx="106" cy="74" r="3.5" />
        <circle cx="98" cy="66" r="3.5" />
      </g>
    </svg>
  );
}
