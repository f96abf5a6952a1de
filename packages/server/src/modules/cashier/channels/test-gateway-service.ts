import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { SIGNATURE_HEADER, signCallback, unitsToDecimal } from './callback-signature.js';
import { createTestGatewayRepo } from './test-gateway-repo.js';

/** Posts a callback over HTTP: the global fetch, or a test's stand-in. */
export type CallbackSender = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ ok: boolean; text: string }>;

export const fetchSender: CallbackSender = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  return { ok: res.ok, text: await res.text() };
};

/** Retry delays: 10 s doubling up to an hour; after this many attempts the payment stops being retried. */
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 3_600_000;
export const MAX_CALLBACK_ATTEMPTS = 25;

export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * The gateway's side of the built-in TEST GATEWAY (design.md "Cashier"): its pay page's decisions and the delivery of
 * its HMAC-SHA256-signed callbacks to the merchant's callback URL, over real HTTP. A callback counts as delivered only
 * when answered 2xx with `"success":true`; otherwise it is retried with backoff (the test-gateway-callbacks job,
 * src/jobs/cashier-jobs.ts).
 */
export function createTestGatewayService(deps: { db: Db; clock: Clock; send?: CallbackSender }) {
  const repo = createTestGatewayRepo(deps.db);
  const send = deps.send ?? fetchSender;

  async function deliver(ref: string): Promise<'acknowledged' | 'failed' | 'missing'> {
    const found = await repo.byRef(ref);
    if (!found || found.payment.acknowledgedAt || found.payment.status === 'open') return 'missing';
    const { payment } = found;
    const status = payment.status === 'declined' ? 'declined' : 'paid';
    const body = JSON.stringify({
      orderId: payment.orderId,
      ref: payment.ref,
      amount: unitsToDecimal(payment.amount),
      status,
    });
    const now = deps.clock.now();
    const attempts = payment.attempts + 1;
    const next = attempts >= MAX_CALLBACK_ATTEMPTS ? null : new Date(now.getTime() + retryDelay(attempts));
    try {
      const res = await send(payment.callbackUrl, body, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signCallback(found.secret ?? '', body, now),
      });
      if (res.ok && /"success"\s*:\s*true/.test(res.text)) {
        await repo.acknowledged(ref, now);
        return 'acknowledged';
      }
      await repo.failed(ref, `answered: ${res.text.slice(0, 200)}`, next);
    } catch (err) {
      await repo.failed(ref, (err as Error).message, next);
    }
    return 'failed';
  }

  return {
    page: (ref: string) => repo.byRef(ref),
    /** The tester's decision on the pay page; the callback goes out at once, and is retried until acknowledged. */
    async decide(ref: string, decision: 'approve' | 'decline') {
      const decided = await repo.decide(ref, decision === 'approve' ? 'paid' : 'declined', deps.clock.now());
      const delivery = decided ? await deliver(ref) : null;
      return { decided, delivery };
    },
    deliver,
    /** Delivers every due callback (the job's run); answers how many were acknowledged and failed. */
    async deliverDue(limit = 50) {
      let acknowledged = 0;
      let failed = 0;
      for (const ref of await repo.due(deps.clock.now(), limit)) {
        const result = await deliver(ref);
        if (result === 'acknowledged') acknowledged++;
        if (result === 'failed') failed++;
      }
      return { acknowledged, failed };
    },
  };
}

export type TestGatewayService = ReturnType<typeof createTestGatewayService>;
