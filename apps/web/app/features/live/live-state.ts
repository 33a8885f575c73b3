import type { Interval, Storefront, Weekday } from '@ordina/contracts';
import { acceptanceState, clockWeekday, clockZoned, timetableOpenAt, timetableToday } from '@ordina/domain';
import type { AcceptanceState } from '@ordina/domain';

/** Whether the business is open now (public opening hours) and today's hours. */
export interface OpenState {
  readonly open: boolean;
  readonly today: { readonly weekday: Weekday; readonly intervals: readonly Interval[]; readonly closed: boolean };
}

/** What the page shows about "now": order acceptance and opening state. */
export interface LiveState {
  /** Today on the business clock (`YYYY-MM-DD`), to tell when acceptance runs past midnight. */
  readonly today: string;
  readonly acceptance: AcceptanceState;
  /** The weekday of `acceptance.untilDate` (null without one): the page names it without the clock rules. */
  readonly untilWeekday: Weekday | null;
  readonly open: OpenState;
}

/** The live state with the storefront it is based on. */
export interface LiveSnapshot extends LiveState {
  readonly storefront: Storefront;
}

/** The weekday acceptance ends on, or null when it does not end. */
export function untilWeekdayOf(acceptance: AcceptanceState): Weekday | null {
  return acceptance.untilDate ? clockWeekday(acceptance.untilDate) : null;
}

/** The live state computed from a storefront at `now` with the domain rules (what the server's /live computes too). */
export function liveSnapshotAt(storefront: Storefront, now: Date): LiveSnapshot {
  const { time_zone: timeZone, delivery_order: delivery } = storefront.configuration;
  const today = timetableToday(delivery.publicOpenTimetables, now, timeZone);
  const acceptance = acceptanceState(delivery.orderAcceptTimetables, now, timeZone);
  return {
    storefront,
    today: clockZoned(now, timeZone).date,
    acceptance,
    untilWeekday: untilWeekdayOf(acceptance),
    open: {
      open: timetableOpenAt(delivery.publicOpenTimetables, now, timeZone),
      today: { weekday: today.weekday, intervals: today.intervals, closed: today.closedMessage !== null },
    },
  };
}

/** The body of GET /api/storefront/live (apps/server/src/routes/api/storefront/schemas.ts). */
export interface LiveResponse {
  serverTime: string;
  timeZone: string;
  acceptance: AcceptanceState;
  open: OpenState;
  configuration_version: string;
  storefront?: Storefront;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The /live body if it has the expected shape, else null. A light structural
 * check instead of zod keeps the validator out of every page's first load;
 * the server validates its response against the full schema.
 */
export function liveResponseOf(body: unknown): LiveResponse | null {
  if (!isObject(body) || !isObject(body.data)) return null;
  const data = body.data;
  if (typeof data.serverTime !== 'string' || typeof data.timeZone !== 'string' || typeof data.configuration_version !== 'string') return null;
  if (!isObject(data.acceptance) || typeof data.acceptance.accepting !== 'boolean') return null;
  if (!isObject(data.open) || typeof data.open.open !== 'boolean' || !isObject(data.open.today)) return null;
  if (data.storefront !== undefined && (!isObject(data.storefront) || !isObject(data.storefront.configuration))) return null;
  return data as unknown as LiveResponse;
}
