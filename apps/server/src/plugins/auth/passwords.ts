import { hash, verify } from '@node-rs/argon2';

/*
 * Argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum),
 * ~50 ms a hash here. `Algorithm` is a const enum, which our isolated
 * transpilation cannot inline: 2 is Argon2id.
 */
const ARGON2ID = 2;

/** Hashes a password for storage (Argon2id, salted, self-describing PHC string). */
export async function passwordHash(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** True when `password` matches the stored hash; a malformed hash never matches. */
export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one real verification against a throwaway hash, so an
 * unknown e-mail answers as slowly as a wrong password (no account probing
 * by timing).
 */
export async function passwordDecoyCheck(password: string): Promise<void> {
  decoy ??= passwordHash('decoy-password-never-matches');
  await passwordMatches(await decoy, password);
}
