import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/*
 * The secrets and codes an order is born with (docs/decisions/007). Each is
 * random, never derived from an id:
 * - the access hash that, with the order id, opens the order's public pages
 *   (/ordine/inviato/{oid}/{hash}), and the link secret of a pending order
 *   (/ordine/in-attesa-di-convalida/{otid}/{hash}/{type}): 256 bits each;
 * - the verification code mailed or texted to a guest
 *   (/ordine/convalida/{codice}): 256 bits, stored only as its SHA-256;
 * - the order code people read out on the phone: 10 characters of Crockford
 *   base32 (50 bits), unique per business by constraint.
 */

const SECRET_BYTES = 32;
// Crockford's base32: no I, L, O or U, so a code read aloud is not misheard.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/** A fresh 256-bit secret, base64url (43 characters, safe in a URL path). */
export function secretCreate(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** What the database keeps of a single-use code: its SHA-256, hex. */
export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares two secrets in time that does not depend on where they differ (lengths are not secret). */
export function secretsEqual(known: string, given: string): boolean {
  const a = Buffer.from(known, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A fresh order code, e.g. `7KQ2M9XA3F`. */
export function orderCodeCreate(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
