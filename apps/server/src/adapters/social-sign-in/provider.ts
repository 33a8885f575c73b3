import type { ProviderIdentity } from '@ordina/db';
import type { SocialProvider } from '@ordina/contracts';

/** One sign-in provider's side of the authorization-code flow (docs/decisions/024). */
export interface SocialSignInProvider {
  readonly name: SocialProvider;
  /** Whether the flow carries a PKCE verifier (RFC 7636); Facebook's login dialog is used with state and the app secret. */
  readonly usesPkce: boolean;
  /** The provider's sign-in page for this attempt. */
  authorizationUrl(attempt: { state: string; codeVerifier: string; redirectUri: string }): Promise<URL>;
  /** Trades the code for the person it signed in; throws SocialProviderError when the provider cannot be reached or answers nonsense. */
  identity(attempt: { code: string; codeVerifier: string; redirectUri: string }): Promise<ProviderIdentity>;
}

/** The provider could not be reached, refused the code, or answered something we cannot trust. */
export class SocialProviderError extends Error {
  override name = 'SocialProviderError';
}

/** A fetch that gives up after `timeoutMs`, throwing SocialProviderError for a network failure or a non-2xx answer. */
export async function providerJson(url: string | URL, init: RequestInit = {}, timeoutMs = 8000): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SocialProviderError(`provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new SocialProviderError(`provider answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new SocialProviderError('provider answered something that is not JSON');
  }
}
