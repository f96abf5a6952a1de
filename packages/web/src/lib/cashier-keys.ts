/**
 * Query keys of the cashier's lists (features/cashier), here because the live socket (features/wallet) refreshes
 * them when a `message` event arrives: every cashier decision (deposit approved, withdrawal paid, a P2P payer says
 * they paid, a dispute decided) sends the member a system message in the same transaction.
 */
export const cashierOrdersKey = ['cashierOrders'] as const;
export const withdrawInfoKey = ['cashierWithdrawInfo'] as const;
export const p2pPaymentsKey = ['p2pPayments'] as const;

export const CASHIER_LIVE_KEYS = [cashierOrdersKey, withdrawInfoKey, p2pPaymentsKey] as const;
