import { StaffMembersPage } from '../features/staff-members/staff-members-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/personale: the owner's staff page (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffMembersRoute() {
  return (
    <OwnerPage title="title.members">
      {({ staff, t, locale }) => <StaffMembersPage me={staff} t={t} locale={locale} />}
    </OwnerPage>
  );
}
