import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../endpoints.ts';
import { cachedStorefrontForLocale } from '../../../storefront-for-locale.ts';
import { storefrontLiveState } from './live-state.ts';
import { storefrontVersion } from './storefront-version.ts';

/** Options of the storefront routes. */
export interface StorefrontRoutesOptions {
  /** The clock (tests fix it); the system clock by default. */
  now?: () => Date;
}

/**
 * /api/storefront/live: the state the browser refreshes every 60 s, plus the
 * storefront (trimmed to `?locale=` like the page's) when its version changed. Served from the storefront
 * cache, so a poll costs no query while the cache is fresh. Needs the
 * `storefront` plugin. Register with `{ prefix: '/storefront' }` inside /api.
 */
export default function storefrontRoutes(app: FastifyInstance, options: StorefrontRoutesOptions, done: (error?: Error) => void) {
  if (!app.hasDecorator('storefronts')) {
    done(new Error('storefrontRoutes needs the storefront plugin registered first'));
    return;
  }
  const now = options.now ?? (() => new Date());

  registerEndpoint(app, 'GET /api/storefront/live', {}, async (request, reply) => {
    const storefront = await app.storefronts.get(app.businessKey);
    const version = storefrontVersion(storefront);
    const state = storefrontLiveState(storefront, now(), version);
    // Time-dependent: no cache may keep it.
    reply.header('cache-control', 'no-store');
    const { locale } = request.query;
    if (request.query.version === version) return { data: state };
    return { data: { ...state, storefront: locale === undefined ? storefront : cachedStorefrontForLocale(storefront, locale) } };
  });
  done();
}
