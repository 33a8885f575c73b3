import type { Storefront } from '@ordina/contracts';

type CustomerAuthType = Storefront['configuration']['customer_auth_type'];

/** The views of the right-hand login drawer (spec §2); a logged-in user sees the user menu instead. */
export type LoginView = 'LOGIN_HOME' | 'LOGIN_USERPWD' | 'LOGIN_USERPWD_REGISTER' | 'LOGIN_USERPWD_RECOVER';

const VIEWS: readonly string[] = [
  'LOGIN_HOME',
  'LOGIN_USERPWD',
  'LOGIN_USERPWD_REGISTER',
  'LOGIN_USERPWD_RECOVER',
];

/**
 * The view an open-login event (lib/first-load/open-login.ts) asks for: `requestLogin('LOGIN_USERPWD')`
 * opens the e-mail login (the change-password page does, spec §4); a plain request opens the home view.
 */
export function requestedLoginView(event: Event): LoginView {
  const view = (event as CustomEvent<{ view?: unknown } | null>).detail?.view;
  return typeof view === 'string' && VIEWS.includes(view) ? (view as LoginView) : 'LOGIN_HOME';
}

/** The message an open-login event asks the drawer to show inside itself (lib/first-load/open-login.ts), or null. */
export function requestedLoginNotice(event: Event): string | null {
  const notice = (event as CustomEvent<{ notice?: unknown } | null>).detail?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/** Whether the navbar offers the login drawer: only when customers may log in, and never on the menu page (spec §2). */
export function loginEntryVisible(authType: CustomerAuthType, onMenuPage: boolean): boolean {
  return (authType === 'guest_or_login' || authType === 'solo_login') && !onMenuPage;
}
