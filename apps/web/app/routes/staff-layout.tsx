import { Outlet } from 'react-router';
import { StaffHeader } from '../features/staff-session/staff-header.tsx';
import { useStaffGuard } from '../features/staff-session/staff-guard.ts';
import { useStaffSession } from '../features/staff-session/staff-session.ts';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useLocale } from '../lib/first-load/use-locale.ts';

/** Every page of the restaurant's side is private: no search engine keeps it. */
export const meta = () => [{ name: 'robots', content: 'noindex' }];

/**
 * /gestione/*: the restaurant's side's own layout (docs/decisions/043) — no
 * storefront navbar, cart or drawers; its header, the member's language on
 * its container, and the guard that sends a visitor without a session to
 * /gestione/accesso and back afterwards. Its pages read the session from the
 * outlet context.
 */
export default function StaffLayout() {
  const context: StaffOutletContext = useStaffSession(useLocale());
  const { session, t } = context;
  const allowed = useStaffGuard(session);
  return (
    <div lang={context.locale} className="min-h-screen bg-white text-stone-900">
      {session.status === 'signed-in' ? (
        <StaffHeader staff={session.staff} t={t} signedIn={context.signedIn} signedOut={context.signedOut} />
      ) : null}
      <main id="main">
        {allowed ? (
          <Outlet context={context} />
        ) : (
          <p role="status" className="px-4 py-10 text-center">
            {t('common.loading')}
          </p>
        )}
      </main>
    </div>
  );
}
