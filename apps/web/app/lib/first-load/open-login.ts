/**
 * The window event that asks the login drawer to open. Whoever needs a login
 * (the order summary's 'Click here', the change-password page) sends it; the
 * drawer, mounted by the shell, listens. Defined once here so neither side
 * imports the other's feature.
 */
export const OPEN_LOGIN_EVENT = 'ordina:open-login';

/**
 * Asks the login drawer to open: on its home view, or on `view` (a drawer
 * view name such as 'LOGIN_USERPWD'; the drawer ignores a name it does not
 * know). `notice` is a message the drawer shows inside itself, where the
 * customer looks once it is open ('Password changed', 'already confirmed'):
 * a page snackbar would sit behind the drawer's backdrop, unseen.
 */
export function requestLogin(view?: string, notice?: string): void {
  window.dispatchEvent(
    view ? new CustomEvent(OPEN_LOGIN_EVENT, { detail: { view, notice } }) : new Event(OPEN_LOGIN_EVENT),
  );
}
