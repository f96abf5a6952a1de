import type { ChannelAdapter } from './channel-adapter.js';

/**
 * The peer-to-peer channel (spec 4 "Withdrawal confirmation"): the payer pays a withdrawing member directly, so
 * there is no gateway to register with, nothing calls back and nothing can be polled or refunded here. The
 * payment's life is modules/cashier/p2p-service.ts: matched when the order is created, then paid, confirmed by
 * the withdrawer (or counted as received after the brand's minutes), disputes decided by the finance desk.
 */
export const p2pAdapter: ChannelAdapter = {
  operatorConfirms: false,
  createOrder: async () => ({ gatewayRef: null, payUrl: null }),
  verifyCallback: () => null,
  poll: async () => null,
  refund: async () => {},
};
