import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { serverSecretGetOrCreate } from '@ordina/db';
import type { Database } from '@ordina/db';

/** A VAPID key pair (RFC 8292): P-256, base64url, the public key uncompressed (65 bytes). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid_keys';

/**
 * The configured key pair, or the one generated on first start and kept in the database like the
 * auth secret (every server of the business reads back the same pair). Browsers subscribed with the
 * public key: a new pair would silence every stored subscription, so it is generated once.
 */
export async function vapidKeysOf(
  db: Kysely<Database>,
  businessId: number,
  configured: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (configured !== undefined) return configured;
  const stored = await serverSecretGetOrCreate(db, businessId, SECRET_NAME, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const { publicKey, privateKey } = JSON.parse(stored) as VapidKeys;
  return { publicKey, privateKey };
}
