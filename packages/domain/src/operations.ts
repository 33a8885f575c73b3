import type { BusyDuration, PauseDuration } from '@ordina/contracts';
import { clockAddDays, clockInstant, clockZoned, DEFAULT_TIME_ZONE } from './clock.ts';

/*
 * The board's switches during service (issue 33, docs/decisions/046): when a
 * pause or busy mode chosen now ends, on the business clock. Whether one is on
 * at a moment is operations-state.ts (no clock code: the category page reads
 * it in its first load).
 */

/** The hour (on the business clock) a business day ends at: a service that runs past midnight belongs to the day it started. */
export const BUSINESS_DAY_END_HOUR = 4;

/** The end of the business day `now` falls in: the next 04:00 on the business clock. */
export function businessDayEnd(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const { date, minuteOfDay } = clockZoned(now, timeZone);
  const endMinute = BUSINESS_DAY_END_HOUR * 60;
  return clockInstant(minuteOfDay < endMinute ? date : clockAddDays(date, 1), endMinute, timeZone);
}

/** When a pause or busy mode chosen at `now` for `duration` ends. */
export function operationsEndAfter(
  duration: PauseDuration | BusyDuration,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  if (duration === 'rest_of_day') return businessDayEnd(now, timeZone);
  return new Date(now.getTime() + duration * 60_000);
}
