import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { countRateLimitHit } from '@ordina/db';
import type { OpenDatabase } from '@ordina/db';

type Db = OpenDatabase['db'];
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildArgument = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * What @fastify/rate-limit 11 really hands `child()`: the route's merged
 * limit options with the route under `routeInfo` (its typings say the route
 * options themselves, as its own RedisStore shows they are not).
 */
interface ChildOptions {
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * A @fastify/rate-limit store on the database's `rate_limit_counters`, so
 * every server sharing the database counts into the same bucket (the
 * library's own store counts per process). Buckets are per route, like the
 * library's: `child()` gives each limited route its own key prefix.
 */
export function databaseRateLimitStore(db: Db, businessId: number): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix: string) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = new Date();
      countRateLimitHit(db, businessId, `${this.prefix}|${key}`, timeWindow, now).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetAt.getTime() - now.getTime() }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: ChildArgument): FastifyRateLimitStore {
      const route = (options as unknown as ChildOptions).routeInfo;
      return new DatabaseStore(`route|${String(route?.method)} ${String(route?.url)}`);
    }
  }
  // The library constructs the store with its global options, which this store does not need.
  return class RootStore extends DatabaseStore {
    constructor() {
      super('global');
    }
  };
}
