import { CONSTANTS } from '@wl/contract/constants';

/** A source of uniform numbers in [0, 1), such as Math.random; tests pass a fixed one. */
export type RandomSource = () => number;

const { startMin, startMax, stepMin, stepMax, intervalMinMs, intervalMaxMs } = CONSTANTS.jackpot;

/** A whole number between min and max, both included. */
export function randomInt(min: number, max: number, random: RandomSource): number {
  // Clamped so a source that answers exactly 1 still stays inside the range.
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(r * (max - min + 1));
}

/** Spec 9 "Jackpot counter: random start between 11,000,000 and 15,000,000". */
export const jackpotStart = (random: RandomSource = Math.random): number => randomInt(startMin, startMax, random);

/** Spec 9: the counter "grows 100-500". */
export const jackpotStep = (random: RandomSource = Math.random): number => randomInt(stepMin, stepMax, random);

/** Spec 9: "every 3-5 s", a fresh wait before each step. */
export const jackpotDelayMs = (random: RandomSource = Math.random): number =>
  randomInt(intervalMinMs, intervalMaxMs, random);

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The figure with thousands separators, in Western digits everywhere so its width never changes. */
export function formatJackpot(value: number, currencySymbol: string): string {
  return `${currencySymbol} ${whole.format(value)}`;
}
