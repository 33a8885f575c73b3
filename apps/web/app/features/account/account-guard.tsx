import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import {
  clearAfterLoginUrl,
  readAfterLoginUrl,
  storeAfterLoginUrl,
  useSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import { accountAccess } from './after-hydration-shared/account-access.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { useHydrated } from './use-hydrated.ts';

/**
 * Applies the route guard (accountAccess) to a personal-area page and returns
 * the user when the page may show, else null (a redirect is under way, or
 * the stored session is not readable yet: server render and hydration).
 */
export function useAccountAccess(): SessionUser | null {
  const hydrated = useHydrated();
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const decision = accountAccess(hydrated, user, location);
  const to = decision.kind === 'redirect' ? decision.to : null;
  const returnTo = decision.kind === 'redirect' ? decision.returnTo : undefined;

  useEffect(() => {
    if (decision.kind === 'redirect' && to !== null) {
      if (returnTo !== undefined) storeAfterLoginUrl(returnTo);
      void navigate(to, { replace: true });
    } else if (decision.kind === 'return') {
      const stored = readAfterLoginUrl();
      clearAfterLoginUrl();
      // Never back to the accept page itself (it would send the user on again).
      void navigate(stored && stored !== paths.acceptPrivacy ? stored : paths.home, { replace: true });
    }
  }, [decision.kind, to, returnTo, navigate]);

  return decision.kind === 'show' ? decision.user : null;
}

/** Renders `children(user)` for a user allowed on this personal-area page; a spinner meanwhile. */
export function AccountGuard({ t, children }: { t: Translator; children: (user: SessionUser) => ReactNode }) {
  const user = useAccountAccess();
  return user ? children(user) : <PageSpinner label={t('common.loading')} />;
}
