import { StaffPlacesPage } from '../features/staff-places/staff-places-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/qr: the owner's places and their QR codes (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffPlacesRoute() {
  return (
    <OwnerPage title="title.places">{({ t, locale }) => <StaffPlacesPage t={t} locale={locale} />}</OwnerPage>
  );
}
