import type { BusinessFile } from '@ordina/contracts';
import { timetableIssues } from '@ordina/domain';
import type { IntegrityIssue } from './catalogue-integrity.ts';

/** The weekly timetables of `delivery_order` the shape rules apply to (spec §3 "Timetable"). */
export const WEEKLY_TIMETABLES = [
  'publicOpenTimetables',
  'orderAcceptTimetables',
  'deliveryTimetables',
] as const;

/**
 * The same rule as the back office's hours editor (docs/decisions/055, 060): every weekly timetable
 * refused where an interval has no length, overlaps another of its day, or starts before the previous
 * night's interval past midnight ends; each issue at its path
 * (`delivery_order.orderAcceptTimetables.mon[1].from`). A time that is not HH:mm the schema already refused.
 */
export function timetableIntegrityIssues(file: BusinessFile): IntegrityIssue[] {
  return WEEKLY_TIMETABLES.flatMap((name) =>
    timetableIssues(file.delivery_order[name]).map((issue) => ({
      path: ['delivery_order', name, ...issue.path],
      message: issue.message,
    })),
  );
}
