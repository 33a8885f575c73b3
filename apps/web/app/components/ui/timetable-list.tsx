import type { Closure, Timetable } from '@ordina/contracts';
import { timetableWeek } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { intervalEnd } from '../../lib/lazy-parts/interval-end.ts';

/** A calendar day `YYYY-MM-DD` as '25 dic' in the page's language (a date, not an instant: read as UTC). */
function calendarDay(t: Translator, date: string): string {
  return new Intl.DateTimeFormat(t.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Monday to Sunday with each day's intervals ('from 12:00 to 15:00') or 'Closed';
 * with `upcoming`, the closures and special days of the coming days after them
 * (issue 35): their dates, 'Closed' or their hours, and their note.
 */
export default function TimetableList({
  timetable,
  t,
  upcoming = [],
}: {
  timetable: Timetable;
  t: Translator;
  upcoming?: readonly Closure[];
}) {
  const hours = (intervals: Timetable['mon']) =>
    intervals.map((interval) => (
      <span key={interval.from} className="block">
        {t('hours.from_to', { from: interval.from, to: intervalEnd(interval.to) })}
      </span>
    ));
  return (
    <>
      <dl className="divide-y divide-stone-100 text-sm">
        {timetableWeek(timetable).map(({ weekday, intervals }) => (
          <div key={weekday} className="flex justify-between gap-4 py-2">
            <dt className="font-medium">{t(`weekday.${weekday}`)}</dt>
            <dd className="text-right text-stone-700">
              {intervals.length === 0 ? t('hours.closed') : hours(intervals)}
            </dd>
          </div>
        ))}
      </dl>
      {upcoming.length > 0 && (
        <section aria-labelledby="timetable-upcoming" className="mt-4">
          <h3 id="timetable-upcoming" className="text-sm font-bold text-stone-900">
            {t('hours.upcoming')}
          </h3>
          <dl className="divide-y divide-stone-100 text-sm" data-testid="upcoming-closures">
            {upcoming.map((entry) => {
              const note = entry.note[t.locale];
              return (
                <div key={entry.from} className="flex justify-between gap-4 py-2">
                  <dt className="font-medium">
                    {entry.to === undefined || entry.to === entry.from
                      ? calendarDay(t, entry.from)
                      : t('hours.date_range', {
                          from: calendarDay(t, entry.from),
                          to: calendarDay(t, entry.to),
                        })}
                    {note && <span className="block font-normal text-stone-600">{note}</span>}
                  </dt>
                  <dd className="text-right text-stone-700">
                    {entry.closed ? t('hours.closed') : hours(entry.intervals)}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      )}
    </>
  );
}
