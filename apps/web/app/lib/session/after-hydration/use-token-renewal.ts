import { useNavigate } from 'react-router';
import { tokenRenewAt, tokenState } from '@ordina/domain';
import { paths } from '../../first-load/paths.ts';
import { clearSession, storeSessionUser, useSessionUser } from '../after-hydration-shared/session-store.ts';
import { renewSessionToken } from '../../api/after-hydration/session.ts';
import { useApiQuery } from '../../after-hydration-shared/use-api-query.ts';

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

  // One run per stored token: a renewed one (a new user object) starts the next run.
  useApiQuery<never>(user && user.token, async ({ signal, sleep }) => {
    if (!user) return;
    const logout = () => {
      clearSession();
      void navigate(paths.redirecting('logout'));
    };
    for (;;) {
      const now = new Date();
      const state = tokenState(user.exp, now);
      if (state === 'expired') return logout();
      if (state === 'valid') {
        await sleep(Math.min(tokenRenewAt(user.exp) * 1000 - now.getTime(), LONGEST_TIMER_MS), {
          wakeOnReturn: true,
        });
        continue;
      }
      const result = await renewSessionToken(user);
      if (signal.aborted) return;
      if (result.ok) return storeSessionUser(result.data);
      if (result.status !== 0) return logout();
      await sleep(RENEWAL_RETRY_MS, { wakeOnReturn: true });
    }
  });
}
