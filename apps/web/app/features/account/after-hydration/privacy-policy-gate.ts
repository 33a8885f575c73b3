import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  storeAfterLoginUrl,
  useSessionUser,
} from '../../../lib/session/after-hydration-shared/session-store.ts';
import { privacyGateRedirect } from '../after-hydration-shared/account-access.ts';

/**
 * Spec §2 "Route guard" on every page: a logged-in user who has not accepted
 * the privacy policy is sent to the accept page (the page they were on is
 * remembered and reopened after accepting). Tiny on purpose: the shell
 * mounts it on every page.
 */
export function usePrivacyPolicyGate(): void {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const target = privacyGateRedirect(user, location);
  const to = target?.to;
  const returnTo = target?.returnTo;

  useEffect(() => {
    if (to === undefined || returnTo === undefined) return;
    storeAfterLoginUrl(returnTo);
    void navigate(to, { replace: true });
  }, [to, returnTo, navigate]);
}

/** The gate as an element for the shell: `<PrivacyPolicyGate />` (renders nothing). */
export function PrivacyPolicyGate(): null {
  usePrivacyPolicyGate();
  return null;
}
