import { toUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import { zonedDay, zonedMidnight } from '../../lib/zoned-days.js';
import type { WithdrawalSettingsRow } from './withdrawal-repo.js';

export type WithdrawalTerms = Omit<WithdrawalSettingsRow, 'brandId' | 'updatedAt'>;

/** A brand's withdrawal rules until its finance desk saves its own (ledger units). */
export const DEFAULT_WITHDRAWAL_TERMS: WithdrawalTerms = {
  minAmount: toUnits(100),
  maxAmount: toUnits(50_000),
  dailyCount: 5,
  dailyAmount: toUnits(200_000),
  feeBps: 0,
  feeFixed: 0,
};

export function termsOf(row: WithdrawalSettingsRow | null): WithdrawalTerms {
  if (!row) return DEFAULT_WITHDRAWAL_TERMS;
  const { brandId: _b, updatedAt: _u, ...terms } = row;
  return terms;
}

/** The member's fee: basis points of the amount (rounded down to a unit) plus the fixed part. */
export function withdrawalFee(terms: Pick<WithdrawalTerms, 'feeBps' | 'feeFixed'>, amount: number): number {
  return Math.floor((amount * terms.feeBps) / 10_000) + terms.feeFixed;
}

/** When "today" began for the brand: its local midnight (brands.time_zone). */
export function startOfToday(now: Date, timeZone: string): Date {
  return zonedMidnight(zonedDay(now, timeZone), timeZone);
}

/**
 * The per-withdrawal and daily rules, in the order a member meets them; throws the first that refuses. Returns
 * the fee and the net amount the member receives.
 */
export function checkWithdrawal(
  terms: WithdrawalTerms,
  amount: number,
  used: { count: number; amount: number },
): { fee: number; net: number } {
  if (amount < terms.minAmount) throw new DomainError('withdrawal_amount_below_min');
  if (amount > terms.maxAmount) throw new DomainError('withdrawal_amount_above_max');
  if (used.count >= terms.dailyCount) throw new DomainError('withdrawal_daily_count_reached');
  if (used.amount + amount > terms.dailyAmount) throw new DomainError('withdrawal_daily_amount_reached');
  const fee = withdrawalFee(terms, amount);
  // A fee that takes it all: the amount is too small for this brand's fee.
  if (fee >= amount) throw new DomainError('withdrawal_amount_below_min');
  return { fee, net: amount - fee };
}
