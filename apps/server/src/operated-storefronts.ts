import type { Operations, Storefront } from '@ordina/contracts';
import type { StorefrontCache } from './storefront-cache.ts';

/** How long the board's switches are served from memory before they are read again (ms): a pause shows at the next poll plus this. */
export const OPERATIONS_TTL_MS = 5_000;

/**
 * The storefronts with the board's switches in them (`Storefront.operations`,
 * docs/decisions/046). The catalogue is costly to read and changes on an
 * import (30 s cache); the switches are one small row and a short list that
 * the board flips during service, so they have their own short cache and a
 * change in this process shows at once. The merged storefront is the same
 * object while neither part changed, so its version and every answer cached
 * by it (live state, encoded answers, rendered pages) stay as they are; a
 * change of the switches gives a new version, and the browsers' 60 s poll
 * brings them the new storefront.
 */
export class OperatedStorefronts {
  private readonly merged = new WeakMap<Storefront, { key: string; storefront: Storefront }>();

  constructor(
    private readonly catalogue: StorefrontCache<Storefront>,
    private readonly operations: StorefrontCache<Operations>,
  ) {}

  /** The business's storefront with its switches, from the two caches. */
  async get(businessKey: string): Promise<Storefront> {
    const [storefront, operations] = await Promise.all([
      this.catalogue.get(businessKey),
      this.operations.get(businessKey),
    ]);
    const key = JSON.stringify(operations);
    const known = this.merged.get(storefront);
    if (known?.key === key) return known.storefront;
    const withOperations: Storefront = { ...storefront, operations };
    this.merged.set(storefront, { key, storefront: withOperations });
    return withOperations;
  }

  /** Forgets one business's storefront and switches (after importing it), or all of them. */
  invalidate(businessKey?: string): void {
    this.catalogue.invalidate(businessKey);
    this.operations.invalidate(businessKey);
  }

  /** Forgets only the switches (after the board changed one in this process). */
  invalidateOperations(businessKey?: string): void {
    this.operations.invalidate(businessKey);
  }
}
