import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database (PGlite) and the operator socket live. */
  dataDir: string;
  /** A real PostgreSQL; when unset the embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  /** PGlite location: a directory, or 'memory://' for a throw-away database (tests). */
  pgliteDir: string;
  redisUrl: string | null;
  /** Fastify trustProxy: false, true, a hop count, or a list of addresses/CIDRs of trusted proxies. */
  trustProxy: boolean | number | string;
  /** Header a trusted proxy or CDN sets with the visitor's ISO country code (e.g. cf-ipcountry). */
  geoCountryHeader: string | null;
  /** Built web front end to serve; null when it is not there (API only). */
  webDist: string;
  logLevel: string;
  /** Sessions: absolute and idle lifetimes. */
  sessionTtlMs: number;
  sessionIdleMs: number;
  /** Listen on a Unix socket under dataDir for the operator command line (embedded database only). */
  adminSocket: boolean;
  /** How long brand lookups are cached; changes by other processes show within this time. */
  brandCacheMs: number;
  /** Run migrations and the idempotent seed at start. */
  seed: boolean;
  /** With the seed: a month of play for the demo members who never played (db/seed-demo-play.ts). */
  demoPlay: boolean;
  /** Run scheduled jobs (src/jobs) in this instance; any number of instances may, each period runs once. */
  jobs: boolean;
  /** Check every answer against its contract schema before writing it (CHECK_RESPONSES=true; the tests do). */
  checkResponses: boolean;
  /** SECRET_KEY: 32 bytes in base64 sealing secrets at rest; without it a key file in the data directory. */
  secretKey: string | null;
  /**
   * Where payment gateways send their callbacks (`<origin>/wps/cashier/callback/<channel>`), e.g. an internal
   * address behind the proxy (CASHIER_CALLBACK_ORIGIN); null: the brand's link origin when ordering (its domain the
   * member called, or its main domain: http/request-context.ts `linkOrigin`), never the request's Host unchecked.
   */
  cashierCallbackOrigin: string | null;
  /** Serve the built-in test gateway (its pay page and its channels); TEST_GATEWAY=false in production. */
  testGateway: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/server/{src,dist} -> packages/web/dist */
const defaultWebDist = path.resolve(here, '../../web/dist');

function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    pgliteDir: path.join(dataDir, 'pglite'),
    redisUrl: env.REDIS_URL || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    geoCountryHeader: env.GEO_COUNTRY_HEADER?.toLowerCase() || null,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist,
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionTtlMs: Number(env.SESSION_TTL_HOURS ?? 24) * 3_600_000,
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 120) * 60_000,
    adminSocket: env.ADMIN_SOCKET !== 'false',
    seed: env.SEED !== 'false',
    demoPlay: env.DEMO_PLAY !== 'false',
    brandCacheMs: Number(env.BRAND_CACHE_MS ?? 2000),
    jobs: env.JOBS !== 'false',
    checkResponses: env.CHECK_RESPONSES === 'true',
    secretKey: env.SECRET_KEY || null,
    cashierCallbackOrigin: env.CASHIER_CALLBACK_ORIGIN?.replace(/\/+$/, '') || null,
    testGateway: env.TEST_GATEWAY !== 'false',
  };
}
