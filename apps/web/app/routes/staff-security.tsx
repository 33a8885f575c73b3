import { StaffSecurityPage } from '../features/staff-security/staff-security-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/sicurezza: the owner's second factor (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffSecurityRoute() {
  return (
    <OwnerPage title="title.security">
      {({ staff, t, locale, signedIn }) => (
        <StaffSecurityPage staff={staff} t={t} locale={locale} onSessionChanged={signedIn} />
      )}
    </OwnerPage>
  );
}
