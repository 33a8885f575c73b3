import { useEffect, useRef, useState } from 'react';
import { lazyModule } from '../../lib/first-load/lazy-module.ts';
import { LazyPart } from '../../lib/lazy-parts/lazy-part.tsx';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@ordina/contracts';
import { DialogCloseButton } from '../../lib/after-hydration-shared/dialog-close-button.tsx';
import {
  clearAfterLoginUrl,
  readAfterLoginUrl,
  storeSessionUser,
  useSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { useLocale } from '../../lib/first-load/use-locale.ts';
import { useTranslator } from '../../lib/first-load/use-translator.ts';
import { useModalDialog } from '../../lib/after-hydration-shared/use-modal-dialog.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import type { LoginView } from './login-entry.ts';
import { LoginFormView } from './login-form-view.tsx';
import { LoginHomeView } from './login-home-view.tsx';
import { RecoverView } from './recover-view.tsx';
import { UserMenuView } from './user-menu-view.tsx';

// The registration form carries the phone rules (libphonenumber's metadata): its own chunk, loaded when chosen.
const registerView = lazyModule(() => import('./register-view.tsx'));

const TITLES = {
  LOGIN_HOME: 'login.title',
  LOGIN_USERPWD: 'login.with_email',
  LOGIN_USERPWD_REGISTER: 'login.register_title',
  LOGIN_USERPWD_RECOVER: 'login.recover_title',
} as const;

/**
 * The right-hand login drawer (spec §2): a native modal <dialog> (focus
 * trap, Escape, focus back to the opener) sliding in from the right. Guests
 * see LOGIN_HOME and its form views; a logged-in user the user menu. Closing
 * returns to the home view. Errors show inside the drawer (the page's
 * snackbar sits behind the modal), and so does a request's `notice` (a
 * success of the page that opened it, such as 'Password changed'); the
 * drawer's own successes flash on the page once it closes.
 */
export function LoginDrawer({
  openRequest,
  view: requestedView,
  notice: requestedNotice = null,
  onOpenChange,
  flash,
}: {
  openRequest: number;
  view: LoginView;
  /** A message to show inside the drawer with this request (lib/first-load/open-login.ts). */
  notice?: string | null;
  onOpenChange: (open: boolean) => void;
  flash: ShowFlash;
}) {
  const storefront = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const navigate = useNavigate();
  const user = useSessionUser();
  const dialog = useModalDialog();
  const { show, close } = dialog;
  const [view, setView] = useState<LoginView>(requestedView);
  const [recoverEmail, setRecoverEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each open request starts at the view it asks for (state adjusted while rendering, not in an effect).
  const [handledRequest, setHandledRequest] = useState(0);
  if (openRequest !== handledRequest) {
    setHandledRequest(openRequest);
    setView(requestedView);
    setError(null);
    setNotice(requestedNotice);
  }
  useEffect(() => {
    if (openRequest > 0) show();
  }, [openRequest, show]);

  useEffect(() => onOpenChange(dialog.open), [dialog.open, onOpenChange]);

  function goTo(next: LoginView, email = '') {
    setError(null);
    setNotice(null);
    setRecoverEmail(email);
    setView(next);
    // The new view is announced by its heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function loggedIn(sessionUser: SessionUser) {
    storeSessionUser(sessionUser);
    close();
    flash(t('success.logged_in'));
    const afterLogin = readAfterLoginUrl();
    if (afterLogin !== null) {
      clearAfterLoginUrl();
      void navigate(afterLogin);
    }
  }

  const title = user ? `${user.name} ${user.lastname}`.trim() || user.email : t(TITLES[view]);
  const canGoBack = !user && view !== 'LOGIN_HOME';

  return (
    <dialog
      id="login-drawer"
      aria-labelledby="login-drawer-title"
      // Read with the title as the drawer opens: the notice is what the customer was sent here with.
      aria-describedby={notice === null ? undefined : 'login-drawer-notice'}
      {...dialog.dialogProps}
      onClose={() => {
        dialog.dialogProps.onClose();
        setView('LOGIN_HOME');
        setError(null);
        setNotice(null);
      }}
      className="my-0 mr-0 ml-auto h-dvh max-h-none w-[min(24rem,92vw)] max-w-none translate-x-0 bg-white p-0 text-stone-900 shadow-xl transition-transform duration-200 ease-out motion-reduce:transition-none starting:open:translate-x-full"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-14 shrink-0 items-center gap-1 border-b border-stone-100 pr-2 pl-2">
          {canGoBack ? (
            <button
              type="button"
              onClick={() => goTo('LOGIN_HOME')}
              aria-label={t('common.back')}
              className="focus-visible:ring-primary flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-stone-100 focus-visible:ring-2 focus-visible:outline-none"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 fill-none stroke-current stroke-2"
              >
                <path strokeLinecap="round" strokeLinejoin="round" d="M15 5l-7 7 7 7" />
              </svg>
            </button>
          ) : (
            <span className="w-2" />
          )}
          <h2
            id="login-drawer-title"
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 flex-1 leading-tight font-bold text-balance break-words focus:outline-none"
          >
            {title}
          </h2>
          <DialogCloseButton label={t('common.close')} onClick={close} />
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-5">
          <div id="login-drawer-notice" role="status" className="empty:hidden">
            {notice !== null && (
              <p className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
                {notice}
              </p>
            )}
          </div>
          {user ? (
            <UserMenuView user={user} t={t} flash={flash} onError={setError} onDone={close} />
          ) : view === 'LOGIN_HOME' ? (
            <LoginHomeView routes={storefront.configuration.routes} t={t} onView={goTo} />
          ) : view === 'LOGIN_USERPWD' ? (
            <LoginFormView t={t} locale={locale} onLoggedIn={loggedIn} onError={setError} onView={goTo} />
          ) : view === 'LOGIN_USERPWD_REGISTER' ? (
            <LazyPart
              part={registerView}
              t={t}
              render={(module) => (
                <module.RegisterView
                  t={t}
                  locale={locale}
                  privacyPolicy={storefront.configuration.routes.privacy_policy}
                  onError={setError}
                  onView={goTo}
                />
              )}
            />
          ) : (
            <RecoverView t={t} locale={locale} initialEmail={recoverEmail} onError={setError} onView={goTo} />
          )}
        </div>
        <div role="alert" className="shrink-0 px-4 empty:hidden">
          {error && (
            <p className="mb-4 flex items-start gap-2 rounded-xl bg-red-700 px-4 py-3 text-sm font-medium text-white shadow-lg">
              <span className="flex-1">{error}</span>
              <button
                type="button"
                onClick={() => setError(null)}
                className="-my-1 shrink-0 rounded px-1 underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
              >
                {t('common.close')}
              </button>
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
