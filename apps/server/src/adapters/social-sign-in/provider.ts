import type { ProviderIdentity } from '@ordina/db';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, personNameIsValid, textLength } from '@ordina/contracts';
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
export async function providerJson(
  url: string | URL,
  init: RequestInit = {},
  timeoutMs = 8000,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SocialProviderError(
      `provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) throw new SocialProviderError(`provider answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new SocialProviderError('provider answered something that is not JSON');
  }
}

/**
 * A provider's person held to the rules of what a customer types (issue 31
 * items 12 and 14): the e-mail only when it is one bare address (else none:
 * the sign-in says the provider gave no e-mail), a name only when it is one
 * line of a name (else empty, as when the provider gives none — the profile
 * page asks for it). A profile name is whatever its owner typed at Google or
 * Facebook: NUL, bidirectional overrides or a link must not reach our
 * accounts, tokens and the business's e-mails from there either.
 */
export function identityAsCustomerData(identity: ProviderIdentity): ProviderIdentity {
  const email = identity.email?.trim() ?? '';
  const name = identity.name.trim();
  const lastname = identity.lastname.trim();
  return {
    ...identity,
    email: EMAIL_PATTERN.test(email) && textLength(email) <= EMAIL_MAX_LENGTH ? email : null,
    name: personNameIsValid(name) ? name : '',
    lastname: personNameIsValid(lastname) ? lastname : '',
  };
}
