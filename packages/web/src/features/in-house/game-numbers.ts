/** The numbers of a round that are not money (money is `moneyText`, components/money.tsx, as everywhere). */

/** A multiplier as the games state it: up to 4 decimals, no trailing zeros, then ×. */
export function formatMultiplier(multiplier: number): string {
  return `${Number(multiplier.toFixed(4)).toLocaleString('en-US', { maximumFractionDigits: 4 })}×`;
}

/** Keeps a stake on the cent and inside the game's limits. */
export function clampStake(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value * 100) / 100));
}
