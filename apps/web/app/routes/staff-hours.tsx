import { StaffHoursPage } from '../features/staff-hours/staff-hours-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/orari: the owner’s weekly hours and closures (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffHoursRoute() {
  return (
    <OwnerPage title="title.hours">{({ t, locale }) => <StaffHoursPage t={t} locale={locale} />}</OwnerPage>
  );
}
