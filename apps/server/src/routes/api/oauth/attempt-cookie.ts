import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@ordina/contracts';

/*
 * The sign-in attempt this browser started (docs/decisions/024): its state
 * and PKCE verifier, kept until the provider sends the browser back. It lives
 * in the browser, not in the database, so an abandoned sign-in leaves nothing
 * behind; it is signed, so it cannot be forged, and dies after ten minutes.
 */

export const ATTEMPT_COOKIE = 'ordina_oauth';
/** How long a sign-in at the provider may take. */
export const ATTEMPT_TTL_SECONDS = 600;
/** Only the sign-in routes receive it. */
export const ATTEMPT_COOKIE_PATH = '/api/oauth';

export interface SignInAttempt {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  /** Unix seconds. */
  expiresAt: number;
}

function signature(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** The cookie's value: the attempt as base64url JSON, a dot, its HMAC. */
export function sealAttempt(key: string, attempt: SignInAttempt): string {
  const payload = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** The attempt in a cookie value, when its signature holds and it has not expired; else undefined. */
export function openAttempt(
  key: string,
  value: string | undefined,
  nowSeconds: number,
): SignInAttempt | undefined {
  if (value === undefined) return undefined;
  const [payload = '', mac = ''] = value.split('.');
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const attempt = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SignInAttempt>;
    if (
      typeof attempt.state !== 'string' ||
      typeof attempt.codeVerifier !== 'string' ||
      typeof attempt.expiresAt !== 'number'
    )
      return undefined;
    if (attempt.provider !== 'google' && attempt.provider !== 'facebook') return undefined;
    return attempt.expiresAt > nowSeconds ? (attempt as SignInAttempt) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the provider's `state` is this attempt's (constant time). */
export function stateMatches(attempt: SignInAttempt, state: string | undefined): boolean {
  if (state === undefined) return false;
  const a = Buffer.from(attempt.state);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}

export { cookieValue } from '../../../cookies.ts';
