import type { Timetable } from '@ordina/contracts';
import type { OpenState } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { timetableList } from '../../components/ui/lazy-parts/lazy-timetable-list.ts';
import { intervalEnd } from '../../lib/lazy-parts/interval-end.ts';
import { LazyPart } from '../../lib/lazy-parts/lazy-part.tsx';
import { InfoDialog } from './info-dialog.tsx';

/**
 * Public opening hours: open or closed now, and today's hours or 'Closed today'.
 * Closed now while the order service is active reads as one story ("closed, but
 * you can already order online"), not as a contradiction beside the order box.
 * With `week`, the whole week's hours (closing days included) open in a dialog.
 */
export function OpeningHours({
  open,
  t,
  accepting = false,
  week,
}: {
  open: OpenState;
  t: Translator;
  /** Whether the order service accepts orders now (the order box above says so). */
  accepting?: boolean;
  /** The public opening timetable, for the week's hours. */
  week?: Timetable;
}) {
  const { today } = open;
  return (
    <section aria-labelledby="home-opening-hours">
      <h2 id="home-opening-hours" className="text-base font-bold text-stone-900">
        {t('home.opening_hours')}
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-testid="opening-today">
        {today.closed ? (
          t('hours.closed_today')
        ) : (
          <>
            <span className="font-medium">{t('hours.today')}: </span>
            {today.intervals
              .map((interval) => t('hours.from_to', { from: interval.from, to: intervalEnd(interval.to) }))
              .join(', ')}
            {' · '}
            <span className={open.open ? 'text-emerald-700' : 'text-stone-500'}>
              {t(open.open ? 'hours.open_now' : 'hours.closed_now')}
            </span>
          </>
        )}
      </p>
      {!open.open && accepting && (
        <p className="mt-1 text-sm text-stone-700">{t('hours.closed_now_ordering')}</p>
      )}
      {week && (
        // A <div>, not a <p>: the dialog inside holds block elements, which would end a paragraph early
        // (the browser's tree then differs from React's and hydration fails).
        <div className="mt-2">
          <InfoDialog label={t('home.week_opening_hours')} title={t('home.week_opening_hours')} t={t}>
            <LazyPart
              part={timetableList}
              t={t}
              render={(module) => <module.default timetable={week} t={t} upcoming={open.upcoming} />}
            />
          </InfoDialog>
        </div>
      )}
    </section>
  );
}
