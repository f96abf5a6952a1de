import type { Db } from '../../../db/client.js';
import type { DepositOrder, PaymentChannel } from '../cashier-repo.js';

/**
 * A payment channel's adapter (design.md "Cashier"): the one interface every way of paying in goes through, so the
 * cashier's rules (limits, fees, the ledger posting, idempotency) are written once.
 *
 * To plug in a real gateway: write `channels/<name>.ts` implementing this interface (createOrder calls the
 * gateway's "create payment" API and answers its reference and pay URL; verifyCallback checks the gateway's own
 * signature scheme with the channel's `callback_secret` and reads its body into a CallbackResult; poll asks the
 * gateway for an order's state when a callback may have been lost; refund asks it to pay back), add it to
 * `adapters` in channel-registry.ts under a name, and create a channel with `adapter = '<name>'` and
 * `kind = 'gateway'`. Its callbacks arrive at `POST /wps/cashier/callback/<channel code>`; the cashier then checks
 * the order, compares the amount with the order's (never trusting the callback alone) and credits once.
 */
export interface CallbackResult {
  orderId: number;
  /** The gateway's reference of the payment; must match the order's. */
  gatewayRef: string;
  /** What the gateway says was paid, in ledger units; must equal the order's amount. */
  amount: number;
  status: 'paid' | 'declined';
}

export interface CreatedPayment {
  gatewayRef: string | null;
  /** Where the member pays (a gateway's page), or null (offline bank: the member transfers by themselves). */
  payUrl: string | null;
}

export interface ChannelAdapter {
  /** True when an operator confirms the money arrived (offline bank); false when the gateway reports it. */
  readonly operatorConfirms: boolean;
  /** Called in the order's transaction once the order row exists: registers the payment with the gateway. */
  createOrder(
    c: { order: DepositOrder; channel: PaymentChannel; origin: string; callbackOrigin: string },
    tx: Db,
  ): Promise<CreatedPayment>;
  /** Reads a callback, its signature checked (timing-safe); null when the signature or the body does not hold. */
  verifyCallback(c: {
    channel: PaymentChannel;
    rawBody: string;
    signature: string | undefined;
    now: Date;
  }): CallbackResult | null;
  /** The payment's state as the gateway knows it now, or null when nothing is known yet. */
  poll(order: DepositOrder): Promise<CallbackResult | null>;
  /** Gives back a payment we did not credit (the order was cancelled or expired before the gateway paid). */
  refund(order: DepositOrder, tx: Db): Promise<void>;
}
