import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Puts `tag` first in <head>, or right after the doctype of a page without one. */
function withHead(html: string, tag: string): string {
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tag}`);
}

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
    // The build writes .br and .gz copies of its text files (packages/web/compress-plugin.ts); the copy the
    // browser accepts is sent, with Content-Encoding and Vary set by the file handler.
    preCompressed: true,
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
  const html = readFileSync(index, 'utf8');
  /**
   * index.html with this response's style nonce in a meta tag (the strict CSP allows <style> only with it); the
   * page hands it to the dialog library, whose scroll lock injects a <style>.
   */
  const sendIndex = (reply: FastifyReply) => {
    const nonce = (reply as FastifyReply & { cspNonce?: { style: string } }).cspNonce?.style ?? '';
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withHead(html, `<meta name="csp-nonce" content="${nonce}">`));
  };
  // '/' is the dist directory itself; the file server would refuse it. '/index.html' is a page route too (spec 2).
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  return sendIndex;
}
