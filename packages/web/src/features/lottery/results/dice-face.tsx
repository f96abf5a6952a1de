/** Pips of each face on a 3 x 3 grid (0 top-left .. 8 bottom-right). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die's face 1-6 drawn as SVG (spec 3 "Dice faces 1-6"), labelled with its value for screen readers. */
export function DiceFace({ value, size = 32 }: { value: number; size?: number }) {
  const pips = PIPS[value] ?? [];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 36 36"
      role="img"
      aria-label={String(value)}
      data-testid="dice-face"
      data-value={value}
    >
      <rect x="1" y="1" width="34" height="34" rx="7" fill="#fbfbfd" stroke="#c9cede" strokeWidth="1.5" />
      {pips.map((cell) => (
        <circle
          key={cell}
          cx={9 + (cell % 3) * 9}
          cy={9 + Math.floor(cell / 3) * 9}
          r={value === 1 ? 4.5 : 3.2}
          fill={value === 1 || value === 4 ? '#d8283c' : '#1b2240'}
        />
      ))}
    </svg>
  );
}
