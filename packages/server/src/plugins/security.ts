import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a strict Content-Security-Policy: scripts and styles only from our origin, no inline
 * script, no framing of the site by others. Images may come from the brands' HTTPS CDNs (spec 7 "Images ...
 * use a randomly chosen CDN"); game popups (iframes) from our origin or HTTPS vendors.
 */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    // A fresh nonce per response: the page passes it to the UI library that injects its scroll-lock <style>.
    enableCSPNonces: true,
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
  });
}
