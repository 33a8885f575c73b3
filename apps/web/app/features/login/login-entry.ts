import type { Storefront } from '@ordina/contracts';

type CustomerAuthType = Storefront['configuration']['customer_auth_type'];

/** The views of the right-hand login drawer (spec §2); a logged-in user sees the user menu instead. */
export type LoginView = 'LOGIN_HOME' | 'LOGIN_USERPWD' | 'LOGIN_USERPWD_REGISTER' | 'LOGIN_USERPWD_RECOVER';

/** The window event that opens the drawer (the order summary's 'Click here' sends it, see features/cart/open-login.ts). */
export const OPEN_LOGIN_EVENT = 'ordina:open-login';

const VIEWS: readonly string[] = ['LOGIN_HOME', 'LOGIN_USERPWD', 'LOGIN_USERPWD_REGISTER', 'LOGIN_USERPWD_RECOVER'];

/**
 * The view an open-login event asks for: `new CustomEvent(OPEN_LOGIN_EVENT, { detail: { view: 'LOGIN_USERPWD' } })`
 * opens the e-mail login (the change-password page does, spec §4); a plain Event opens the home view.
 */
export function requestedLoginView(event: Event): LoginView {
  const view = (event as CustomEvent<{ view?: unknown } | null>).detail?.view;
  return typeof view === 'string' && VIEWS.includes(view) ? (view as LoginView) : 'LOGIN_HOME';
}

/** Whether the navbar offers the login drawer: only when customers may log in, and never on the menu page (spec §2). */
export function loginEntryVisible(authType: CustomerAuthType, onMenuPage: boolean): boolean {
  return (authType === 'guest_or_login' || authType === 'solo_login') && !onMenuPage;
}

/** Shows a snackbar message on the page (the shell passes features/cart/flash.ts's `flash`). */
export type ShowFlash = (text: string, options?: { tone?: 'success' | 'error' }) => void;
