/** Mines' tile faces, drawn inline so they follow the theme and scale with the tile. Decorative: tiles are labelled. */
export function GemIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="bgs-gem" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9ff7d3" />
          <stop offset="0.5" stopColor="#2fd39a" />
          <stop offset="1" stopColor="#0b8f66" />
        </linearGradient>
      </defs>
      <path
        d="M14 22 24 10h16l10 12-18 32z"
        fill="url(#bgs-gem)"
        stroke="#0a6b4d"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M14 22h36M24 10l8 12 8-12M32 22v32M24 10l-2 12 10 32 10-32-2-12"
        fill="none"
        stroke="#e9fff6"
        strokeOpacity="0.55"
        strokeWidth="1.5"
      />
      <path d="M20 18l4-5" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity="0.8" />
    </svg>
  );
}

export function MineIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="bgs-mine" cx="0.38" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ff9aa5" />
          <stop offset="0.45" stopColor="#e2384d" />
          <stop offset="1" stopColor="#7a1020" />
        </radialGradient>
      </defs>
      <g stroke="#5c0b17" strokeWidth="5" strokeLinecap="round">
        <path d="M32 6v10M32 48v10M6 32h10M48 32h10M13 13l7 7M44 44l7 7M13 51l7-7M44 20l7-7" />
      </g>
      <circle cx="32" cy="32" r="17" fill="url(#bgs-mine)" stroke="#5c0b17" strokeWidth="2" />
      <circle cx="26" cy="26" r="4" fill="#fff" opacity="0.7" />
    </svg>
  );
}
