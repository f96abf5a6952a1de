import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seed } from './db/seed.js';
import { seedDemoPlay } from './db/seed-demo-play.js';
import { type AppDeps, createDeps, type DepOverrides } from './deps.js';
import { createBootData } from './http/boot-data.js';
import { registerCashierGateway } from './http/cashier-gateway.js';
import { registerChatSocket } from './http/chat-socket.js';
import { registerContractRoutes } from './http/contract-routes.js';
import { registerErrorHandler, toEnvelope } from './http/error-handler.js';
import { registerJsonBody } from './http/json-body.js';
import { registerLiveEvents } from './http/live-events.js';
import { registerLotteryFeed } from './http/lottery-feed.js';
import { registerOpenApi } from './http/openapi.js';
import { registerOperatorRequest, registerOperatorRoutes } from './http/operator-routes.js';
import { registerRateLimit } from './http/rate-limit.js';
import { registerRequestContext } from './http/request-context.js';
import { registerSeamlessWallet } from './http/seamless-wallet.js';
import { registerSecurity } from './http/security.js';
import { registerStaticConsole } from './http/static-console.js';
import { isApiPath, registerStaticWeb } from './http/static-web.js';
import { appJobs } from './jobs/app-jobs.js';
import type { JobDefinition } from './jobs/job-definition.js';
import { registerJobs } from './jobs/register-jobs.js';
import { type Clock, systemClock } from './lib/clock.js';
import { errorForLog } from './lib/error-log.js';
import { DomainError } from './lib/errors.js';
import { accountHandlers } from './modules/account/account-handlers.js';
import { betHandlers } from './modules/bets/bet-handlers.js';
import { cashierHandlers } from './modules/cashier/cashier-handlers.js';
import type { CallbackSender } from './modules/cashier/channels/test-gateway-service.js';
import { p2pHandlers } from './modules/cashier/p2p-handlers.js';
import { withdrawalHandlers } from './modules/cashier/withdrawal-handlers.js';
import { contentHandlers } from './modules/content/content-handlers.js';
import { loadPayloadKeys } from './modules/crypto/payload-keys.js';
import { gameHandlers } from './modules/games/game-handlers.js';
import { inHouseHandlers } from './modules/in-house/in-house-handlers.js';
import { liveChatHandlers } from './modules/live-chat/live-chat-handlers.js';
import { lotteryHandlers } from './modules/lottery/lottery-handlers.js';
import { memberCentreHandlers } from './modules/member-centre/member-centre-handlers.js';
import { messageHandlers } from './modules/messages/message-handlers.js';
import { sealPlainTotpSecrets } from './modules/operator/totp-secrets.js';
import { systemHandlers } from './modules/system/system-handlers.js';
import { transferHandlers } from './modules/transfers/transfer-handlers.js';
import { walletHandlers } from './modules/wallet/wallet-handlers.js';
import { type AppRoot, createServices } from './services.js';

export interface BuildOptions {
  clock?: Clock;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** Replaces the SMS or mail provider (tests). */
  providers?: DepOverrides;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Scheduled jobs (src/jobs); the server's own by default. They tick when the config's `jobs` is on. */
  jobs?: readonly JobDefinition[];
  /** How the built-in test gateway posts its callbacks: over HTTP (fetch) unless a test says otherwise. */
  callbackSender?: CallbackSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The composition root (src/services.ts): every service, built once. */
    services: AppRoot;
  }
}

/** Keeps secrets out of request logs: the token may travel in the URL query (spec 4). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password|code)=)[^&]*/gi, '$1[redacted]');
}

/**
 * The server, built from a config: database (PGlite by default, PostgreSQL when DATABASE_URL is set), migrations
 * and seed, security headers, the contract's routes, docs, health checks and the built front end on one port.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  if (config.seed) {
    await database.migrate();
    await seed(database.db);
  }
  const keys = await loadPayloadKeys(database.db);
  const deps = createDeps({ config, database, clock: options.clock ?? systemClock, keys }, options.providers);
  const root = createServices(deps, { callbackSender: options.callbackSender });
  if (config.seed) await sealPlainTotpSecrets(database.db, deps.secretBox);
  if (config.seed && config.demoPlay) await seedDemoPlay(root, deps.clock.now());
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;

  const app = Fastify({
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a broken %-escape, an over-long path segment) leave in the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toEnvelope(error);
      void (reply as FastifyReply).status(status).send(body);
    },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
            serializers: {
              err: errorForLog,
              req: (req: { method: string; url: string; ip?: string; hostname?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.hostname,
                ip: req.ip,
              }),
            },
          },
  });
  app.decorate('deps', deps);
  app.decorate('services', root);
  registerJobs(app, root, { jobs: options.jobs ?? appJobs(), start: config.jobs });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerErrorHandler(app);
  registerJsonBody(app);
  await registerSecurity(app);
  await app.register(formbody);
  await registerRateLimit(app, redis);
  await registerOpenApi(app);

  let closing = false;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Anyone can call it: it says ready or not, never why.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ready =
      !closing &&
      (await database.ping().then(
        () => true,
        () => false,
      ));
    return ready ? { status: 'ready' } : reply.status(503).send({ status: 'not ready' });
  });

  const handlers = {
    ...systemHandlers(root),
    ...accountHandlers(root),
    ...walletHandlers(root),
    ...gameHandlers(root),
    ...inHouseHandlers(root),
    ...liveChatHandlers(root.liveChat),
    ...contentHandlers(root),
    ...betHandlers(root),
    ...messageHandlers(root),
    ...cashierHandlers(root),
    ...memberCentreHandlers(root),
    ...transferHandlers(root),
    ...withdrawalHandlers(root),
    ...p2pHandlers(root),
    ...lotteryHandlers(root),
  };
  registerContractRoutes(app, deps, handlers);
  // The operator console's API (design.md "Operators"), its own route table under /console/api/.
  registerOperatorRequest(app);
  registerOperatorRoutes(app, root);

  await registerLiveEvents(app, deps);
  await registerSeamlessWallet(app, root);
  await registerCashierGateway(app, root);
  await registerLotteryFeed(app, root);
  await registerChatSocket(app, deps, root.liveChat);

  await registerStaticConsole(app);
  const sendIndex = await registerStaticWeb(app, config.webDist, createBootData(deps, handlers));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a 404, never the page: a script must not receive HTML.
    if (
      sendIndex &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !path.startsWith('/assets/')
    ) {
      return sendIndex(request, reply);
    }
    throw new DomainError('not_found');
  });

  app.addHook('onClose', async () => {
    closing = true;
    await redis?.quit().catch(() => {});
    if (!options.database) await database.close();
  });
  return app;
}
