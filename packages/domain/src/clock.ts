import { TZDate } from '@date-fns/tz';
import { WEEKDAYS } from '@ordina/contracts';
import type { Weekday } from '@ordina/contracts';

/**
 * Wall-clock helpers in the business's time zone. Every opening, acceptance,
 * coupon and delivery rule reads the clock through these, never through the
 * browser's or the server's own zone.
 */

/** The zone used when the configuration names none (configuration.time_zone default). */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

const MINUTES_PER_DAY = 24 * 60;

/** A moment as the business's clock shows it. */
export interface ZonedMoment {
  /** Calendar day, `YYYY-MM-DD`. */
  readonly date: string;
  readonly weekday: Weekday;
  /** Minutes since local midnight, 0..1439 (seconds dropped). */
  readonly minuteOfDay: number;
}

/**
 * Answers of the two zone conversions, by their arguments. Both are pure, and
 * a zone conversion (Intl under @date-fns/tz) is the costliest step of
 * placing an order's rules: the same timetable days and slot instants are
 * converted again by every request (a fifth of the domain's time in
 * `npm run bench:orders`). Emptied when full, so it stays small.
 */
const ZONE_MEMO_LIMIT = 5_000;
const zonedMemo = new Map<string, ZonedMoment>();
const instantMemo = new Map<string, number>();

function remembered<T>(memo: Map<string, T>, key: string, compute: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (memo.size >= ZONE_MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

/** Reads `now` on the wall clock of `timeZone`. */
export function clockZoned(now: Date, timeZone: string = DEFAULT_TIME_ZONE): ZonedMoment {
  // Seconds are dropped: every instant of one UTC minute reads the same (zone offsets are whole minutes today).
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return remembered(zonedMemo, `${timeZone}|${minute}`, () => zonedMoment(minute, timeZone));
}

function zonedMoment(time: number, timeZone: string): ZonedMoment {
  const local = new TZDate(time, timeZone);
  return {
    date: `${local.getFullYear()}-${pad2(local.getMonth() + 1)}-${pad2(local.getDate())}`,
    weekday: weekdayOfJsDay(local.getDay()),
    minuteOfDay: local.getHours() * 60 + local.getMinutes(),
  };
}

/** Minutes since midnight of an `HH:mm` time (`'08:30'` → 510). */
export function clockMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** `HH:mm` of a minute count, wrapping at midnight (1500 → `'01:00'`). */
export function clockHhmm(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** The calendar day `days` after `date` (both `YYYY-MM-DD`). */
export function clockAddDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}

/** The weekday of a calendar day `YYYY-MM-DD`. */
export function clockWeekday(date: string): Weekday {
  const [y, m, d] = dateParts(date);
  return weekdayOfJsDay(new Date(Date.UTC(y, m - 1, d)).getUTCDay());
}

/** The instant at which `timeZone`'s clock shows `minuteOfDay` (may exceed 1439: the next days) on `date`. */
export function clockInstant(date: string, minuteOfDay: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const time = remembered(instantMemo, `${timeZone}|${date}|${minuteOfDay}`, () => {
    const [y, m, d] = dateParts(date);
    return new TZDate(y, m - 1, d, 0, minuteOfDay, timeZone).getTime();
  });
  return new Date(time);
}

/** Whether the wall time exists on that day (false inside a DST spring-forward gap). */
export function clockWallTimeExists(
  date: string,
  minuteOfDay: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const back = clockZoned(clockInstant(date, minuteOfDay, timeZone), timeZone);
  return (
    back.date === clockAddDays(date, Math.floor(minuteOfDay / MINUTES_PER_DAY)) &&
    back.minuteOfDay === minuteOfDay % MINUTES_PER_DAY
  );
}

function dateParts(date: string): [number, number, number] {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return [y, m, d];
}

function weekdayOfJsDay(jsDay: number): Weekday {
  // JS counts from Sunday = 0; the business week starts on Monday.
  return WEEKDAYS[(jsDay + 6) % 7] ?? 'mon';
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
