import { useOutletContext } from 'react-router';
import { StaffSecurityPage } from '../features/staff-security/staff-security-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/sicurezza: the owner's second factor (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffSecurityRoute() {
  const { t, locale, session, signedIn } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.security')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffSecurityPage staff={session.staff} t={t} locale={locale} onSessionChanged={signedIn} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
