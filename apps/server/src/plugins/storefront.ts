import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadStorefront } from '@ordina/db';
import { StorefrontCache } from '../storefront-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The businesses' storefronts (initial data of every page), cached in memory. */
    storefronts: StorefrontCache;
  }
}

/** Decorates the app with the storefront cache, reading through @ordina/db. */
function storefront(app: FastifyInstance, _options: unknown, done: () => void) {
  app.decorate(
    'storefronts',
    new StorefrontCache(async (businessKey) => {
      const storefront = await loadStorefront(app.database.db, businessKey);
      if (storefront === undefined) throw new Error(`Business "${businessKey}" is no longer in the database`);
      return storefront;
    }),
  );
  done();
}

export default fp(storefront, { name: 'storefront', dependencies: ['db'] });
