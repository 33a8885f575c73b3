import { useOutletContext } from 'react-router';
import { StaffHoursPage } from '../features/staff-hours/staff-hours-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/orari: the owner’s weekly hours and closures (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffHoursRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.hours')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffHoursPage t={t} locale={locale} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
