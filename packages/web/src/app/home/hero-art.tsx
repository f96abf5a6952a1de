import { useId } from 'react';

/** The hero illustration: cards, chips and a lottery ball, drawn inline (no image requests). */
export function HeroArt() {
  const id = useId();
  return (
    <svg viewBox="0 0 360 260" width="360" height="260" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="0.55" stopColor="#f4c25b" />
          <stop offset="1" stopColor="#c9861f" />
        </linearGradient>
        <linearGradient id={`${id}-card`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e6ebf7" />
        </linearGradient>
        <radialGradient id={`${id}-ball`} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ff9aa5" />
          <stop offset="0.6" stopColor="#e2344a" />
          <stop offset="1" stopColor="#8f1326" />
        </radialGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f4c25b" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f4c25b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="190" cy="130" r="125" fill={`url(#${id}-glow)`} />
      <g transform="rotate(-14 150 130)">
        <rect x="92" y="52" width="104" height="146" rx="12" fill={`url(#${id}-card)`} stroke="#c9d2ea" />
        <text x="106" y="84" fontSize="24" fontWeight="800" fill="#1b2750">
          A
        </text>
        <path d="M144 108c12 10 20 18 20 27a10 10 0 0 1-20 5 10 10 0 0 1-20-5c0-9 8-17 20-27Z" fill="#1b2750" />
        <path d="M140 152h8l4 14h-16Z" fill="#1b2750" />
      </g>
      <g transform="rotate(10 230 130)">
        <rect x="168" y="50" width="104" height="146" rx="12" fill={`url(#${id}-card)`} stroke="#c9d2ea" />
        <text x="182" y="82" fontSize="24" fontWeight="800" fill="#d12c43">
          K
        </text>
        <path d="M220 150c-16-12-26-20-26-32a13 13 0 0 1 26-5 13 13 0 0 1 26 5c0 12-10 20-26 32Z" fill="#d12c43" />
      </g>
      <g>
        <ellipse cx="84" cy="214" rx="42" ry="12" fill="#8f5a0d" />
        <rect x="42" y="196" width="84" height="18" fill={`url(#${id}-gold)`} />
        <ellipse cx="84" cy="196" rx="42" ry="12" fill={`url(#${id}-gold)`} stroke="#8f5a0d" strokeWidth="2" />
        <ellipse cx="84" cy="196" rx="26" ry="7" fill="none" stroke="#8f5a0d" strokeWidth="2" strokeDasharray="6 5" />
        <ellipse cx="98" cy="184" rx="40" ry="11" fill={`url(#${id}-gold)`} stroke="#8f5a0d" strokeWidth="2" />
      </g>
      <circle cx="300" cy="196" r="34" fill={`url(#${id}-ball)`} />
      <circle cx="300" cy="196" r="16" fill="#ffffff" />
      <text x="300" y="203" fontSize="18" fontWeight="800" textAnchor="middle" fill="#8f1326">
        7
      </text>
      <g fill="#ffe29a">
        <path d="m58 60 4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" />
        <path d="m318 70 3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" />
        <path d="m290 24 2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" />
      </g>
    </svg>
  );
}
