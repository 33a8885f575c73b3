/**
 * The window event that asks the login drawer to open (the 'Click here' of
 * the login blocker). The drawer lives elsewhere; it listens for this event.
 */
export const OPEN_LOGIN_EVENT = 'ordina:open-login';

/** Asks the login drawer to open. */
export function requestLogin(): void {
  window.dispatchEvent(new Event(OPEN_LOGIN_EVENT));
}
