import { timetableList } from '../../components/ui/lazy-parts/lazy-timetable-list.ts';
import { LazyPart } from '../../lib/lazy-parts/lazy-part.tsx';
import type { Timetable, Weekday } from '@ordina/contracts';
import type { AcceptanceState } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { InfoDialog } from './info-dialog.tsx';

/** A weekday's name as it reads mid-sentence (lower case in Italian and French). */
function weekdayInSentence(t: Translator, weekday: Weekday): string {
  const name = t(`weekday.${weekday}`);
  return t.locale === 'it' || t.locale === 'fr' ? name.toLocaleLowerCase(t.locale) : name;
}

/** Whether the order service is active now (and until when), with the popup of order-acceptance hours per weekday. */
export function OrderServiceBox({
  acceptance,
  untilWeekday,
  today,
  timetable,
  t,
}: {
  acceptance: AcceptanceState;
  /** The weekday of `acceptance.untilDate` (LiveState.untilWeekday). */
  untilWeekday: Weekday | null;
  /** Today on the business clock (`YYYY-MM-DD`). */
  today: string;
  timetable: Timetable;
  t: Translator;
}) {
  const active = acceptance.accepting;
  const until = acceptance.until;
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl p-4 ring-1 ${active ? 'bg-emerald-50 ring-emerald-200' : 'bg-amber-50 ring-amber-200'}`}
    >
      <div>
        <p className="flex items-center gap-2 font-semibold text-stone-900" data-testid="order-service-state">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${active ? 'bg-emerald-600' : 'bg-amber-600'}`}
          />
          {t(active ? 'home.order_service_active' : 'home.order_service_not_active')}
        </p>
        {active && until && (
          <p className="mt-0.5 text-sm text-stone-700">
            {acceptance.untilDate && untilWeekday && acceptance.untilDate !== today
              ? t('home.orders_accepted_until_day', {
                  weekday: weekdayInSentence(t, untilWeekday),
                  time: until,
                })
              : t('home.orders_accepted_until', { time: until })}
          </p>
        )}
      </div>
      <InfoDialog label={t('home.order_acceptance_hours')} title={t('home.order_acceptance_hours')} t={t}>
        <LazyPart
          part={timetableList}
          t={t}
          render={(module) => <module.default timetable={timetable} t={t} />}
        />
      </InfoDialog>
    </div>
  );
}
