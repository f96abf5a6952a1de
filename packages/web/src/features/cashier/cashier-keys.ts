/** Query keys of the cashier's lists, which live-updates.ts refreshes when a `message` event arrives. */
export const cashierOrdersKey = ['cashierOrders'] as const;
export const withdrawInfoKey = ['cashierWithdrawInfo'] as const;
export const p2pPaymentsKey = ['p2pPayments'] as const;

export const CASHIER_LIVE_KEYS = [cashierOrdersKey, withdrawInfoKey, p2pPaymentsKey] as const;
