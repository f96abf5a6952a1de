import { parseAmount } from '@wl/contract/amount-input';
import { CONSTANTS } from '@wl/contract/constants';
import type { CallOutput } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';

export type DepositChannel = CallOutput<'cashierDepositChannels'>['channels'][number];

export const PROOF_ACCEPT = CONSTANTS.uploads.types.join(',');
export const PROOF_MAX_MB = CONSTANTS.uploads.maxBytes / (1024 * 1024);

/**
 * An amount with its currency symbol, isolated left-to-right (U+2066 ... U+2069) so that in an Arabic or Urdu
 * sentence it still reads "$10.00", not "10.00$".
 */
export function moneyText(currency: string, amount: number): string {
  return `\u2066${currency}${formatMoney(amount)}\u2069`;
}

/** What is wrong with the amount on a channel, as an i18n key; null when it may be sent. */
export function amountProblem(channel: DepositChannel, text: string) {
  const amount = parseAmount(text);
  if (amount === null) return 'cashier_error_amount' as const;
  if (amount < channel.minAmount) return 'cashier_error_min' as const;
  if (amount > channel.maxAmount) return 'cashier_error_max' as const;
  return null;
}

/** What is wrong with a proof file (spec 5: png or jpg, 5 MB at most), as an i18n key; null when it may be sent. */
export function proofProblem(file: Pick<File, 'type' | 'size'>) {
  if (!(CONSTANTS.uploads.types as readonly string[]).includes(file.type)) return 'cashier_error_proof_type' as const;
  if (file.size > CONSTANTS.uploads.maxBytes) return 'cashier_error_proof_size' as const;
  return null;
}

/** The fee on an amount as the server works it out (basis points rounded, plus the fixed part). */
export function feeOn(channel: DepositChannel, amount: number): number {
  const units = Math.round(amount * 10_000);
  const bps = Math.round(channel.fee.percent * 100);
  return (Math.floor((units * bps + 5000) / 10_000) + Math.round(channel.fee.fixed * 10_000)) / 10_000;
}

/** What the wallet receives for an amount: less the fee when the member pays it. */
export function creditedFor(channel: DepositChannel, amount: number): number {
  return channel.fee.payer === 'member' ? Math.max(0, amount - feeOn(channel, amount)) : amount;
}

/** The file as a data: URL (FileReader), the form the deposit call takes the proof in. */
export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unread')));
    reader.onerror = () => reject(reader.error ?? new Error('unread'));
    reader.readAsDataURL(file);
  });
}
