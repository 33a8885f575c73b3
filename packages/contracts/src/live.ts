import { z } from 'zod';
import { closureSchema, intervalSchema, localeSchema, weekdaySchema } from './business.ts';
import { storefrontSchema } from './storefront.ts';

/**
 * GET /api/storefront/live: what the browser refreshes every 60 s (spec §4
 * "Order acceptance", §9 configuration refresh).
 */

/**
 * `?version=` is the configuration_version the browser holds (from the page or
 * the last poll); `?locale=` the page language, to which a storefront sent back
 * is trimmed (like the page's initial data). Without it the storefront comes whole.
 */
export const liveQuerySchema = z.object({
  version: z.string().trim().max(64).optional(),
  locale: localeSchema.optional(),
});
export type LiveQuery = z.input<typeof liveQuerySchema>;

const messageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The order-acceptance and opening state at the server's `serverTime`, on the business's clock. */
export const liveStateSchema = z.object({
  /** The server's clock (ISO 8601, UTC), so the browser can correct its own. */
  serverTime: z.string(),
  /** The business's time zone every time below is on. */
  timeZone: z.string(),
  acceptance: z.object({
    accepting: z.boolean(),
    /** `HH:mm` on the business clock when acceptance ends; null when not accepting. */
    until: z.string().nullable(),
    /** The day `until` falls on (`YYYY-MM-DD`). */
    untilDate: z.string().nullable(),
    minutesLeft: z.number().int().nullable(),
    /** 'You have {minuti} minutes to finish' / 'From now on we do not accept orders', or null. */
    warning: messageSchema.nullable(),
  }),
  open: z.object({
    open: z.boolean(),
    today: z.object({ weekday: weekdaySchema, intervals: z.array(intervalSchema), closed: z.boolean() }),
    /** Closures and special days of the next 14 days, today's included (issue 35). */
    upcoming: z.array(closureSchema),
  }),
  configuration_version: z.string(),
});
export type LiveStateAnswer = z.infer<typeof liveStateSchema>;

export const liveResponseSchema = z.object({
  data: liveStateSchema.extend({
    /** The initial data (in `?locale=`'s language only, when given), only when the browser's version is not the current one. */
    storefront: storefrontSchema.optional(),
  }),
});
