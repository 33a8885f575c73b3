import type { Closure, Interval, Timetable, Weekday } from '@ordina/contracts';
import { WEEKDAYS } from '@ordina/contracts';
import {
  clockAddDays,
  clockHhmm,
  clockInstant,
  clockMinutes,
  clockWeekday,
  clockZoned,
  DEFAULT_TIME_ZONE,
} from './clock.ts';
import { message } from './message.ts';
import type { Message } from './message.ts';

/**
 * Opening and order-acceptance hours (spec §4 "Order acceptance"), always on
 * the business's clock. An interval is [from, to): it ends at `to`. An end of
 * 00:00 counts as 23:59; contiguous intervals join; a day whose interval
 * starts at 00:00 continues the previous day's interval that ended at
 * 00:00/23:59, so accepting past midnight works. A single interval whose end
 * is before its start (22:00–02:00) runs over midnight.
 *
 * Dated entries (delivery_order.closures, issue 35, docs/decisions/053) come
 * before the weekday: a closed date has no intervals, a special day has its
 * own. An interval belongs to the day it starts on: the night before a closed
 * date may still run past its midnight.
 */

/** The parts of a dated entry the clock rules read. */
export type DatedHours = Pick<Closure, 'from' | 'to' | 'closed' | 'intervals'>;

/** The dated entry covering calendar day `date` (`YYYY-MM-DD`), if any. */
export function datedHoursOn(closures: readonly DatedHours[], date: string): DatedHours | undefined {
  return closures.find((c) => c.from <= date && date <= (c.to ?? c.from));
}

/** The intervals of calendar day `date`: its dated entry's (none when closed), else its weekday's. */
export function intervalsOn(
  timetable: Timetable,
  date: string,
  closures: readonly DatedHours[] = [],
): readonly Interval[] {
  const dated = datedHoursOn(closures, date);
  if (dated === undefined) return timetable[clockWeekday(date)];
  return dated.closed ? [] : dated.intervals;
}

/** A stretch of time during which the timetable is open, as instants. */
export interface TimetableRange {
  readonly start: Date;
  readonly end: Date;
}

/** Whether orders are accepted now and until when (`HH:mm` on the business clock), with the minutes left. */
export interface AcceptanceState {
  readonly accepting: boolean;
  readonly until: string | null;
  /** The calendar day `until` falls on (`YYYY-MM-DD`), later than today when acceptance runs past midnight. */
  readonly untilDate: string | null;
  readonly minutesLeft: number | null;
}

const MINUTE = 60_000;
const END_OF_DAY = 23 * 60 + 59;

interface DayRange extends TimetableRange {
  readonly endsAtMidnight: boolean;
}

/** The open ranges around `now` (from yesterday to tomorrow), contiguous intervals joined. */
export function timetableRanges(
  timetable: Timetable,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  closures: readonly DatedHours[] = [],
): TimetableRange[] {
  const today = clockZoned(now, timeZone).date;
  const ranges: DayRange[] = [];
  for (const offset of [-1, 0, 1]) {
    const date = clockAddDays(today, offset);
    for (const interval of intervalsOn(timetable, date, closures))
      ranges.push(dayRange(date, interval, timeZone));
  }
  ranges.sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: DayRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    const joins =
      last !== undefined &&
      (range.start.getTime() <= last.end.getTime() ||
        // 23:59 and the next day's 00:00 are one minute apart: the same stretch.
        (last.endsAtMidnight && range.start.getTime() - last.end.getTime() <= MINUTE));
    if (!joins) {
      merged.push(range);
      continue;
    }
    if (range.end.getTime() > last.end.getTime())
      merged[merged.length - 1] = { start: last.start, end: range.end, endsAtMidnight: range.endsAtMidnight };
  }
  return merged.map(({ start, end }) => ({ start, end }));
}

/** The open range containing `now`, or null when the timetable is closed. */
export function timetableRangeAt(
  timetable: Timetable,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  closures: readonly DatedHours[] = [],
): TimetableRange | null {
  const t = now.getTime();
  return (
    timetableRanges(timetable, now, timeZone, closures).find(
      (r) => r.start.getTime() <= t && t < r.end.getTime(),
    ) ?? null
  );
}

/** Whether the timetable is open at `now` (public opening hours: "open now"). */
export function timetableOpenAt(
  timetable: Timetable,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  closures: readonly DatedHours[] = [],
): boolean {
  return timetableRangeAt(timetable, now, timeZone, closures) !== null;
}

/** Whether orders are accepted at `now` (orderAcceptTimetables) and until when. */
export function acceptanceState(
  timetable: Timetable,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  closures: readonly DatedHours[] = [],
): AcceptanceState {
  const range = timetableRangeAt(timetable, now, timeZone, closures);
  if (!range) return { accepting: false, until: null, untilDate: null, minutesLeft: null };
  const end = clockZoned(range.end, timeZone);
  return {
    accepting: true,
    until: clockHhmm(end.minuteOfDay),
    untilDate: end.date,
    minutesLeft: minutesUntil(range.end, now),
  };
}

/**
 * Minutes left to order: counts down while accepting and reads 0 during the
 * closing minute itself (so "From now on we do not accept orders" can show);
 * null otherwise.
 */
export function acceptanceMinutesLeft(
  timetable: Timetable,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  closures: readonly DatedHours[] = [],
): number | null {
  const t = now.getTime();
  const range = timetableRanges(timetable, now, timeZone, closures).find(
    (r) => r.start.getTime() <= t && t < r.end.getTime() + MINUTE,
  );
  return range ? Math.max(0, minutesUntil(range.end, now)) : null;
}

/** The time-left warning: under 15 minutes at multiples of 5 (10, 5) or exactly 2; at 0 acceptance is over. */
export function timeLeftWarning(minutesLeft: number | null): Message | null {
  if (minutesLeft === null || minutesLeft < 0) return null;
  if (minutesLeft === 0) return message('time_left.closed');
  if (minutesLeft < 15 && (minutesLeft % 5 === 0 || minutesLeft === 2))
    return message('time_left.minutes', { minuti: minutesLeft });
  return null;
}

/** The time-left warning for the acceptance timetable at `now` (checked every 60 s). */
export function acceptanceTimeLeftWarning(
  timetable: Timetable,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  closures: readonly DatedHours[] = [],
): Message | null {
  return timeLeftWarning(acceptanceMinutesLeft(timetable, now, timeZone, closures));
}

/** Today's intervals on the business clock (a dated entry's on its dates), and 'Closed today' when there are none. */
export function timetableToday(
  timetable: Timetable,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  closures: readonly DatedHours[] = [],
): { weekday: Weekday; intervals: Interval[]; closedMessage: Message | null } {
  const { weekday, date } = clockZoned(now, timeZone);
  const intervals = timetableSorted(intervalsOn(timetable, date, closures));
  return { weekday, intervals, closedMessage: intervals.length === 0 ? message('hours.closed_today') : null };
}

/** The week from Monday to Sunday with each day's intervals in time order (for the hours popups). */
export function timetableWeek(timetable: Timetable): { weekday: Weekday; intervals: Interval[] }[] {
  return WEEKDAYS.map((weekday) => ({ weekday, intervals: timetableSorted(timetable[weekday]) }));
}

/** A day's intervals sorted by start time. */
export function timetableSorted(intervals: readonly Interval[]): Interval[] {
  return [...intervals].sort((a, b) => clockMinutes(a.from) - clockMinutes(b.from));
}

function dayRange(date: string, interval: Interval, timeZone: string): DayRange {
  const from = clockMinutes(interval.from);
  const endsAtMidnight = interval.to === '00:00' || interval.to === '23:59';
  let to = endsAtMidnight ? END_OF_DAY : clockMinutes(interval.to);
  if (!endsAtMidnight && to <= from) to += 24 * 60;
  return { start: clockInstant(date, from, timeZone), end: clockInstant(date, to, timeZone), endsAtMidnight };
}

function minutesUntil(end: Date, now: Date): number {
  // Whole minutes from the start of the current minute, so 14:50:40 → 15:00 is 10.
  return Math.floor((end.getTime() - Math.floor(now.getTime() / MINUTE) * MINUTE) / MINUTE);
}
