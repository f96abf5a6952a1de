import type { FastifyInstance } from 'fastify';
import type { AppRoot } from '../services.js';
import { resolveActor } from './request-context.js';

const VENDOR_PREFIX = '/vendor/';

/**
 * The vendors' seamless-wallet route, `POST /vendor/<CODE>/wallet/<action>` (the protocol and its rules:
 * modules/vendors/seamless-wallet-service.ts). Outside the contract's route table: the vendor signs the method,
 * the path and the raw body.
 */
export async function registerSeamlessWallet(app: FastifyInstance, deps: AppRoot) {
  const service = deps.seamlessWallet;
  await app.register(async (scope) => {
    // The signature covers the exact bytes the vendor sent.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { code: string; action: string }; Body: string }>(
      `${VENDOR_PREFIX}:code/wallet/:action`,
      { schema: { hide: true } },
      async (request) => {
        const actor = await resolveActor(deps, request);
        const value = await service.call({
          brand: actor.brand,
          code: request.params.code,
          action: request.params.action,
          method: request.method,
          path: request.url,
          rawBody: typeof request.body === 'string' ? request.body : '',
          timestamp: Number(request.headers['x-timestamp']),
          signature: String(request.headers['x-signature'] ?? ''),
        });
        return { success: true, value };
      },
    );
  });
}
