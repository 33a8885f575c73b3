import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/*
 * TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30 s — what every
 * authenticator app reads from an otpauth:// QR code. A code of the step
 * before or after is accepted too (a phone's clock a few seconds off).
 */

const TOTP_WINDOW_STEPS = 1;
const TOTP_PERIOD_SECONDS = 30;

function totpOf(secret: string, label = 'staff', issuer = 'Ordina'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits), base32 as authenticator apps take it. */
export function totpSecretCreate(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address of the secret, labelled with the business and the member's e-mail. */
export function totpUrl(secret: string, issuer: string, email: string): string {
  return totpOf(secret, email, issuer).toString();
}

/**
 * The time step (Unix seconds / 30) whose code `code` is at `now` (± one
 * step), or null when it is none of them. The step is what a use spends
 * (docs/decisions/050): the repository accepts a code only for a step later
 * than the last one accepted.
 */
export function totpCodeStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null
    ? null
    : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/** How many recovery codes an owner gets, each used once. */
export const RECOVERY_CODE_COUNT = 10;

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** New recovery codes `xxxxx-xxxxx` (10 characters of a 31-letter alphabet without look-alikes: ~49 bits each). */
export function recoveryCodesCreate(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The form a recovery code is hashed in: lower case, no spaces, with its dash. */
export function recoveryCodeNormalize(code: string): string {
  const bare = code.replace(/[\s-]/g, '').toLowerCase();
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
}
