import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SocialProvider } from '@ordina/contracts';
import { findBusinessSocialLogin } from '@ordina/db';
import { facebookProvider, googleProvider } from '../adapters/social-sign-in/index.ts';
import type { SocialSignInProvider } from '../adapters/social-sign-in/index.ts';
import type { SocialSignInSettings } from '../config.ts';

/** What the sign-in routes and the storefront ask (`app.socialSignIn`). */
export interface SocialSignInService {
  /** The business's provider when it is on now (its client id in the business file, its secret configured); undefined when off. */
  provider(name: SocialProvider): Promise<SocialSignInProvider | undefined>;
  /** Where the provider sends the browser back (registered with the provider as the redirect URI). */
  callbackUrl(name: SocialProvider): string;
  /** Whether the storefront is served over HTTPS (the attempt cookie is then Secure). */
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    socialSignIn: SocialSignInService;
  }
}

/** The sign-in entry of a provider that is on: what `configuration.routes.oauth_*` says, so /connect/{provider} leads there (spec §2). */
export function socialSignInStart(name: SocialProvider): string {
  return `/api/oauth/${name}`;
}

/**
 * Sign-in with Google or Facebook (docs/decisions/024). The client ids are
 * read from the database on each use (a re-import may change them; sign-ins
 * are rare); a provider object is kept per client id so Google's discovery
 * document and keys are fetched once.
 */
function socialSignIn(
  app: FastifyInstance,
  options: { settings: SocialSignInSettings; publicUrl: string },
  done: () => void,
) {
  const built = new Map<string, SocialSignInProvider>();
  const { google, facebook } = options.settings;
  const once = (key: string, make: () => SocialSignInProvider) => {
    let provider = built.get(key);
    if (provider === undefined) built.set(key, (provider = make()));
    return provider;
  };

  app.decorate('socialSignIn', {
    callbackUrl: (name) => `${options.publicUrl}/api/oauth/${name}/callback`,
    secure: options.publicUrl.startsWith('https:'),
    async provider(name) {
      if ((name === 'google' ? google : facebook) === undefined) return undefined;
      const ids = await findBusinessSocialLogin(app.database.db, app.businessKey);
      if (name === 'google' && google !== undefined && ids?.googleClientId) {
        const clientId = ids.googleClientId;
        return once(`google:${clientId}`, () => googleProvider({ clientId, ...google }));
      }
      if (name === 'facebook' && facebook !== undefined && ids?.facebookAppId) {
        const appId = ids.facebookAppId;
        return once(`facebook:${appId}`, () => facebookProvider({ appId, ...facebook }));
      }
      return undefined;
    },
  } satisfies SocialSignInService);
  done();
}

export default fp(socialSignIn, { name: 'social-sign-in', dependencies: ['db'] });
