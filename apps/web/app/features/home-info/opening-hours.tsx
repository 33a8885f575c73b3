import type { OpenState } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { intervalEnd } from '../../lib/interval-end.ts';

/** Public opening hours: open or closed now, and today's hours or 'Closed today'. */
export function OpeningHours({ open, t }: { open: OpenState; t: Translator }) {
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
            {today.intervals.map((interval) => t('hours.from_to', { from: interval.from, to: intervalEnd(interval.to) })).join(', ')}
            {' · '}
            <span className={open.open ? 'text-emerald-700' : 'text-stone-500'}>
              {t(open.open ? 'hours.open_now' : 'hours.closed_now')}
            </span>
          </>
        )}
      </p>
    </section>
  );
}
