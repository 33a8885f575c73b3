import { useOutletContext } from 'react-router';
import { StaffPlacesPage } from '../features/staff-places/staff-places-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/qr: the owner's places and their QR codes (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffPlacesRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.places')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffPlacesPage t={t} locale={locale} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
