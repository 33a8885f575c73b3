import { StaffCouponsPage } from '../features/staff-coupons/staff-coupons-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/buoni: the owner's coupons (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffCouponsRoute() {
  return (
    <OwnerPage title="title.coupons">
      {({ t, locale }) => <StaffCouponsPage t={t} locale={locale} />}
    </OwnerPage>
  );
}
