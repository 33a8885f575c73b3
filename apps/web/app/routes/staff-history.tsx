import { useOutletContext } from 'react-router';
import { StaffHistoryPage } from '../features/staff-history/staff-history-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/**
 * /gestione/cronologia: the business document history, times in the business's time zone (the
 * server refuses it to anyone else: STAFF_FORBIDDEN).
 */
export default function StaffHistoryRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const storefront = useStorefront();
  const business = storefront.anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.history')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffHistoryPage t={t} locale={locale} timeZone={storefront.configuration.time_zone} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
