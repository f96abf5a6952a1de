import type { AppDeps } from '../../deps.js';
import { DomainError } from '../../lib/errors.js';
import { createCashierRepo, type PaymentChannel } from './cashier-repo.js';
import type { CallbackResult } from './channels/channel-adapter.js';
import { channelAdapters } from './channels/channel-registry.js';
import type { DepositSettlement } from './deposit-settlement.js';

/**
 * A gateway's callback, `POST /wps/cashier/callback/<channel code>` (docs/api.md "Payment gateway callbacks"). The
 * adapter checks the signature (timing-safe, with the secret of a channel of that code) and reads the body; then the
 * order must be that channel's, with that gateway reference, and the amount must equal the order's: a callback is never
 * trusted for the amount alone. Idempotent by order id: a repeated callback answers success again and moves nothing; a
 * payment for an order that was cancelled or expired meanwhile is refunded through the adapter. Any refusal answers an
 * error, so the gateway retries (and alerts).
 */
export type CallbackDeps = Pick<AppDeps, 'clock' | 'ledger'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

export function createCashierCallbackService(deps: CallbackDeps & { depositSettlement: DepositSettlement }) {
  const { db } = deps.database;
  const repo = createCashierRepo(db);
  const adapterOf = channelAdapters(db);
  const settlement = deps.depositSettlement;

  async function apply(channelCode: string, result: CallbackResult) {
    return deps.database.transaction(async (tx) => {
      const by = `gateway:${channelCode}`;
      const applied =
        result.status === 'paid'
          ? (await settlement.approve(result.orderId, by, tx))?.order
          : await settlement.close(result.orderId, 'rejected', by, 'declined by the gateway', tx);
      const row = await repo.orderById(result.orderId, tx);
      if (!row) throw new DomainError('not_found');
      if (!applied && result.status === 'paid' && row.order.status !== 'approved') {
        // Paid after the order was cancelled, expired or rejected: the money goes back, it is never credited.
        const channel = await repo.channelById(row.order.channelId, tx);
        if (channel) await adapterOf(channel.adapter).refund(row.order, tx);
      }
      return { orderId: row.order.id, status: row.order.status, applied: applied !== null && applied !== undefined };
    });
  }

  return {
    /** A result the cashier learnt otherwise (the expiry's poll), applied as its callback would be. */
    apply,
    async handle(input: { channel: string; rawBody: string; signature: string | undefined }) {
      // The signature first, before anything about the order is read: an unsigned or badly signed callback answers
      // the same 403 whether or not its order exists, so nobody can count orders by asking.
      const now = deps.clock.now();
      let signed: { channel: PaymentChannel; result: CallbackResult } | null = null;
      for (const channel of await repo.channelsByCode(input.channel)) {
        const { rawBody, signature } = input;
        const result = adapterOf(channel.adapter).verifyCallback({ channel, rawBody, signature, now });
        if (result) {
          signed = { channel, result };
          break;
        }
      }
      if (!signed) throw new DomainError('forbidden');
      const { channel, result } = signed;
      if (!Number.isSafeInteger(result.orderId) || result.orderId < 1 || result.orderId > 2_147_483_647)
        throw new DomainError('invalid_input');
      const found = await repo.orderById(result.orderId);
      if (!found || found.order.channelId !== channel.id) throw new DomainError('not_found');
      if (result.gatewayRef !== found.order.gatewayRef || result.amount !== found.order.amount) {
        throw new DomainError('invalid_input', { message: 'the callback does not match the order' });
      }
      return apply(channel.code, result);
    },
  };
}

export type CashierCallbackService = ReturnType<typeof createCashierCallbackService>;
