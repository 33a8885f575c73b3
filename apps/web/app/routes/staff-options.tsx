import { StaffOptionsPage } from '../features/staff-options/staff-options-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/opzioni: the owner's option groups (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffOptionsRoute() {
  return (
    <OwnerPage title="title.options">
      {({ t, locale }) => <StaffOptionsPage t={t} locale={locale} />}
    </OwnerPage>
  );
}
