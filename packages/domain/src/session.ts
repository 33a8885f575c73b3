/**
 * Session token timing (spec §4 "Session", §9): tokens carry `exp` in seconds
 * since the epoch; they are renewed from 1800 s before expiry.
 */

/** Seconds before expiry from which the token is renewed. */
export const TOKEN_RENEWAL_WINDOW_SECONDS = 1800;

/** What to do with a token now: keep it, renew it, or log out because it expired. */
export type TokenState = 'valid' | 'renew' | 'expired';

/** The renewal moment of a token (seconds since the epoch): exp − 1800. */
export function tokenRenewAt(exp: number): number {
  return exp - TOKEN_RENEWAL_WINDOW_SECONDS;
}

/** Whether the token has expired (now ≥ exp). */
export function tokenExpired(exp: number, now: Date): boolean {
  return now.getTime() / 1000 >= exp;
}

/** Whether the renewal moment has passed (now ≥ exp − 1800), expired tokens included. */
export function tokenNeedsRenewal(exp: number, now: Date): boolean {
  return now.getTime() / 1000 >= tokenRenewAt(exp);
}

/** The token's state at `now`: expired wins over renew. */
export function tokenState(exp: number, now: Date): TokenState {
  if (tokenExpired(exp, now)) return 'expired';
  return tokenNeedsRenewal(exp, now) ? 'renew' : 'valid';
}
