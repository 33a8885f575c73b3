import { useOutletContext } from 'react-router';
import { StaffMembersPage } from '../features/staff-members/staff-members-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/personale: the owner's staff page (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffMembersRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.members')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffMembersPage me={session.staff} t={t} locale={locale} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
