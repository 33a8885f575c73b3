/**
 * Closures and special days by date (issue 35, docs/decisions/053): the rules
 * the business file's `delivery_order.closures` must meet, as a plain
 * function so the back office's editor shows the same refusals before saving.
 * Dates are calendar days `YYYY-MM-DD` on the business clock
 * (configuration.time_zone); an entry's `to` is inclusive.
 */

/** The parts of a dated entry the rules read (the schema's `Closure`). */
export interface ClosureShape {
  readonly from: string;
  readonly to?: string | undefined;
  readonly closed: boolean;
  readonly intervals: readonly { readonly from: string; readonly to: string }[];
}

/** One refusal: the path below `delivery_order.closures` and what is wrong. */
export interface ClosureIssue {
  readonly path: (string | number)[];
  readonly code: ClosureIssueCode;
  readonly message: string;
}

export type ClosureIssueCode =
  | 'bad_date'
  | 'to_before_from'
  | 'closed_with_intervals'
  | 'special_without_intervals'
  | 'bad_time'
  | 'empty_interval'
  | 'intervals_overlap'
  | 'entries_overlap';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a real calendar day `YYYY-MM-DD` (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last day of an entry (`to`, or `from` for a single date). */
export function closureLastDay(entry: Pick<ClosureShape, 'from' | 'to'>): string {
  return entry.to ?? entry.from;
}

/**
 * A special day's interval as minutes from that day's midnight, [start, end):
 * an end of 00:00 is midnight (spec §4), an end before the start runs past
 * midnight into the next day (22:00–02:00), as the weekly timetables read it.
 */
export function closureIntervalMinutes(interval: { from: string; to: string }): [number, number] {
  const start = minutes(interval.from);
  let end = interval.to === '00:00' ? 24 * 60 : minutes(interval.to);
  if (end <= start) end += 24 * 60;
  return [start, end];
}

/**
 * Every refusal of a list of dated entries: a date that is not a calendar day;
 * `to` before `from`; a closed day with intervals or a special day with none;
 * a time that is not HH:mm; an interval of no length (from equal to to); two
 * intervals of a special day that overlap; two entries sharing a date (a
 * duplicate included): one date has one rule.
 */
export function closureIssues(entries: readonly ClosureShape[]): ClosureIssue[] {
  const issues: ClosureIssue[] = [];
  const add = (path: (string | number)[], code: ClosureIssueCode, text: string) =>
    issues.push({ path, code, message: text });
  const valid: { index: number; from: string; to: string }[] = [];
  entries.forEach((entry, i) => {
    let datesOk = true;
    if (!isCalendarDate(entry.from)) {
      add([i, 'from'], 'bad_date', `${entry.from} is not a date YYYY-MM-DD`);
      datesOk = false;
    }
    if (entry.to !== undefined && !isCalendarDate(entry.to)) {
      add([i, 'to'], 'bad_date', `${entry.to} is not a date YYYY-MM-DD`);
      datesOk = false;
    }
    const last = closureLastDay(entry);
    if (datesOk && last < entry.from) {
      add([i, 'to'], 'to_before_from', `to ${last} is before from ${entry.from}`);
      datesOk = false;
    }
    if (datesOk) valid.push({ index: i, from: entry.from, to: last });
    if (entry.closed && entry.intervals.length > 0)
      add([i, 'intervals'], 'closed_with_intervals', 'a day closed all day takes no intervals');
    if (!entry.closed && entry.intervals.length === 0)
      add([i, 'intervals'], 'special_without_intervals', 'a special day needs at least one interval');
    for (const issue of dayIntervalIssues(entry.intervals, false))
      add([i, 'intervals', ...issue.path], issue.code, issue.message);
  });
  valid.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.index - b.index));
  // The entry reaching furthest so far: a long range can cover several later entries.
  let reach: (typeof valid)[number] | undefined;
  for (const entry of valid) {
    if (reach !== undefined && entry.from <= reach.to) {
      const [other, reported] = reach.index < entry.index ? [reach, entry] : [entry, reach];
      add(
        [reported.index, 'from'],
        'entries_overlap',
        `dates overlap entry ${other.index + 1} (${other.from}–${other.to}): one date has one rule`,
      );
    }
    if (reach === undefined || entry.to > reach.to) reach = entry;
  }
  return issues;
}

/** One refusal of a day's intervals: the path below that day's list ([k, 'from']) and what is wrong. */
export interface IntervalIssue {
  readonly path: [number, 'from' | 'to'];
  readonly code: Extract<ClosureIssueCode, 'bad_time' | 'empty_interval' | 'intervals_overlap'>;
  readonly message: string;
}

/**
 * The refusals of one day's intervals: a time that is not HH:mm, an interval of no length (from equal
 * to to), two intervals that overlap (read as [from, to) minutes, 00:00 as midnight, an end before the
 * start as the next day's). `wholeDay`: 00:00–00:00 is the whole day (the weekly timetables', spec §4:
 * an end of 00:00 counts as 23:59) rather than an interval of no length. The weekly timetables' own
 * rules (this one, and a night past midnight against the next day) are @ordina/domain's timetable-shape.ts.
 */
export function dayIntervalIssues(
  intervals: readonly { readonly from: string; readonly to: string }[],
  wholeDay: boolean,
): IntervalIssue[] {
  const issues: IntervalIssue[] = [];
  const spans: { k: number; start: number; end: number }[] = [];
  intervals.forEach((interval, k) => {
    let timesOk = true;
    for (const field of ['from', 'to'] as const)
      if (!TIME.test(interval[field])) {
        issues.push({ path: [k, field], code: 'bad_time', message: 'time must be HH:mm' });
        timesOk = false;
      }
    if (!timesOk) return;
    if (interval.from === interval.to && !(wholeDay && interval.from === '00:00')) {
      issues.push({
        path: [k, 'to'],
        code: 'empty_interval',
        message: 'an interval must end after it starts',
      });
      return;
    }
    const [start, end] = closureIntervalMinutes(interval);
    spans.push({ k, start, end });
  });
  spans.sort((a, b) => a.start - b.start);
  let latest: (typeof spans)[number] | undefined;
  for (const span of spans) {
    if (latest !== undefined && span.start < latest.end)
      issues.push({
        path: [span.k, 'from'],
        code: 'intervals_overlap',
        message: `overlaps interval ${latest.k + 1} of the same day`,
      });
    if (latest === undefined || span.end > latest.end) latest = span;
  }
  return issues;
}

function minutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}
