import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../lib/errors.js';
import { securityHeaders } from './security.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/server/{src,dist}/http -> packages/console/dist */
const defaultConsoleDist = path.resolve(here, '../../../console/dist');

/**
 * The console's own Content-Security-Policy (design.md "Operators": the console never ships to players), stricter than
 * the player site's: nothing but our origin, no inline script or style, images from our origin or data: URLs (the TOTP
 * enrolment QR code is shown as <img src="data:image/svg+xml;base64,...">), no framing of the console by anyone.
 */
export const CONSOLE_HEADERS = securityHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
});

export function isConsolePath(url: string): boolean {
  return url === '/console' || url.startsWith('/console/') || url.startsWith('/console?');
}

/**
 * Serves the operator console's build (packages/console/dist) under /console: hashed files under /console/assets/
 * cached for a year, any other /console/* path answers index.html (the console's client routes). Every answer under
 * /console, its API included, carries the console's CSP instead of the player site's. Does nothing when the console
 * is not built, as the web's static serving does.
 */
export async function registerStaticConsole(
  app: FastifyInstance,
  consoleDist: string = defaultConsoleDist,
): Promise<boolean> {
  const index = path.join(consoleDist, 'index.html');
  if (!existsSync(index)) {
    app.log.info({ consoleDist }, 'operator console not built: not serving /console (npm run build)');
    return false;
  }
  // After the site's own security hook (registered earlier, so it ran first): these replace its headers.
  app.addHook('onRequest', (request, reply, done) => {
    if (isConsolePath(request.url)) reply.headers(CONSOLE_HEADERS);
    done();
  });
  await app.register(fastifyStatic, {
    root: consoleDist,
    prefix: '/console/',
    // One route per built file, so that /console/* below answers every other path.
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(res, filePath) {
      const rel = path.relative(consoleDist, filePath).split(path.sep).join('/');
      res.header('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = readFileSync(index, 'utf8');
  const sendIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get('/console', { schema: { hide: true } }, sendIndex);
  app.get('/console/', { schema: { hide: true } }, sendIndex);
  app.get('/console/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A missing asset or API route is a 404, never the page: a script or an API client must not receive HTML.
    if (url.startsWith('/console/api/') || url.startsWith('/console/assets/')) throw new DomainError('not_found');
    return sendIndex(request, reply);
  });
  return true;
}
