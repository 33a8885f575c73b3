import { TZDate } from '@date-fns/tz';
import { WEEKDAYS } from '@ordina/contracts';
import type { Weekday } from '@ordina/contracts';
import { zoneOffsetIn } from './zone-offset-lookup.ts';
import { providedZoneOffsets } from './zone-offsets.ts';

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

/** The wall-clock time `HH:mm` of `instant` in `timeZone` (the restaurant's board and ticket: 19:30). */
export function clockTimeAt(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return clockHhmm(clockZoned(instant, timeZone).minuteOfDay);
}

function zonedMoment(time: number, timeZone: string): ZonedMoment {
  const offset = zoneOffsetIn(providedZoneOffsets(), timeZone, time);
  if (offset !== null) {
    // The wall clock as a UTC date: its UTC fields are the zone's local fields.
    const wall = new Date(time + offset * 60_000);
    return {
      date: `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`,
      weekday: weekdayOfJsDay(wall.getUTCDay()),
      minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    };
  }
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
    return (
      instantFromTable(Date.UTC(y, m - 1, d, 0, minuteOfDay), timeZone) ??
      new TZDate(y, m - 1, d, 0, minuteOfDay, timeZone).getTime()
    );
  });
  return new Date(time);
}

/**
 * The instant a wall time (given as if it were UTC) names, from the offsets
 * table; null where the table does not cover it. The same answers as TZDate
 * (zone-offsets.test.ts compares them minute by minute around every change,
 * in seven zones): the zone's offset at the wall time read as UTC if it reads
 * back that wall time; else the offset at the instant that first guess gives;
 * in a spring-forward gap (no instant reads that wall time), the offset from
 * before the change, so 02:30 in Rome's gap is 03:30 summer time.
 */
function instantFromTable(wall: number, timeZone: string): number | null {
  // Offsets of the business's zone handed over by the browser's entry (the storefront's `zoneOffsets`); inside
  // their span both conversions are arithmetic; outside it, or for another zone, Intl answers.
  const table = providedZoneOffsets();
  const offsetOf = (time: number) => zoneOffsetIn(table, timeZone, time);
  const first = offsetOf(wall);
  if (first === null) return null;
  const firstGuess = wall - first * 60_000;
  const atFirstGuess = offsetOf(firstGuess);
  if (atFirstGuess === null) return null;
  if (atFirstGuess === first) return firstGuess;
  const secondGuess = wall - atFirstGuess * 60_000;
  const atSecondGuess = offsetOf(secondGuess);
  if (atSecondGuess === null) return null;
  if (atSecondGuess === atFirstGuess) return secondGuess;
  const before = offsetOf(Math.min(firstGuess, secondGuess));
  return before === null ? null : wall - before * 60_000;
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
