import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import type { ProviderIdentity } from '@ordina/db';
import { providerJson, SocialProviderError } from './provider.ts';
import type { SocialSignInProvider } from './provider.ts';

/** What we read of an OpenID provider's discovery document. */
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

/** The claims of the ID token we use (OpenID Connect Core §2, §5.1). */
const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com, or a local OpenID server in tests. */
  issuer: string;
}

/** Google's ID tokens name their issuer with or without the scheme (Google's OpenID Connect documentation). */
function acceptedIssuers(issuer: string): string[] {
  return [issuer, issuer.replace(/^https?:\/\//, '')];
}

/**
 * Google sign-in by OpenID Connect: the endpoints from the issuer's discovery
 * document, the code flow with PKCE through arctic's OAuth2Client, the person
 * from the ID token verified against the issuer's keys (signature, issuer,
 * audience = our client id, expiry) with jose.
 */
export function googleProvider(settings: GoogleSettings): SocialSignInProvider {
  let discovered: Promise<z.infer<typeof discoverySchema>> | undefined;
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  const discovery = () => {
    discovered ??= providerJson(`${settings.issuer}/.well-known/openid-configuration`).then((json) => {
      const parsed = discoverySchema.safeParse(json);
      if (!parsed.success) throw new SocialProviderError('the discovery document lacks endpoints');
      return parsed.data;
    });
    // A failed discovery is tried again by the next sign-in.
    discovered.catch(() => (discovered = undefined));
    return discovered;
  };
  const client = (redirectUri: string) =>
    new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);

  return {
    name: 'google',
    usesPkce: true,
    async authorizationUrl({ state, codeVerifier, redirectUri }) {
      const { authorization_endpoint } = await discovery();
      const url = client(redirectUri).createAuthorizationURLWithPKCE(
        authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      // Let the person pick an account: a family tablet on the beach has several.
      url.searchParams.set('prompt', 'select_account');
      return url;
    },
    async identity({ code, codeVerifier, redirectUri }) {
      const { token_endpoint, jwks_uri, issuer } = await discovery();
      let idToken: string;
      try {
        idToken = (
          await client(redirectUri).validateAuthorizationCode(token_endpoint, code, codeVerifier)
        ).idToken();
      } catch (error) {
        throw new SocialProviderError(
          error instanceof OAuth2RequestError
            ? `token endpoint refused: ${error.code}`
            : `token exchange failed: ${String(error)}`,
        );
      }
      keys ??= createRemoteJWKSet(new URL(jwks_uri));
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: acceptedIssuers(issuer),
          audience: settings.clientId,
        }));
      } catch (error) {
        throw new SocialProviderError(
          `ID token refused: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const claims = idTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw new SocialProviderError('ID token without a subject');
      return identityOf(claims.data);
    },
  };
}

function identityOf(claims: z.infer<typeof idTokenClaimsSchema>): ProviderIdentity {
  const email = claims.email?.trim() ?? '';
  const [first = '', ...rest] = (claims.name ?? '').trim().split(/\s+/);
  return {
    provider: 'google',
    subject: claims.sub,
    email: email === '' ? null : email,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: (claims.given_name ?? first).trim(),
    lastname: (claims.family_name ?? rest.join(' ')).trim(),
  };
}
