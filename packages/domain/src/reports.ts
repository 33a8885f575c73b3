import { clockAddDays, clockInstant, clockZoned } from './clock.ts';

/*
 * The owner's reports (issue 35, docs/decisions/054): which days a range covers, the instants that
 * bound it in the business's time zone, and how the database's UTC hour buckets fold into the
 * business's own days and hours (a DST day has 23 or 25 hours; each bucket lands on the local hour
 * its first instant reads). Money is integer cents; an average is rounded half up, explicitly.
 */

/** Longest report range, in days (a year, leap or not). */
export const REPORT_MAX_DAYS = 366;

/** Why a report range is refused: not a calendar date, `from` after `to`, longer than REPORT_MAX_DAYS. */
export type ReportRangeRefusal = 'bad_date' | 'reversed' | 'too_long';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function reportDateValid(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (match === null) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** The days from `from` to `to`, both included (`YYYY-MM-DD`, calendar order). */
export function reportDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = clockAddDays(day, 1)) days.push(day);
  return days;
}

/** Checks a range: null when it may be reported, else why not. */
export function reportRangeRefusal(from: string, to: string): ReportRangeRefusal | null {
  if (!reportDateValid(from) || !reportDateValid(to)) return 'bad_date';
  if (from > to) return 'reversed';
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return span > REPORT_MAX_DAYS ? 'too_long' : null;
}

/** The instants a range covers: from the start of `from` to the start of the day after `to`, on the business's clock (end excluded). */
export function reportRangeInstants(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: clockInstant(from, 0, timeZone), end: clockInstant(clockAddDays(to, 1), 0, timeZone) };
}

/** An average in cents: `total / count` rounded half up; 0 when there is nothing to divide. */
export function reportAverage(total: number, count: number): number {
  return count === 0 ? 0 : Math.floor((2 * total + count) / (2 * count));
}

/** Orders and revenue (cents) of one bucket of time. */
export interface ReportBucket {
  orders: number;
  revenue: number;
}

/** One UTC hour of kept orders, as the database groups them: `YYYY-MM-DDTHH` (UTC), its figures and tips (cents; absent: none). */
export interface ReportUtcHour extends ReportBucket {
  utcHour: string;
  tips?: number;
}

/**
 * Folds UTC hour buckets into the business's days (every day of the range, in order, zeros
 * included) and hours 0–23 (summed over the range). An hour bucket's orders go to the local hour its
 * first instant reads: exact for zones whose offsets are whole hours (every European zone). The
 * days also sum the orders' tips (docs/decisions/067).
 */
export function reportFoldHours(
  hours: readonly ReportUtcHour[],
  range: { from: string; to: string; timeZone: string },
): {
  byDay: (ReportBucket & { date: string; tips: number })[];
  byHour: (ReportBucket & { hour: number })[];
} {
  const byDay = new Map(
    reportDays(range.from, range.to).map((date) => [date, { date, orders: 0, revenue: 0, tips: 0 }]),
  );
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenue: 0 }));
  for (const bucket of hours) {
    const local = clockZoned(new Date(`${bucket.utcHour}:00:00.000Z`), range.timeZone);
    const day = byDay.get(local.date);
    const hour = byHour[Math.floor(local.minuteOfDay / 60)];
    // A bucket outside the range's days cannot come from a query bounded by reportRangeInstants; skip it rather than invent a day.
    if (day === undefined || hour === undefined) continue;
    day.orders += bucket.orders;
    day.revenue += bucket.revenue;
    day.tips += bucket.tips ?? 0;
    hour.orders += bucket.orders;
    hour.revenue += bucket.revenue;
  }
  return { byDay: [...byDay.values()], byHour };
}
