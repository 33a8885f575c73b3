import { useEffect } from 'react';
import { useLocation, useNavigate, useOutletContext } from 'react-router';
import { StaffSignInPage } from '../features/staff-sign-in/staff-sign-in-page.tsx';
import { staffSignInTarget } from '../features/staff-session/staff-guard.ts';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/accesso: signs a member in, then goes on to the page the guard came from (or the board); `?impostata` (after the set-password link) says the password is set. */
export default function StaffSignInRoute() {
  const { t, locale, session, signedIn } = useOutletContext<StaffOutletContext>();
  const navigate = useNavigate();
  const location = useLocation();
  const business = useStorefront().anagraphic.name;
  const goOn = () =>
    void navigate(staffSignInTarget(location.search, window.location.origin), { replace: true });
  // Already signed in (a second tab, the back button): straight on.
  useEffect(() => {
    if (session.status === 'signed-in') goOn();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);
  const notice = new URLSearchParams(location.search).has('impostata') ? t('set_password.done') : null;
  return (
    <>
      <title>{`${t('title.sign_in')} - ${business}`}</title>
      <StaffSignInPage t={t} locale={locale} notice={notice} onSignedIn={signedIn} />
    </>
  );
}
