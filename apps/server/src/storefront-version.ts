import { createHash } from 'node:crypto';
import type { Storefront } from '@ordina/contracts';

/**
 * The version of a storefront: a hash of its JSON, so any change to the
 * configuration, catalogue or texts gives a new version and an unchanged one
 * keeps it across servers and restarts. The cache hands out the same object
 * until it reloads, so each loaded storefront is hashed once.
 */

const versions = new WeakMap<Storefront, string>();

/** The storefront's version: 16 hex characters of the SHA-256 of its JSON. */
export function storefrontVersion(storefront: Storefront): string {
  let version = versions.get(storefront);
  if (version === undefined) {
    version = createHash('sha256').update(JSON.stringify(storefront)).digest('hex').slice(0, 16);
    versions.set(storefront, version);
  }
  return version;
}
