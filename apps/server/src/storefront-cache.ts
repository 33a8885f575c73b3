import type { Storefront } from '@ordina/contracts';

/** How long a loaded storefront is served from memory before it is read again (ms). */
export const STOREFRONT_TTL_MS = 30_000;

/**
 * How often a kept storefront's stamp is compared with the database's (ms), when the cache has a
 * stamp reader: a change written by another process (a back-office save on another worker or
 * server, the import CLI) shows within this plus one load (docs/decisions/052).
 */
export const STOREFRONT_FRESHNESS_MS = 1_500;

interface Entry<T> {
  loaded: Promise<T>;
  expiresAt: number;
  /** The stamp read just before the load; undefined when the cache has no stamp reader. */
  stamp: string | undefined;
  checkAt: number;
  /** The freshness check under way, shared by the requests that arrive meanwhile. */
  checking?: Promise<T>;
}

/** Reads a cheap stamp of a business that changes with every write of its storefront's data. */
export type StampReader = (businessKey: string) => Promise<string | undefined>;

/**
 * Every page carries the whole storefront (spec §1), so it is read from the
 * database once per business and kept for a short while. An import or a save
 * in this process invalidates it at once. With a stamp reader, a kept
 * storefront is checked at most once per `freshnessMs` (one small query, shared
 * by the requests that arrive during it; every other request is answered from
 * memory with no database round trip) and reloaded when the stamp changed, so
 * a change made elsewhere shows within seconds; without one, after the TTL.
 * Generic over what it keeps: the board's switches have a cache of their own,
 * with a shorter TTL (operated-storefronts.ts).
 */
export class StorefrontCache<T = Storefront> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly load: (businessKey: string) => Promise<T>,
    private readonly ttlMs = STOREFRONT_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly freshness?: { stamp: StampReader; everyMs?: number },
  ) {}

  /** The storefront of a business, from memory while fresh; concurrent misses share one load. */
  get(businessKey: string): Promise<T> {
    const entry = this.entries.get(businessKey);
    const now = this.now();
    if (entry && entry.expiresAt > now) {
      if (this.freshness === undefined || entry.checkAt > now) return entry.loaded;
      entry.checking ??= this.check(businessKey, entry);
      return entry.checking;
    }
    return this.reload(businessKey);
  }

  private async check(businessKey: string, entry: Entry<T>): Promise<T> {
    try {
      await entry.loaded;
      const stamp = await this.freshness!.stamp(businessKey);
      if (this.entries.get(businessKey) !== entry) return await this.get(businessKey);
      if (stamp === entry.stamp) {
        entry.checkAt = this.now() + (this.freshness!.everyMs ?? STOREFRONT_FRESHNESS_MS);
        entry.checking = undefined;
        return await entry.loaded;
      }
      return await this.reload(businessKey, stamp);
    } catch (error) {
      // A failed check keeps nothing: the next request checks (or loads) again.
      if (this.entries.get(businessKey) === entry) entry.checking = undefined;
      throw error;
    }
  }

  private reload(businessKey: string, knownStamp?: string): Promise<T> {
    // The stamp is read before the load: a write between the two is seen at the next check.
    const stamped =
      this.freshness === undefined || knownStamp !== undefined
        ? Promise.resolve(knownStamp)
        : this.freshness.stamp(businessKey);
    const entry: Entry<T> = {
      loaded: stamped.then(() => this.load(businessKey)),
      expiresAt: this.now() + this.ttlMs,
      stamp: undefined,
      checkAt: this.now() + (this.freshness?.everyMs ?? STOREFRONT_FRESHNESS_MS),
    };
    void stamped.then(
      (stamp) => {
        entry.stamp = stamp;
      },
      () => undefined,
    );
    this.entries.set(businessKey, entry);
    // A failed load is not cached: the next request tries again.
    entry.loaded.catch(() => {
      if (this.entries.get(businessKey) === entry) this.entries.delete(businessKey);
    });
    return entry.loaded;
  }

  /** Forgets one business's storefront (after importing it), or all of them. */
  invalidate(businessKey?: string): void {
    if (businessKey === undefined) this.entries.clear();
    else this.entries.delete(businessKey);
  }
}
