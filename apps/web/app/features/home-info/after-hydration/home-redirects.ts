import type { NavigateFunction } from 'react-router';
import type { Translator } from '@ordina/i18n';
import type { SOCIAL_SIGN_IN_ERROR_PARAM } from '@ordina/contracts';
import type { MessageKey } from '@ordina/i18n';
import { requestLogin } from '../../../lib/first-load/open-login.ts';
import { paths } from '../../../lib/first-load/paths.ts';

// Written out, checked against the contract's type: a value import of @ordina/contracts would bring zod into the home page's first load.
const SIGN_IN_ERROR_PARAM: typeof SOCIAL_SIGN_IN_ERROR_PARAM = 'social_sign_in_error';

/** The message of a failed sign-in's reason; an unknown reason reads as the provider's failure. */
function socialSignInErrorKey(reason: string): MessageKey {
  if (reason === 'denied' || reason === 'state' || reason === 'email_in_use')
    return `social_sign_in.error.${reason}`;
  return 'social_sign_in.error.provider';
}

/**
 * The home page's redirects (spec §2 "Redirects"), once after hydration:
 * - a `verification_code` query (the registration e-mail's link) is sent to
 *   POST /api/user/verify: success stores the user and flashes 'Account
 *   verified', failure 'It was not possible to verify the account'; then the
 *   address becomes '/' (or the stored after-login page, now that the
 *   visitor is logged in). A link used again once the account is confirmed
 *   (ACCOUNT_ALREADY_VERIFIED) opens the login drawer on the e-mail view,
 *   saying inside it that the account is already confirmed — or, for a
 *   visitor already logged in, only says it is confirmed and goes on like a
 *   verification (issue 31 item 11: no invitation to log in again);
 * - a `token` query (the landing of a Google or Facebook sign-in,
 *   docs/decisions/024) is traded for the session with POST
 *   /api/oauth/session, then the same as a login: 'Logged in' and the stored
 *   after-login page (the privacy gate first asks a new account to accept
 *   the policy); a `social_sign_in_error` query says why a sign-in failed;
 * - otherwise a logged-in visitor with a stored after-login page goes there
 *   (a guest keeps it for after their login).
 */
export function runHomeRedirects({
  flash,
  t,
  navigate,
  searchParams,
}: {
  flash: (text: string, options?: { tone?: 'success' | 'error' }) => void;
  t: Translator;
  navigate: NavigateFunction;
  searchParams: URLSearchParams;
}): void {
  const verificationCode = searchParams.get('verification_code');
  const signInToken = searchParams.get('token');
  const signInError = searchParams.get(SIGN_IN_ERROR_PARAM);
  void import('../../../lib/session/after-hydration-shared/session-store.ts').then(
    (session) => {
      const followAfterLogin = (fallback: string | null) => {
        const afterLogin = session.readAfterLoginUrl();
        if (afterLogin !== null) session.clearAfterLoginUrl();
        const target = afterLogin !== null && afterLogin !== paths.home ? afterLogin : fallback;
        if (target !== null) void navigate(target, { replace: true });
      };
      if (signInError !== null) {
        flash(t(socialSignInErrorKey(signInError)), { tone: 'error' });
        void navigate(paths.home, { replace: true });
        return;
      }
      if (signInToken !== null) {
        void import('../../../lib/api/after-hydration/session.ts')
          .then(({ tradeSignInToken }) => tradeSignInToken(signInToken))
          .catch(() => ({ ok: false as const }))
          .then((result) => {
            if (result.ok) {
              // Leave the token's address first: the privacy gate, woken by the new session, remembers
              // the page it interrupts, and that must be the page the customer left, not this one.
              const afterLogin = session.readAfterLoginUrl();
              session.clearAfterLoginUrl();
              void Promise.resolve(navigate(afterLogin ?? paths.home, { replace: true })).then(() => {
                session.storeSessionUser(result.data);
                flash(t('success.logged_in'));
              });
            } else {
              flash(t('social_sign_in.error.provider'), { tone: 'error' });
              void navigate(paths.home, { replace: true });
            }
          });
        return;
      }
      if (verificationCode !== null) {
        // The call's code loads only for the visitor who comes from the e-mail.
        void import('../../../lib/api/after-hydration/session.ts')
          .then(({ verifyAccount }) => verifyAccount(verificationCode))
          .catch(() => ({ ok: false as const, errors: [] as string[] }))
          .then((result) => {
            if (result.ok) {
              session.storeSessionUser(result.data);
              flash(t('account.verified'));
              followAfterLogin(paths.home);
            } else if (
              result.errors.includes('ACCOUNT_ALREADY_VERIFIED') &&
              session.readSessionUser() !== null
            ) {
              flash(t('account.already_verified_logged_in'));
              followAfterLogin(paths.home);
            } else if (result.errors.includes('ACCOUNT_ALREADY_VERIFIED')) {
              void Promise.resolve(navigate(paths.home, { replace: true })).then(() =>
                requestLogin('LOGIN_USERPWD', t('account.already_verified')),
              );
            } else {
              flash(t('account.verification_failed'), { tone: 'error' });
              void navigate(paths.home, { replace: true });
            }
          });
        return;
      }
      if (session.readSessionUser() !== null) followAfterLogin(null);
    },
    // Offline: no redirect this time.
    () => undefined,
  );
}
