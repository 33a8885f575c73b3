import { createHash, randomBytes } from 'node:crypto';

/*
 * The secrets of staff access the database keeps only hashed (docs/decisions/043):
 * session ids, set-password tokens, recovery codes. Here, so the server and the
 * `staff:add` command line hash them the one same way.
 */

/** What the database stores of a staff secret: its SHA-256, hex. */
export function staffSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new one-time set-password token for a link (24 random bytes, base64url). */
export function staffPasswordTokenCreate(): string {
  return randomBytes(24).toString('base64url');
}

/** How long a set-password link works (issue 33: 24 h). */
export const STAFF_PASSWORD_LINK_TTL_MS = 24 * 3_600_000;
