import type { FastifyInstance } from 'fastify';
import type { AppRoot } from '../services.js';

/** Where results providers push official lottery results (modules/lottery/lottery-feed-service.ts). */
export const LOTTERY_FEED_PATH = '/feeds/lottery/results';

/**
 * The signed results feed, `POST /feeds/lottery/results` (docs/api.md "Lottery results feed"). Outside the contract's
 * route table: the provider signs the raw body, so the body is read as the exact bytes it sent. Answers the envelope.
 */
export async function registerLotteryFeed(app: FastifyInstance, deps: AppRoot) {
  const feed = deps.lotteryFeed;
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Body: string }>(LOTTERY_FEED_PATH, { schema: { hide: true } }, async (request) => {
      const value = await feed.push({
        rawBody: typeof request.body === 'string' ? request.body : '',
        timestamp: Number(request.headers['x-wl-timestamp']),
        signature: String(request.headers['x-wl-signature'] ?? ''),
      });
      return { success: true, value };
    });
  });
}
