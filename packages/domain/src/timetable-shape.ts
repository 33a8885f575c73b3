import { closureIntervalMinutes, dayIntervalIssues, WEEKDAYS } from '@ordina/contracts';
import type { IntervalIssue, Weekday } from '@ordina/contracts';

/*
 * The shapes a weekly timetable may take (issue 35; docs/decisions/055 and 060): the back office's
 * hours editor refuses these before saving, and the server's business-file check refuses them with
 * this same rule on a save and on `npm run business:import`, so both refuse the same timetables.
 * Staff-only: in a module of its own, so that it does not enter the storefront's chunks.
 *
 * The clock rules (timetables.ts) would otherwise read what the owner did not mean: an interval of
 * no length as 24 hours, two overlapping intervals joined silently, and a night running past
 * midnight (22:00–02:00) joined with the next day's first interval that starts before it ends.
 */

/** A weekly timetable's days, as the rules read them (the schema's `Timetable`). */
export type TimetableShape = Readonly<
  Partial<Record<Weekday, readonly { readonly from: string; readonly to: string }[]>>
>;

export type TimetableIssueCode = IntervalIssue['code'] | 'overlaps_previous_night';

/** One refusal of a weekly timetable: the path below it ([day, k, field]) and what is wrong. */
export interface TimetableIssue {
  readonly path: [Weekday, number, 'from' | 'to'];
  readonly code: TimetableIssueCode;
  readonly message: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = 24 * 60;

/**
 * The refusals of a weekly timetable, Monday to Sunday: a time that is not HH:mm, an interval of no
 * length (a weekly 00:00–00:00 is the whole day, spec §4, and stays valid), two intervals of a day
 * that overlap (dayIntervalIssues, shared with the special days), and an interval of the next day
 * that starts before the previous night's interval past midnight ends (Sunday's night runs into
 * Monday: the week repeats). Contiguous is not overlapping: 22:00–02:00 then 02:00–04:00 is fine.
 */
export function timetableIssues(timetable: TimetableShape): TimetableIssue[] {
  const issues: TimetableIssue[] = [];
  WEEKDAYS.forEach((day, i) => {
    const intervals = timetable[day] ?? [];
    for (const issue of dayIntervalIssues(intervals, true))
      issues.push({ ...issue, path: [day, ...issue.path] });
    const previous = WEEKDAYS[(i + WEEKDAYS.length - 1) % WEEKDAYS.length]!;
    const night = nightSpill(timetable[previous] ?? []);
    if (night === null) return;
    intervals.forEach((interval, k) => {
      if (!measurable(interval)) return;
      const [start] = closureIntervalMinutes(interval);
      if (start < night.minutes)
        issues.push({
          path: [day, k, 'from'],
          code: 'overlaps_previous_night',
          message: `overlaps the previous day's interval ${night.k + 1}, which runs until ${night.to} past midnight`,
        });
    });
  });
  return issues;
}

// An interval the overlap rules read: both times HH:mm, and of some length (00:00–00:00 the whole day).
function measurable(interval: { from: string; to: string }): boolean {
  return (
    TIME.test(interval.from) &&
    TIME.test(interval.to) &&
    (interval.from !== interval.to || interval.from === '00:00')
  );
}

/** The day's interval reaching furthest past midnight: its index, its end and the minutes into the next day. */
function nightSpill(
  intervals: readonly { from: string; to: string }[],
): { k: number; to: string; minutes: number } | null {
  let furthest: { k: number; to: string; minutes: number } | null = null;
  intervals.forEach((interval, k) => {
    if (!measurable(interval)) return;
    const [, end] = closureIntervalMinutes(interval);
    if (end > DAY && (furthest === null || end - DAY > furthest.minutes))
      furthest = { k, to: interval.to, minutes: end - DAY };
  });
  return furthest;
}
