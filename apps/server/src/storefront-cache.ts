import type { Storefront } from '@ordina/contracts';

/** How long a loaded storefront is served from memory before it is read again (ms). */
export const STOREFRONT_TTL_MS = 30_000;

interface Entry<T> {
  loaded: Promise<T>;
  expiresAt: number;
}

/**
 * Every page carries the whole storefront (spec §1), so it is read from the
 * database once per business and kept for a short while. An import in this
 * process invalidates it at once; one done elsewhere (the import CLI, another
 * server on the same PostgreSQL) shows after at most the TTL. Generic over
 * what it keeps: the board's switches have a cache of their own, with a
 * shorter TTL (operated-storefronts.ts).
 */
export class StorefrontCache<T = Storefront> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly load: (businessKey: string) => Promise<T>,
    private readonly ttlMs = STOREFRONT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The storefront of a business, from memory while fresh; concurrent misses share one load. */
  get(businessKey: string): Promise<T> {
    const entry = this.entries.get(businessKey);
    if (entry && entry.expiresAt > this.now()) return entry.loaded;
    const loaded = this.load(businessKey);
    this.entries.set(businessKey, { loaded, expiresAt: this.now() + this.ttlMs });
    // A failed load is not cached: the next request tries again.
    loaded.catch(() => {
      if (this.entries.get(businessKey)?.loaded === loaded) this.entries.delete(businessKey);
    });
    return loaded;
  }

  /** Forgets one business's storefront (after importing it), or all of them. */
  invalidate(businessKey?: string): void {
    if (businessKey === undefined) this.entries.clear();
    else this.entries.delete(businessKey);
  }
}
