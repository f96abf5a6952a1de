import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy: scripts and styles only from our origin, no inline
 * script and no inline style (the page injects no <style>: its dialogs are the browser's own), no framing of the
 * site by others. Images may come from the brands' HTTPS CDNs (spec 7 "Images ... use a randomly chosen CDN");
 * game popups (iframes) from our origin or HTTPS vendors.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ["'self'", 'https:'],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // The site is usually served behind TLS-terminating proxies; HSTS there is their business and ours alike.
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The headers helmet sets for these options, worked out once: they are the same on every answer. */
export function securityHeaders(options: HelmetOptions = OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Sets the security headers on every answer. They depend on nothing in the request (no CSP nonces), so they are
 * computed at start rather than by helmet on each request, which cost an eighth of the status call's time.
 */
export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
