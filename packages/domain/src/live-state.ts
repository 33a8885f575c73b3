import type { Closure, DeliveryOrder, Interval, Operations, Weekday } from '@ordina/contracts';
import { clockAddDays, clockWeekday, clockZoned, DEFAULT_TIME_ZONE } from './clock.ts';
import { acceptanceState, timetableOpenAt, timetableToday } from './timetables.ts';
import type { AcceptanceState } from './timetables.ts';
import { operationsPausedAt } from './operations-state.ts';

/**
 * What the storefront shows about "now" (spec §4 "Order acceptance", opening
 * hours): computed here once, for the server's GET /api/storefront/live, the
 * home page's loader and the browser's live store alike.
 */

/** Whether the business is open now (public opening hours) and today's hours. */
export interface OpenState {
  readonly open: boolean;
  readonly today: {
    readonly weekday: Weekday;
    readonly intervals: readonly Interval[];
    readonly closed: boolean;
  };
  /** Closures and special days from today to UPCOMING_CLOSURE_DAYS ahead (issue 35), in date order. */
  readonly upcoming: readonly Closure[];
}

/** How many days ahead, today included, the hours list upcoming closures and special days. */
export const UPCOMING_CLOSURE_DAYS = 14;

/** The dated entries touching today or the next `days - 1` days (`today` is `YYYY-MM-DD`), by first date. */
export function upcomingClosures(
  closures: readonly Closure[],
  today: string,
  days: number = UPCOMING_CLOSURE_DAYS,
): Closure[] {
  const last = clockAddDays(today, days - 1);
  return closures
    .filter((c) => (c.to ?? c.from) >= today && c.from <= last)
    .sort((a, b) => (a.from < b.from ? -1 : 1));
}

/** Order acceptance and opening state at one moment, on the business clock. */
export interface LiveState {
  /** Today on the business clock (`YYYY-MM-DD`), to tell when acceptance runs past midnight. */
  readonly today: string;
  readonly acceptance: AcceptanceState;
  /** The weekday of `acceptance.untilDate` (null without one): the page names it without the clock rules. */
  readonly untilWeekday: Weekday | null;
  readonly open: OpenState;
}

/** The weekday acceptance ends on, or null when it does not end. */
export function acceptanceUntilWeekday(acceptance: Pick<AcceptanceState, 'untilDate'>): Weekday | null {
  return acceptance.untilDate ? clockWeekday(acceptance.untilDate) : null;
}

/**
 * The order-acceptance and opening state of a business at `now` on its clock;
 * a pause from the board (`operations`, docs/decisions/046) stops acceptance
 * whatever the timetable says.
 */
export function liveStateAt(
  timetables: Pick<DeliveryOrder, 'orderAcceptTimetables' | 'publicOpenTimetables'> &
    Partial<Pick<DeliveryOrder, 'closures'>>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  operations?: Operations,
): LiveState {
  const closures = timetables.closures ?? [];
  const date = clockZoned(now, timeZone).date;
  const today = timetableToday(timetables.publicOpenTimetables, now, timeZone, closures);
  const acceptance = operationsPausedAt(operations, now)
    ? { accepting: false, until: null, untilDate: null, minutesLeft: null }
    : acceptanceState(timetables.orderAcceptTimetables, now, timeZone, closures);
  return {
    today: date,
    acceptance,
    untilWeekday: acceptanceUntilWeekday(acceptance),
    open: {
      open: timetableOpenAt(timetables.publicOpenTimetables, now, timeZone, closures),
      today: { weekday: today.weekday, intervals: today.intervals, closed: today.closedMessage !== null },
      upcoming: upcomingClosures(closures, date),
    },
  };
}
