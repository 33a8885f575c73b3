/**
 * The window event that asks the login drawer to open. Whoever needs a login
 * (the order summary's 'Click here', the change-password page) sends it; the
 * drawer, mounted by the shell, listens. Defined once here so neither side
 * imports the other's feature.
 */
export const OPEN_LOGIN_EVENT = 'ordina:open-login';

/**
 * Asks the login drawer to open: on its home view, or on `view` (a drawer
 * view name such as 'LOGIN_USERPWD'; the drawer ignores a name it does not know).
 */
export function requestLogin(view?: string): void {
  window.dispatchEvent(
    view ? new CustomEvent(OPEN_LOGIN_EVENT, { detail: { view } }) : new Event(OPEN_LOGIN_EVENT),
  );
}
