import type { CallOutput } from '../../lib/api-client';

export type BalanceValue = CallOutput<'balance'>;

/** The query key of the member's balance, per session token. */
export const balanceKey = (token: string | null) => ['balance', token] as const;
