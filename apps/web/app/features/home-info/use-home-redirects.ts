import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Translator } from '@ordina/i18n';
import { paths, pathIsLocal } from '../../lib/paths.ts';

/** Where the page to return to after logging in is kept (cleared on logout). */
export const AFTER_LOGIN_URL_KEY = 'ordina.afterLoginUrl';

/**
 * The home page's redirects (spec §2), once after hydration: a stored
 * after-login URL is removed and followed; otherwise a `verification_code`
 * query flashes 'Account verified' (logged in) or 'It was not possible to
 * verify the account', and the address becomes '/'.
 */
export function useHomeRedirects({
  authenticated,
  flash,
  t,
}: {
  authenticated: boolean;
  flash: (text: string, options?: { tone?: 'success' | 'error' }) => void;
  t: Translator;
}): void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const done = useRef(false);
  const verificationCode = searchParams.get('verification_code');

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    let afterLogin: string | null = null;
    try {
      afterLogin = localStorage.getItem(AFTER_LOGIN_URL_KEY);
      if (afterLogin !== null) localStorage.removeItem(AFTER_LOGIN_URL_KEY);
    } catch {
      // Storage blocked (private mode): nothing stored to follow.
    }
    // Only the site's own paths: a stored value must never send the visitor elsewhere.
    if (afterLogin !== null && pathIsLocal(afterLogin) && afterLogin !== paths.home) {
      void navigate(afterLogin, { replace: true });
      return;
    }
    if (verificationCode !== null) {
      flash(t(authenticated ? 'account.verified' : 'account.verification_failed'), {
        tone: authenticated ? 'success' : 'error',
      });
      void navigate(paths.home, { replace: true });
    }
  }, [authenticated, flash, navigate, t, verificationCode]);
}
