import { useId } from 'react';
import { WEEKDAYS } from '@ordina/contracts';
import type { Interval, Timetable, Weekday } from '@ordina/contracts';
import { timetableIssues, type TimetableIssue } from '@ordina/domain';
import type { StaffMessageKey, StaffTranslator } from '@ordina/i18n/staff';
import { hoursButtonClass } from './hours-controls.ts';
import { IntervalRow } from './interval-row.tsx';

/*
 * The back office's editor of one weekly timetable of the business file (issue 35, docs/decisions/055):
 * Monday to Sunday, each day's intervals `HH:mm`–`HH:mm`. A controlled component, as ClosuresEditor:
 * every change goes to `onChange` as the whole new timetable, the page saves. The refusals shown are
 * timetableIssues' (packages/domain/src/timetable-shape.ts, the server's own rule, decision 060) at the
 * field they name — a time that is not HH:mm, an interval of no length, two intervals of a day
 * overlapping, an interval starting before the previous night's past midnight ends — read with the
 * spec's 00:00 rules (§4), which the hint explains.
 */

export interface HoursEditorProps {
  value: Timetable;
  onChange: (next: Timetable) => void;
  /** The timetable's name (the section's heading) and what it decides. */
  title: string;
  about: string;
  t: StaffTranslator;
}

/** A new interval: lunch on a day without any, the evening after one. */
function nextInterval(intervals: readonly Interval[]): Interval {
  return intervals.length === 0 ? { from: '12:00', to: '15:00' } : { from: '19:00', to: '23:00' };
}

function messagesAt(
  issues: readonly TimetableIssue[],
  day: Weekday,
  k: number,
  t: StaffTranslator,
): string[] {
  return issues
    .filter((issue) => issue.path[0] === day && issue.path[1] === k)
    .map((issue) => t(`closures.issue.${issue.code}` as StaffMessageKey));
}

/** Whether a timetable has something the server or the clock rules would refuse or misread. */
export function timetableHasIssues(timetable: Timetable): boolean {
  return timetableIssues(timetable).length > 0;
}

export function HoursEditor({ value, onChange, title, about, t }: HoursEditorProps) {
  const base = useId();
  const issues = timetableIssues(value);
  const setDay = (day: Weekday, intervals: Interval[]) => onChange({ ...value, [day]: intervals });
  return (
    <section aria-labelledby={`${base}-title`} className="space-y-4">
      <h2 id={`${base}-title`} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="text-sm text-stone-700">{about}</p>
      <p className="text-sm text-stone-700">{t('hours.hint')}</p>
      <ul className="space-y-3">
        {WEEKDAYS.map((day) => {
          const dayName = t(`hours.day.${day}` as StaffMessageKey);
          const intervals = value[day];
          return (
            <li key={day}>
              <fieldset className="rounded-xl border border-stone-300 p-3">
                <legend className="px-1 font-semibold">{dayName}</legend>
                {intervals.length === 0 && <p className="text-sm text-stone-700">{t('hours.day_closed')}</p>}
                <div className="space-y-2">
                  {intervals.map((interval, k) => {
                    const kn = k + 1;
                    const id = `${base}-${day}-${k}`;
                    const errors = messagesAt(issues, day, k, t);
                    const setInterval = (next: Interval) =>
                      setDay(
                        day,
                        intervals.map((old, j) => (j === k ? next : old)),
                      );
                    return (
                      <IntervalRow
                        key={k}
                        id={id}
                        legend={t('hours.interval', { k: kn, day: dayName })}
                        fromLabel={t('hours.from')}
                        toLabel={t('hours.to')}
                        removeLabel={t('hours.remove_interval', { k: kn, day: dayName })}
                        interval={interval}
                        errors={errors}
                        onChange={setInterval}
                        onRemove={() =>
                          setDay(
                            day,
                            intervals.filter((_, j) => j !== k),
                          )
                        }
                      />
                    );
                  })}
                </div>
                <button
                  type="button"
                  className={`${hoursButtonClass} mt-2`}
                  onClick={() => setDay(day, [...intervals, nextInterval(intervals)])}
                >
                  {t('hours.add_interval', { day: dayName })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
