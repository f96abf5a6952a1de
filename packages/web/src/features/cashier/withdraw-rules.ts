import { parseAmount } from '@wl/contract/amount-input';
import type { CallOutput } from '../../lib/api-client';

export type WithdrawInfo = CallOutput<'cashierWithdrawInfo'>;

/** The member's fee on an amount as the server works it out (basis points rounded down, plus the fixed part). */
export function withdrawFee(info: Pick<WithdrawInfo, 'fee'>, amount: number): number {
  const units = Math.round(amount * 10_000);
  const bps = Math.round(info.fee.percent * 100);
  return (Math.floor((units * bps) / 10_000) + Math.round(info.fee.fixed * 10_000)) / 10_000;
}

/** What is wrong with the amount typed, as an i18n key; null when it may be sent. */
export function withdrawAmountProblem(info: WithdrawInfo, text: string) {
  const amount = parseAmount(text);
  if (amount === null) return 'cashier_error_amount' as const;
  if (amount < info.limits.minAmount) return 'cashier_error_min' as const;
  if (amount > info.limits.maxAmount) return 'cashier_error_max' as const;
  if (amount > info.withdrawable) return 'wd_error_balance' as const;
  if (info.today.count >= info.limits.dailyCount) return 'withdrawal_daily_count_reached' as const;
  if (info.today.amount + amount > info.limits.dailyAmount) return 'withdrawal_daily_amount_reached' as const;
  if (withdrawFee(info, amount) >= amount) return 'cashier_error_min' as const;
  return null;
}
