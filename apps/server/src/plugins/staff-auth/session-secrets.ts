import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The staff session's secrets (docs/decisions/043). The cookie carries an
 * opaque random id; the database keeps only its SHA-256, so a copy of the
 * database opens no session. The CSRF token is a synchroniser token bound to
 * the session: an HMAC of the session's stored hash under a server key, so it
 * needs no storage, changes with every sign-in and is useless with another
 * session's cookie.
 */

/** A new opaque session id (32 random bytes, base64url) for the cookie. */
export function newStaffSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores of a secret (session id, set-password token, recovery code): its SHA-256, hex. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The CSRF token of the session whose stored hash is `idHash`. */
export function csrfTokenFor(key: string, idHash: string): string {
  return createHmac('sha256', key).update(`staff-csrf:${idHash}`).digest('base64url');
}

/** Whether `token` is the session's CSRF token (compared in constant time). */
export function csrfTokenMatches(key: string, idHash: string, token: string | undefined): boolean {
  if (token === undefined) return false;
  const expected = Buffer.from(csrfTokenFor(key, idHash));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A new one-time set-password token for a link (24 random bytes, base64url). */
export function newStaffPasswordToken(): string {
  return randomBytes(24).toString('base64url');
}
