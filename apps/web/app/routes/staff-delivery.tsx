import { useOutletContext } from 'react-router';
import { StaffDeliveryPage } from '../features/staff-delivery/staff-delivery-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/consegna: the owner’s delivery editor (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffDeliveryRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.delivery')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffDeliveryPage t={t} locale={locale} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
