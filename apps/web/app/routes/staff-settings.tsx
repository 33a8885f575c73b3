import { StaffSettingsPage } from '../features/staff-settings/staff-settings-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/impostazioni: the owner's settings (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffSettingsRoute() {
  return (
    <OwnerPage title="title.settings">
      {({ t, locale }) => <StaffSettingsPage t={t} locale={locale} />}
    </OwnerPage>
  );
}
