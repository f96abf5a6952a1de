import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type BootData, scriptJson } from './boot-data.js';

/** Puts `tag` first in <head>, or right after the doctype of a page without one. */
function withHead(html: string, tag: string): string {
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tag}`);
}

/**
 * The build's translation file of each language (`src/i18n/locales/EN.json` -> `assets/EN-xxxx.js`), from Vite's
 * manifest, so the page can preload the one it is going to need.
 */
export function localeChunks(webDist: string): Map<string, string> {
  const chunks = new Map<string, string>();
  const manifest = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return chunks;
  const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file?: string }>;
  for (const [source, entry] of Object.entries(entries)) {
    const match = /src\/i18n\/locales\/([A-Z-]+)\.json$/.exec(source);
    if (match?.[1] && entry.file) chunks.set(match[1], `/${entry.file}`);
  }
  return chunks;
}

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags boot data adds to <head>: the data itself, and preloads of what the first render will ask for. */
function bootTags(boot: BootData | null, locales: Map<string, string>): string {
  if (!boot) return '';
  const locale = locales.get(boot.language);
  return [
    `<script type="application/json" id="wl-boot">${scriptJson(boot)}</script>`,
    locale ? `<link rel="modulepreload" href="${attr(locale)}">` : '',
    boot.leadImage ? `<link rel="preload" as="image" href="${attr(boot.leadImage)}" fetchpriority="high">` : '',
  ].join('');
}

/**
 * What the page looks like before its scripts run, drawn from the boot data: the header bar with the brand's name
 * and, on the home page, the lead banner where the carousel will show it. The app replaces it on its first render
 * (new nodes, so nothing counts as a layout shift); a phone sees the page at once instead of a spinner.
 */
function shellHtml(boot: BootData | null): string {
  if (boot?.status.status !== 0) return '';
  const banner = boot.leadImage
    ? `<div class="boot-shell__banner"><img src="${attr(boot.leadImage)}" alt="" fetchpriority="high"></div>`
    : '';
  return `<div class="boot-shell" aria-hidden="true"><div class="boot-shell__header"><span class="boot-shell__brand">${attr(boot.status.info.brandName)}</span></div><div class="boot-shell__page">${banner}</div></div>`;
}

/** Paths that belong to the API and never fall back to the single-page app. */
export const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/bgs/api/',
  '/console/api/',
  '/test-gateway/',
  '/feeds/',
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
export type SendIndex = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
  bootData: (request: FastifyRequest, reply: FastifyReply) => Promise<BootData | null> = async () => null,
): Promise<SendIndex | null> {
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
  const locales = localeChunks(webDist);
  /** index.html with this request's first answers (boot data, preloads) and the server-drawn first paint. */
  const sendIndex: SendIndex = async (request, reply) => {
    const boot = await bootData(request, reply);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withHead(html, bootTags(boot, locales)).replace('<!--wl-shell-->', shellHtml(boot)));
  };
  // '/' is the dist directory itself; the file server would refuse it. '/index.html' is a page route too (spec 2).
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.get('/index.html', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  return sendIndex;
}
