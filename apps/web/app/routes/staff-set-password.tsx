import { useNavigate, useOutletContext } from 'react-router';
import { StaffSetPasswordPage } from '../features/staff-sign-in/staff-set-password-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { staffPaths } from '../lib/staff-paths.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import type { Route } from './+types/staff-set-password';

/** /gestione/imposta-password/:token: the one-time link; afterwards the sign-in says the password is set. */
export default function StaffSetPasswordRoute({ params }: Route.ComponentProps) {
  const { t, locale } = useOutletContext<StaffOutletContext>();
  const navigate = useNavigate();
  const business = useStorefront().anagraphic.name;
  return (
    <>
      <title>{`${t('title.set_password')} - ${business}`}</title>
      <StaffSetPasswordPage
        token={params.token}
        t={t}
        locale={locale}
        onDone={() => void navigate(`${staffPaths.signIn}?impostata=1`, { replace: true })}
      />
    </>
  );
}
