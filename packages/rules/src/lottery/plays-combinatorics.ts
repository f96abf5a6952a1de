/** Counting helpers for units and chances (lottery-plays.md "Words": C(n,k) is "n choose k"). */

/** C(n, k), exact for the small n of the plays (at most 100 options in a counted row). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** How many ordered tuples of `dice` values `min`..`max` have each sum: index = sum. */
function waysBySum(dice: number, min: number, max: number): number[] {
  let ways = [1];
  for (let d = 0; d < dice; d++) {
    const next: number[] = new Array(ways.length + max).fill(0);
    ways.forEach((count, sum) => {
      for (let face = min; face <= max; face++) next[sum + face] = (next[sum + face] ?? 0) + count;
    });
    ways = next;
  }
  while (ways.at(-1) === 0) ways.pop();
  return ways;
}

/** Ordered digit triples (000-999) with sum s = 0..27: 1, 3, 6, 10, ... 75, 75, ... 1; they add up to 1000. */
export const DIGIT_TRIPLES_BY_SUM: readonly number[] = waysBySum(3, 0, 9);
/** Throws of three dice with sum s (index s, 3..18): 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, ...; 216 in all. */
export const DICE_THROWS_BY_SUM: readonly number[] = waysBySum(3, 1, 6);

/** Ordered pairs of distinct numbers 1..10 (PK10 champion, runner-up) with sum s = 3..19; 90 in all. */
export function pk10PairsWithSum(sum: number): number {
  let count = 0;
  for (let a = 1; a <= 10; a++) {
    const b = sum - a;
    if (b >= 1 && b <= 10 && b !== a) count++;
  }
  return count;
}
