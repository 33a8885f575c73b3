import type { Timetable } from '@ordina/contracts';
import { timetableWeek } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { intervalEnd } from '../../lib/lazy-parts/interval-end.ts';

/** Monday to Sunday with each day's intervals ('from 12:00 to 15:00') or 'Closed'. */
export default function TimetableList({ timetable, t }: { timetable: Timetable; t: Translator }) {
  return (
    <dl className="divide-y divide-stone-100 text-sm">
      {timetableWeek(timetable).map(({ weekday, intervals }) => (
        <div key={weekday} className="flex justify-between gap-4 py-2">
          <dt className="font-medium">{t(`weekday.${weekday}`)}</dt>
          <dd className="text-right text-stone-700">
            {intervals.length === 0
              ? t('hours.closed')
              : intervals.map((interval) => (
                  <span key={interval.from} className="block">
                    {t('hours.from_to', { from: interval.from, to: intervalEnd(interval.to) })}
                  </span>
                ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
