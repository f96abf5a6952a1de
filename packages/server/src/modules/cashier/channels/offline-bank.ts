import type { ChannelAdapter } from './channel-adapter.js';

/**
 * Offline bank transfer: the member transfers to the brand's receiving account by themselves and uploads a proof;
 * the finance desk confirms it arrived. No gateway: nothing to register, no callbacks, nothing to poll, and a
 * refund is the finance desk's own bank transfer.
 */
export const offlineBankAdapter: ChannelAdapter = {
  operatorConfirms: true,
  createOrder: async () => ({ gatewayRef: null, payUrl: null }),
  verifyCallback: () => null,
  poll: async () => null,
  refund: async () => {},
};
