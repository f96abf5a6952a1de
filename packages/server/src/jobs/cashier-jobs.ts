import { defineJob } from './job-definition.js';
import { every } from './period.js';

/**
 * The built-in test gateway's callback deliveries (design.md "Cashier"): every minute, each decided payment whose
 * callback is due and unacknowledged is posted again, signed afresh; a failure waits 10 s doubling up to an hour.
 */
export const testGatewayCallbackJob = defineJob({
  name: 'test-gateway-callbacks',
  schedule: every.minutes(1),
  catchUp: 'skip',
  maxAttempts: 1,
  needs: ['testGateway'],
  async run({ services }) {
    return services.testGateway.deliverDue();
  },
});

/**
 * Pending deposit orders past their expiry (30 minutes at a gateway, 3 days by bank transfer) become expired; a
 * gateway's order is polled first, in case its callback was lost (modules/cashier/deposit-expiry.ts).
 */
export const depositExpiryJob = defineJob({
  name: 'deposit-expiry',
  schedule: every.minutes(5),
  catchUp: 'skip',
  needs: ['depositExpiry'],
  async run({ services }) {
    return services.depositExpiry();
  },
});

/**
 * Peer-to-peer timeouts (spec 4 "Withdrawal confirmation"): every minute, payments not paid within their window
 * expire (the amount goes back to the withdrawal), and paid ones the withdrawer left unanswered past the brand's
 * minutes count as received (a forced receipt: final).
 */
export const p2pTimeoutJob = defineJob({
  name: 'p2p-timeouts',
  schedule: every.minutes(1),
  catchUp: 'skip',
  needs: ['p2p'],
  async run({ services }) {
    return services.p2p.runTimeouts();
  },
});
