import type { SlotSymbol } from '@wl/rules/in-house/slot';
import type { ReactElement } from 'react';

/**
 * The slot's symbol set, drawn as SVG (64×64). Each carries its own gradients under ids prefixed bgs-sym-, defined
 * once by <SlotSymbolDefs/> so a window of 15 symbols does not repeat them.
 */
export function SlotSymbolDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="bgs-sym-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.5" stopColor="#f4c25b" />
          <stop offset="1" stopColor="#b7791f" />
        </linearGradient>
        <linearGradient id="bgs-sym-red" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff8a8a" />
          <stop offset="0.55" stopColor="#e3243b" />
          <stop offset="1" stopColor="#8d0c1d" />
        </linearGradient>
        <radialGradient id="bgs-sym-plum" cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#d7a6ff" />
          <stop offset="0.5" stopColor="#8a3fd1" />
          <stop offset="1" stopColor="#4a1680" />
        </radialGradient>
        <radialGradient id="bgs-sym-orange" cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#ffd08a" />
          <stop offset="0.5" stopColor="#ff9421" />
          <stop offset="1" stopColor="#c25400" />
        </radialGradient>
        <radialGradient id="bgs-sym-cherry" cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#ff9aa8" />
          <stop offset="0.5" stopColor="#e0163b" />
          <stop offset="1" stopColor="#7d0019" />
        </radialGradient>
        <radialGradient id="bgs-sym-lemon" cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#fffbb0" />
          <stop offset="0.5" stopColor="#f7e13b" />
          <stop offset="1" stopColor="#c0a400" />
        </radialGradient>
        <linearGradient id="bgs-sym-wild" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7df0ff" />
          <stop offset="0.5" stopColor="#6d8bff" />
          <stop offset="1" stopColor="#c04dff" />
        </linearGradient>
      </defs>
    </svg>
  );
}

const Seven = () => (
  <>
    <path
      d="M14 10h38l-4 9-16 37H19l15-34H14z"
      fill="url(#bgs-sym-red)"
      stroke="#5a0610"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    <path d="M18 14h26" stroke="#fff" strokeOpacity="0.6" strokeWidth="2.5" strokeLinecap="round" />
  </>
);

const Bar = () => (
  <>
    {[8, 26, 44].map((y) => (
      <g key={y}>
        <rect x="8" y={y} width="48" height="13" rx="3" fill="#1b1b2e" stroke="url(#bgs-sym-gold)" strokeWidth="3" />
        <rect x="14" y={y + 4} width="36" height="5" rx="2" fill="url(#bgs-sym-gold)" />
      </g>
    ))}
  </>
);

const Bell = () => (
  <>
    <path
      d="M32 8c-11 0-16 9-16 20v10l-6 8h44l-6-8V28c0-11-5-20-16-20z"
      fill="url(#bgs-sym-gold)"
      stroke="#8a5a12"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
    <circle cx="32" cy="52" r="5" fill="#b7791f" stroke="#8a5a12" strokeWidth="2" />
    <path
      d="M24 18c-2 4-3 9-3 14"
      stroke="#fff"
      strokeOpacity="0.7"
      strokeWidth="3"
      strokeLinecap="round"
      fill="none"
    />
  </>
);

const Plum = () => (
  <>
    <ellipse cx="32" cy="37" rx="19" ry="20" fill="url(#bgs-sym-plum)" stroke="#3b0f68" strokeWidth="2" />
    <path d="M32 18c0 10 0 28 0 38" stroke="#3b0f68" strokeOpacity="0.5" strokeWidth="2" />
    <path d="M32 18c2-6 7-9 14-9-2 6-7 9-14 9z" fill="#3fae4a" stroke="#1f6b27" strokeWidth="1.5" />
    <ellipse cx="24" cy="30" rx="4" ry="6" fill="#fff" opacity="0.35" />
  </>
);

const Orange = () => (
  <>
    <circle cx="32" cy="35" r="21" fill="url(#bgs-sym-orange)" stroke="#8f3d00" strokeWidth="2" />
    <path d="M32 14c3-4 8-6 13-5-2 5-7 7-13 5z" fill="#3fae4a" stroke="#1f6b27" strokeWidth="1.5" />
    <g fill="#8f3d00" opacity="0.35">
      <circle cx="40" cy="30" r="1.4" />
      <circle cx="44" cy="40" r="1.4" />
      <circle cx="36" cy="46" r="1.4" />
      <circle cx="26" cy="44" r="1.4" />
    </g>
    <ellipse cx="24" cy="28" rx="5" ry="4" fill="#fff" opacity="0.4" />
  </>
);

const Cherry = () => (
  <>
    <path
      d="M22 40C26 24 34 14 44 8M44 8c0 12 2 22 0 32"
      stroke="#2f7d32"
      strokeWidth="3"
      fill="none"
      strokeLinecap="round"
    />
    <path d="M44 8c5 0 10 3 12 8-6 1-10-2-12-8z" fill="#3fae4a" />
    <circle cx="21" cy="45" r="12" fill="url(#bgs-sym-cherry)" stroke="#5c0012" strokeWidth="2" />
    <circle cx="43" cy="47" r="12" fill="url(#bgs-sym-cherry)" stroke="#5c0012" strokeWidth="2" />
    <circle cx="17" cy="41" r="3" fill="#fff" opacity="0.6" />
    <circle cx="39" cy="43" r="3" fill="#fff" opacity="0.6" />
  </>
);

const Lemon = () => (
  <>
    <path
      d="M6 34c4-14 16-22 26-22s22 8 26 22c-4 14-16 20-26 20S10 48 6 34z"
      fill="url(#bgs-sym-lemon)"
      stroke="#8a7600"
      strokeWidth="2"
    />
    <path d="M4 34h5M55 34h5" stroke="#8a7600" strokeWidth="3" strokeLinecap="round" />
    <ellipse cx="24" cy="26" rx="7" ry="3.5" fill="#fff" opacity="0.45" />
  </>
);

const Wild = () => (
  <>
    <circle cx="32" cy="32" r="28" fill="#2a1b6e" stroke="url(#bgs-sym-gold)" strokeWidth="3" />
    <path
      d="M32 8l6.5 15 16 1.5-12 10.5 3.5 16L32 43l-14 8 3.5-16-12-10.5 16-1.5z"
      fill="url(#bgs-sym-wild)"
      stroke="#fff"
      strokeOpacity="0.7"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
    <circle cx="32" cy="30" r="5" fill="url(#bgs-sym-gold)" />
    <path d="M50 8l2 4 4 2-4 2-2 4-2-4-4-2 4-2zM12 46l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z" fill="#fff1b8" />
  </>
);

const SHAPES: Record<SlotSymbol, () => ReactElement> = {
  wild: Wild,
  seven: Seven,
  bar: Bar,
  bell: Bell,
  plum: Plum,
  orange: Orange,
  cherry: Cherry,
  lemon: Lemon,
};

/** One symbol; `label` names it for assistive technology (omit it where the cell is labelled already). */
export function SlotSymbolIcon({
  symbol,
  label,
  className,
}: {
  symbol: SlotSymbol;
  label?: string;
  className?: string;
}) {
  const Shape = SHAPES[symbol];
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <Shape />
    </svg>
  );
}
