import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { tokenRenewAt, tokenState } from '@ordina/domain';
import { paths } from '../paths.ts';
import { clearSession, storeSessionUser, useSessionUser } from './session-store.ts';
import { renewSessionToken } from '../api/session.ts';

/** Wait before asking again when a renewal got no answer at all (offline): the token is still valid meanwhile. */
export const RENEWAL_RETRY_MS = 60_000;
// setTimeout's longest delay (about 24.8 days); later moments are checked again then.
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Keeps the stored user's token fresh (spec §4 "Session", domain
 * `tokenState`): from its renewal moment (exp − 1800 s) it is renewed; an
 * expired token logs out and goes to the logout page; a renewal the server
 * refuses logs out too. A renewal without an answer (offline) is retried a
 * minute later, and the check runs again whenever the tab becomes visible
 * (timers sleep with the tab).
 */
export function useTokenRenewal(): void {
  const user = useSessionUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!user) return;
    let active = true;
    let renewing = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const logout = () => {
      clearSession();
      void navigate(paths.redirecting('logout'));
    };

    const check = async () => {
      clearTimeout(timer);
      if (!active || renewing) return;
      const now = new Date();
      const state = tokenState(user.exp, now);
      if (state === 'expired') return logout();
      if (state === 'valid') {
        timer = setTimeout(() => void check(), Math.min(tokenRenewAt(user.exp) * 1000 - now.getTime(), LONGEST_TIMER_MS));
        return;
      }
      renewing = true;
      const result = await renewSessionToken(user);
      renewing = false;
      if (!active) return;
      // The new user re-runs this effect, which schedules the next renewal.
      if (result.ok) storeSessionUser(result.data);
      else if (result.status === 0) timer = setTimeout(() => void check(), RENEWAL_RETRY_MS);
      else logout();
    };

    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };
    void check();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [user, navigate]);
}
