import { useOutletContext } from 'react-router';
import { StaffCouponsPage } from '../features/staff-coupons/staff-coupons-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/buoni: the owner's coupons (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffCouponsRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.coupons')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffCouponsPage t={t} locale={locale} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
