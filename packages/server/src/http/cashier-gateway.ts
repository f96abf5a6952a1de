import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER } from '../modules/cashier/channels/callback-signature.js';
import { TEST_GATEWAY_PATH } from '../modules/cashier/channels/test-gateway-adapter.js';
import { TEST_GATEWAY_CSP, testGatewayPage } from '../modules/cashier/channels/test-gateway-pages.js';
import type { AppRoot } from '../services.js';

export const CALLBACK_PATH = '/wps/cashier/callback/';

/**
 * The gateways' side of the cashier (docs/api.md "Payment gateway callbacks"), outside the contract's route table
 * because a gateway, not a member, calls it and signs the raw body: `POST /wps/cashier/callback/:channel`
 * (modules/cashier/cashier-callback-service.ts), and the built-in test gateway's pay page `GET|POST
 * /test-gateway/pay/:ref`, served here as a real gateway would serve it from its own site.
 */
export async function registerCashierGateway(
  app: FastifyInstance,
  deps: Pick<AppRoot, 'config' | 'cashierCallbacks' | 'testGateway'>,
) {
  const callbacks = deps.cashierCallbacks;
  const gateway = deps.testGateway;
  await app.register(async (scope) => {
    // The signature covers the exact bytes the gateway sent.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { channel: string }; Body: string }>(
      `${CALLBACK_PATH}:channel`,
      { schema: { hide: true }, bodyLimit: 64 * 1024 },
      async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        const value = await callbacks.handle({
          channel: request.params.channel,
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: typeof signature === 'string' ? signature : undefined,
        });
        return { success: true, value };
      },
    );
  });

  // In production the test gateway is off (TEST_GATEWAY=false): no page can approve a payment.
  if (!deps.config.testGateway) return;
  const page = async (ref: string) => testGatewayPage(await gateway.page(ref), `${TEST_GATEWAY_PATH}/${ref}`);
  app.get<{ Params: { ref: string } }>(
    `${TEST_GATEWAY_PATH}/:ref`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { status, html } = await page(request.params.ref);
      return reply
        .status(status)
        .header('content-security-policy', TEST_GATEWAY_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
  app.post<{ Params: { ref: string }; Body: { decision?: string } }>(
    `${TEST_GATEWAY_PATH}/:ref`,
    { schema: { hide: true } },
    async (request, reply) => {
      const decision = request.body?.decision;
      if (decision === 'approve' || decision === 'decline') await gateway.decide(request.params.ref, decision);
      return reply.redirect(`${TEST_GATEWAY_PATH}/${encodeURIComponent(request.params.ref)}`, 303);
    },
  );
}
