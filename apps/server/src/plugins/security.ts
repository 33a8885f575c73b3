import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's CSP nonce: every inline script and style of the page must carry it. */
    cspNonce: string;
  }
}

// GA4 (gtag.js) and the Meta pixel, as Google's and Meta's CSP guides list them.
// Allowed for every business, but their scripts load only where an id is
// configured and only after the visitor's consent (decision 025).
const GA4_SCRIPTS = 'https://www.googletagmanager.com';
const GA4_BEACONS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
const PIXEL_SCRIPTS = 'https://connect.facebook.net';
const PIXEL_BEACONS = 'https://www.facebook.com';

// Helmet computes directives from the raw response; the nonce travels there.
const nonces = new WeakMap<ServerResponse, string>();
const nonceSource = (_request: unknown, response: ServerResponse) => `'nonce-${nonces.get(response) ?? ''}'`;

/**
 * Security headers with a strict Content-Security-Policy carrying a fresh nonce per request.
 * `errorReportsOrigin`: where the pages send their error reports (the browser DSN's origin, docs/decisions/026).
 */
async function security(
  app: FastifyInstance,
  { https, errorReportsOrigin }: { https: boolean; errorReportsOrigin?: string | undefined },
) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    request.cspNonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, request.cspNonce);
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, GA4_SCRIPTS, PIXEL_SCRIPTS],
        scriptSrcAttr: ["'none'"],
        // The checkout's proof of work runs in a Web Worker built as one of our own files
        // (lib/captcha/altcha-worker.ts, decision 027): never a blob: or data: worker.
        workerSrc: ["'self'"],
        // The business colours are one nonce'd <style>; everything else is the built stylesheet.
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'", 'data:', 'https://*.tile.openstreetmap.org', ...GA4_BEACONS, PIXEL_BEACONS],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...GA4_BEACONS,
          PIXEL_BEACONS,
          PIXEL_SCRIPTS,
          ...(errorReportsOrigin === undefined ? [] : [errorReportsOrigin]),
        ],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // On plain-HTTP development hosts this would break every asset request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the map tiles; not needed by the storefront.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

export default fp(security, { name: 'security' });
