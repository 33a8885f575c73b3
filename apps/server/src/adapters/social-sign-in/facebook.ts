import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { ProviderIdentity } from '@ordina/db';
import { providerJson, SocialProviderError } from './provider.ts';
import type { SocialSignInProvider } from './provider.ts';

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  /** https://www.facebook.com/v21.0/dialog/oauth, or a local server in tests. */
  dialogUrl: string;
  /** https://graph.facebook.com/v21.0, or a local server in tests. */
  graphUrl: string;
}

const tokenAnswerSchema = z.object({ access_token: z.string().min(1) });
const meSchema = z.object({
  id: z.string().min(1).max(255),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * Facebook Login (not OpenID Connect): the login dialog with our state, the
 * code traded at Graph's /oauth/access_token with the app secret, the person
 * read from Graph's /me with `appsecret_proof` (Facebook's "Securing Graph
 * API requests"). Facebook does not vouch for the e-mail it returns, so a
 * Facebook sign-in never takes over an existing account by its e-mail
 * (docs/decisions/024). These two Graph calls are written by hand: arctic's
 * Facebook provider has Facebook's addresses built in, which a test on this
 * network cannot reach.
 */
export function facebookProvider(settings: FacebookSettings): SocialSignInProvider {
  return {
    name: 'facebook',
    usesPkce: false,
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(settings.dialogUrl);
      url.searchParams.set('client_id', settings.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'email,public_profile');
      return Promise.resolve(url);
    },
    async identity({ code, redirectUri }) {
      const tokenUrl = new URL(`${settings.graphUrl}/oauth/access_token`);
      tokenUrl.searchParams.set('client_id', settings.appId);
      tokenUrl.searchParams.set('client_secret', settings.appSecret);
      tokenUrl.searchParams.set('redirect_uri', redirectUri);
      tokenUrl.searchParams.set('code', code);
      const token = tokenAnswerSchema.safeParse(await providerJson(tokenUrl));
      if (!token.success) throw new SocialProviderError('no access token from Facebook');
      const accessToken = token.data.access_token;
      const meUrl = new URL(`${settings.graphUrl}/me`);
      meUrl.searchParams.set('fields', 'id,email,first_name,last_name');
      meUrl.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', settings.appSecret).update(accessToken).digest('hex'),
      );
      // The token travels in the header, not in an address that proxies log.
      const me = meSchema.safeParse(
        await providerJson(meUrl, { headers: { authorization: `Bearer ${accessToken}` } }),
      );
      if (!me.success) throw new SocialProviderError('Facebook /me without an id');
      const email = me.data.email?.trim() ?? '';
      return {
        provider: 'facebook',
        subject: me.data.id,
        email: email === '' ? null : email,
        emailVerified: false,
        name: (me.data.first_name ?? '').trim(),
        lastname: (me.data.last_name ?? '').trim(),
      } satisfies ProviderIdentity;
    },
  };
}
