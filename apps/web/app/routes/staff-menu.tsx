import { StaffMenuPage } from '../features/staff-menu/staff-menu-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/menu: the owner's menu editor (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffMenuRoute() {
  return (
    <OwnerPage title="title.menu">{({ t, locale }) => <StaffMenuPage t={t} locale={locale} />}</OwnerPage>
  );
}
