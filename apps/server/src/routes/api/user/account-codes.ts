import { createHash, randomBytes } from 'node:crypto';

/** Account confirmation links stay valid 48 hours, password-reset links 2 hours. */
export const ACCOUNT_CODE_TTL_MS = { account: 48 * 3600_000, password_reset: 2 * 3600_000 } as const;

/** A fresh e-mail code: 32 random bytes, base64url (what the link carries). */
export function accountCodeCreate(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a code: its SHA-256, hex. */
export function accountCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
