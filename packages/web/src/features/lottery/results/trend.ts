/**
 * The trend chart's figures (issue 14 "a trend chart of past results"): per position, how often each value came up
 * in the draws shown and how many draws ago it last came (its "miss"). Hot is the most frequent value, cold the one
 * missing longest. What a "position" is depends on the family: the digits or numbers in draw order, every LHC number
 * together, the last two digits of a VN special prize, the four digits of a SEA 4D first prize.
 */
export interface Trend {
  /** One label key and value per position (`lot_trend_pos` with its number, or `lot_trend_any`). */
  positions: { key: string; n: number }[];
  values: string[];
  /** counts[position][value index] */
  counts: number[][];
  /** Draws since the value last came at the position (draws shown if never). */
  misses: number[][];
  draws: number;
}

const range = (from: number, to: number, width = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));

/** The entries a trend reads from one draw, per position. */
function entriesOf(family: string, draw: readonly string[]): string[][] {
  switch (family) {
    case 'LHC':
      return [draw.map((n) => n)];
    case 'VN_NORTH':
    case 'VN_SOUTH':
      return (draw[0] ?? '')
        .slice(-2)
        .split('')
        .map((d) => [d]);
    case 'SEA4D':
      return (draw[0] ?? '').split('').map((d) => [d]);
    default:
      return draw.map((value) => [value]);
  }
}

function valuesOf(family: string): string[] {
  switch (family) {
    case '11X5':
      return range(1, 11, 2);
    case 'PK10':
      return range(1, 10, 2);
    case 'LHC':
      return range(1, 49, 2);
    case 'K3':
      return range(1, 6);
    default:
      return range(0, 9);
  }
}

/** The trend of draws given newest first (as the drawn numeros call answers them). */
export function trendOf(family: string, newestFirst: readonly (readonly string[])[]): Trend {
  const values = valuesOf(family);
  const perDraw = newestFirst.map((draw) => entriesOf(family, draw));
  const positionCount = Math.max(0, ...perDraw.map((entries) => entries.length));
  const counts = Array.from({ length: positionCount }, () => values.map(() => 0));
  const misses = Array.from({ length: positionCount }, () => values.map(() => newestFirst.length));
  perDraw.forEach((entries, age) => {
    entries.forEach((atPosition, position) => {
      for (const entry of atPosition) {
        const v = values.indexOf(entry);
        const row = counts[position];
        const missRow = misses[position];
        if (v < 0 || !row || !missRow) continue;
        row[v] = (row[v] ?? 0) + 1;
        if ((missRow[v] ?? 0) > age) missRow[v] = age;
      }
    });
  });
  const positions =
    family === 'LHC'
      ? [{ key: 'lot_trend_any', n: 0 }]
      : Array.from({ length: positionCount }, (_, i) => ({ key: 'lot_trend_pos', n: i + 1 }));
  return { positions, values, counts, misses, draws: newestFirst.length };
}

/** The hottest value (most counted) and the coldest (longest missing) of a position; first value wins ties. */
export function hotCold(trend: Trend, position: number): { hot: string; cold: string } | null {
  const row = trend.counts[position];
  const missRow = trend.misses[position];
  if (!row || !missRow || trend.draws === 0) return null;
  let hot = 0;
  let cold = 0;
  row.forEach((count, i) => {
    if (count > (row[hot] ?? 0)) hot = i;
    if ((missRow[i] ?? 0) > (missRow[cold] ?? 0)) cold = i;
  });
  return { hot: trend.values[hot] ?? '', cold: trend.values[cold] ?? '' };
}

/** The share of the most frequent count from which a cell's figure is written in the on-gold colour. */
export const ON_GOLD_FROM = 0.55;

/**
 * How strongly a cell of the chart is shaded (darker is more often), from faint for a value that never came to full
 * for the most frequent: at `ON_GOLD_FROM` and above its count is written in the dark on-gold colour, below it in the
 * page's text colour, so the figure stays readable on the gold in both themes.
 */
export function cellShade(count: number, max: number): { opacity: number; onGold: boolean } {
  const share = max > 0 ? Math.min(1, Math.max(0, count / max)) : 0;
  return { opacity: 0.08 + 0.85 * share, onGold: share >= ON_GOLD_FROM };
}
