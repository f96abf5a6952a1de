import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Paths that belong to the API and never fall back to the single-page app. */
export const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/bgs/api/',
  '/ws',
  '/healthz',
  '/readyz',
  '/openapi.json',
  '/docs',
];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

/**
 * Serves the built front end: hashed files under /assets/ cached for a year (their name changes with their
 * content), everything else revalidated; any other page path answers index.html (history-mode routing, spec 2).
 * Returns a function that sends index.html, or null when the front end is not built.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ webDist }, 'web front end not built: serving the API only (npm run build)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const rel = path.relative(webDist, filePath).split(path.sep).join('/');
      res.header(
        'cache-control',
        rel.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : rel === 'index.html'
            ? 'no-cache'
            : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').sendFile('index.html');
  // '/' is the dist directory itself; the file server would refuse it.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  return sendIndex;
}
