import type { Storefront } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import {
  readAfterLoginUrl,
  storeAfterLoginUrl,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import type { LoginView } from './login-entry.ts';

/** The sign-in leaves the storefront: come back to this page afterwards (spec §2 "stored return address"), unless a page already asked for it. */
function rememberThisPage() {
  if (readAfterLoginUrl() === null)
    storeAfterLoginUrl(`${window.location.pathname}${window.location.search}`);
}

const optionClass =
  'flex w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-5 py-3 font-semibold text-stone-800 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/**
 * LOGIN_HOME (spec §2): the social sign-ins the business configured
 * (configuration.routes.oauth_google / oauth_facebook), then e-mail and
 * password, a new account, password recovery.
 */
export function LoginHomeView({
  routes,
  t,
  onView,
}: {
  routes: Storefront['configuration']['routes'];
  t: Translator;
  onView: (view: LoginView) => void;
}) {
  const google = routes.oauth_google !== '';
  const facebook = routes.oauth_facebook !== '';
  return (
    <div className="space-y-3">
      {google && (
        // A full page load: the resource route sends the browser to the provider.
        <a href={paths.connectGoogle} className={optionClass} onClick={rememberThisPage}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path
              fill="#4285F4"
              d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.1Z"
            />
            <path
              fill="#34A853"
              d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23Z"
            />
            <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9l3.7-2.8Z" />
            <path
              fill="#EA4335"
              d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4Z"
            />
          </svg>
          {t('login.with_google')}
        </a>
      )}
      {facebook && (
        <a href={paths.connectFacebook} className={optionClass} onClick={rememberThisPage}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-[#1877F2]">
            <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
          </svg>
          {t('login.with_facebook')}
        </a>
      )}
      {(google || facebook) && (
        <p className="flex items-center gap-3 py-1 text-xs text-stone-500 uppercase before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
          {t('common.or')}
        </p>
      )}
      <button type="button" onClick={() => onView('LOGIN_USERPWD')} className={optionClass}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-[1.8]">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
        {t('login.with_email')}
      </button>
      <button
        type="button"
        onClick={() => onView('LOGIN_USERPWD_REGISTER')}
        className="bg-button text-button-text focus-visible:ring-primary w-full rounded-full px-5 py-3 font-semibold shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('login.new_account')}
      </button>
      <button
        type="button"
        onClick={() => onView('LOGIN_USERPWD_RECOVER')}
        className="text-primary focus-visible:ring-primary mx-auto block min-h-11 rounded px-2 py-2 text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        {t('login.recover_password')}
      </button>
    </div>
  );
}
