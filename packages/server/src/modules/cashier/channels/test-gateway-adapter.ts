import type { Db } from '../../../db/client.js';
import { randomToken } from '../../../lib/secrets.js';
import { decimalToUnits, verifyCallbackSignature } from './callback-signature.js';
import type { CallbackResult, ChannelAdapter } from './channel-adapter.js';
import { createTestGatewayRepo } from './test-gateway-repo.js';

/** Where the test gateway's pages are served (by src/http/cashier-gateway.ts). */
export const TEST_GATEWAY_PATH = '/test-gateway/pay';

/**
 * The merchant side of the built-in TEST GATEWAY: it behaves as a real gateway's adapter would. Creating an order
 * registers a payment with the gateway (its own table, as if over its API) and answers the gateway's pay page;
 * the gateway posts a signed callback when the tester approves or declines there (test-gateway-service.ts).
 */
export function createTestGatewayAdapter(db: Db): ChannelAdapter {
  const repo = createTestGatewayRepo(db);
  const read = (rawBody: string): CallbackResult | null => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      return null;
    }
    const amount = decimalToUnits(body.amount);
    const orderId = Number(body.orderId);
    if (amount === null || !Number.isSafeInteger(orderId) || typeof body.ref !== 'string') return null;
    if (body.status !== 'paid' && body.status !== 'declined') return null;
    return { orderId, gatewayRef: body.ref, amount, status: body.status };
  };
  return {
    operatorConfirms: false,
    async createOrder({ order, channel, origin, callbackOrigin }, tx) {
      const ref = `tg_${randomToken(18)}`;
      await repo.insert(
        {
          ref,
          channelId: channel.id,
          orderId: order.id,
          amount: order.amount,
          callbackUrl: `${callbackOrigin}/wps/cashier/callback/${encodeURIComponent(channel.code)}`,
          createdAt: order.createdAt,
        },
        tx,
      );
      return { gatewayRef: ref, payUrl: `${origin}${TEST_GATEWAY_PATH}/${ref}` };
    },
    verifyCallback({ channel, rawBody, signature, now }) {
      if (!channel.callbackSecret || !verifyCallbackSignature(channel.callbackSecret, signature, rawBody, now)) {
        return null;
      }
      return read(rawBody);
    },
    async poll(order) {
      const payment = await repo.status(order.id);
      if (!payment || (payment.status !== 'paid' && payment.status !== 'declined')) return null;
      return { orderId: order.id, gatewayRef: payment.ref, amount: payment.amount, status: payment.status };
    },
    async refund(order, tx: Db) {
      await repo.refund(order.id, tx);
    },
  };
}
