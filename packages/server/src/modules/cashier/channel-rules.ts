import { DomainError } from '../../lib/errors.js';

/** The rules of a payment channel (pure): its hours, limits and fee. Amounts in ledger units. */

export interface ChannelTerms {
  enabled: boolean;
  minAmount: number;
  maxAmount: number;
  feeBps: number;
  feeFixed: number;
  feePayer: 'member' | 'brand';
  opensAt: string | null;
  closesAt: string | null;
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Open at `now`: enabled, and within its UTC hours (a window may run across midnight; none = always). */
export function channelOpen(c: ChannelTerms, now: Date): boolean {
  if (!c.enabled) return false;
  if (!c.opensAt || !c.closesAt) return true;
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  const opens = minuteOf(c.opensAt);
  const closes = minuteOf(c.closesAt);
  if (opens === closes) return true;
  return opens < closes ? minute >= opens && minute < closes : minute >= opens || minute < closes;
}

/** The channel's fee on an amount: basis points (rounded half up) plus the fixed part. */
export function feeOf(c: Pick<ChannelTerms, 'feeBps' | 'feeFixed'>, amount: number): number {
  return Math.floor((amount * c.feeBps + 5000) / 10_000) + c.feeFixed;
}

/**
 * What an order of `amount` on the channel pays, who pays the fee and what it credits (the order keeps these), or the domain error a member sees: closed, below the
 * minimum or above the maximum, or a member-paid fee that would leave nothing to credit.
 */
export function depositTerms(
  c: ChannelTerms,
  amount: number,
  now: Date,
): { fee: number; feePayer: ChannelTerms['feePayer']; credited: number } {
  if (!channelOpen(c, now)) throw new DomainError('deposit_channel_closed');
  if (amount < c.minAmount) throw new DomainError('deposit_amount_below_min');
  if (amount > c.maxAmount) throw new DomainError('deposit_amount_above_max');
  const fee = feeOf(c, amount);
  if (fee >= amount) throw new DomainError('deposit_amount_below_min');
  return { fee, feePayer: c.feePayer, credited: c.feePayer === 'member' ? amount - fee : amount };
}
