import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SOCIAL_PROVIDERS } from '@ordina/contracts';
import type { Storefront } from '@ordina/contracts';
import { loadStorefront } from '@ordina/db';
import { socialSignInStart } from './social-sign-in.ts';
import { StorefrontCache } from '../storefront-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The businesses' storefronts (initial data of every page), cached in memory. */
    storefronts: StorefrontCache;
  }
}

/**
 * A provider that is on (docs/decisions/024) is where /connect/{provider}
 * leads: its `configuration.routes.oauth_*` is our own sign-in start, in
 * place of the business file's address.
 */
function withSocialSignIn(storefront: Storefront, on: readonly boolean[]): Storefront {
  const routes = { ...storefront.configuration.routes };
  SOCIAL_PROVIDERS.forEach((name, i) => {
    if (on[i] === true) routes[name === 'google' ? 'oauth_google' : 'oauth_facebook'] = socialSignInStart(name);
  });
  return { ...storefront, configuration: { ...storefront.configuration, routes } };
}

/** Decorates the app with the storefront cache, reading through @ordina/db. */
function storefront(app: FastifyInstance, _options: unknown, done: () => void) {
  app.decorate(
    'storefronts',
    new StorefrontCache(async (businessKey) => {
      const storefront = await loadStorefront(app.database.db, businessKey);
      if (storefront === undefined) throw new Error(`Business "${businessKey}" is no longer in the database`);
      return withSocialSignIn(storefront, await Promise.all(SOCIAL_PROVIDERS.map(async (name) => (await app.socialSignIn.provider(name)) !== undefined)));
    }),
  );
  done();
}

export default fp(storefront, { name: 'storefront', dependencies: ['db', 'social-sign-in'] });
