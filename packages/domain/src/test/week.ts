import type { Interval, Timetable, Weekday } from '@ordina/contracts';

/** The business's time zone in the timetable tests. */
export const rome = 'Europe/Rome';

/** A timetable with the given days' intervals; every other day closed. */
export function week(days: Partial<Record<Weekday, Interval[]>>): Timetable {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...days };
}

/**
 * The instant of `hh:mm[:ss]` on a day of June 2026 in Rome. June 2026 is
 * CEST (UTC+2): Wednesday 10, Thursday 11, Friday 12, Saturday 13, Sunday 14.
 */
export function romeJune(day: number, hhmmss: string): Date {
  const [h = 0, m = 0, s = 0] = hhmmss.split(':').map(Number);
  return new Date(Date.UTC(2026, 5, day, h - 2, m, s));
}
