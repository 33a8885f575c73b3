import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_LOGIN_URL_KEY,
  clearSession,
  readSessionUser,
  storeSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@ordina/domain';
import { accountsStorefront, fakeApi, freshUser, renderShell } from './test/render-shell.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const HMAC_KEY = 'test-hmac-key';
const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
/** GET /api/captcha/challenge with a real, cheap ALTCHA challenge (altcha-lib, as the server makes it). */
const altchaChallenge = async () =>
  Response.json({
    data: {
      provider: 'altcha',
      challenge: await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 1000 }),
      siteKey: null,
    },
  });

// The drawer's code loads on first open: on a busy machine the first test's import takes seconds, so wait
// for the dialog with room to spare (a state, not a delay: it returns as soon as the dialog is there).
const LAZY_LOAD = { timeout: 15_000 };

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: /^(Log in|.*'s account)$/ }));
  const drawer = await screen.findByRole('dialog', {}, LAZY_LOAD);
  expect((drawer as HTMLDialogElement).open).toBe(true);
  return drawer;
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** The e-mail request the drawer sent to `path`: for `username`, in `locale`, with a captcha solution the server accepts. */
async function expectMailRequest(
  api: ReturnType<typeof fakeApi>,
  path: string,
  { username, locale }: { username: string; locale: string },
) {
  const body = api.callsTo('POST', path)[0]?.body as {
    username: string;
    recaptchaToken: string;
    locale: string;
  };
  expect(body.username).toBe(username);
  expect(body.locale).toBe(locale);
  expect(await verifySolution(body.recaptchaToken, HMAC_KEY)).toBe(true);
}

describe('LOGIN_HOME', () => {
  it('offers e-mail login, a new account and recovery; social sign-ins only when configured', async () => {
    fakeApi({});
    renderShell();
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Log in with e-mail and password' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Create a new account' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Log in with Facebook' })).toBeNull();
  });

  it('links the configured providers to /connect/…', async () => {
    fakeApi({});
    renderShell({
      storefront: accountsStorefront('guest_or_login', {
        google: 'https://accounts.example/g',
        facebook: '',
      }),
    });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/connect/google',
    );
    expect(within(drawer).queryByRole('link', { name: 'Log in with Facebook' })).toBeNull();
  });

  it('closing returns to the home view', async () => {
    fakeApi({});
    renderShell();
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create a new account' }));
    expect(await within(drawer).findByRole('heading', { name: 'New account' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect((drawer as HTMLDialogElement).open).toBe(false);
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-expanded')).toBe('false');
    await openDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the notice an open request carries inside the drawer, as its description and a status; gone once closed', async () => {
    fakeApi({});
    renderShell();
    await screen.findByRole('button', { name: 'Log in' });
    act(() => {
      window.dispatchEvent(
        new CustomEvent('ordina:open-login', {
          detail: { view: 'LOGIN_USERPWD', notice: 'Password changed: you can now log in.' },
        }),
      );
    });
    const drawer = await screen.findByRole('dialog', {}, LAZY_LOAD);
    const notice = await within(drawer).findByText('Password changed: you can now log in.');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(drawer.getAttribute('aria-describedby')).toBe(notice.closest('[role="status"]')!.id);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await openDrawer();
    expect(within(drawer).queryByText('Password changed: you can now log in.')).toBeNull();
    expect(drawer.getAttribute('aria-describedby')).toBeNull();
  });

  it("opens on the order summary's event, at the view it asks for", async () => {
    fakeApi({});
    renderShell();
    await screen.findByRole('button', { name: 'Log in' });
    act(() => {
      window.dispatchEvent(new CustomEvent('ordina:open-login', { detail: { view: 'LOGIN_USERPWD' } }));
    });
    const drawer = await screen.findByRole('dialog');
    expect((drawer as HTMLDialogElement).open).toBe(true);
    expect(
      await within(drawer).findByRole('heading', { name: 'Log in with e-mail and password' }),
    ).toBeTruthy();
  });
});

describe('LOGIN_USERPWD', () => {
  async function loginForm() {
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log in with e-mail and password' }));
    return drawer;
  }

  it('checks the fields before calling the server', async () => {
    const api = fakeApi({});
    renderShell();
    const drawer = await loginForm();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log in' }));
    expect(await within(drawer).findAllByText('Required field')).toHaveLength(2);
    type(within(drawer).getByLabelText('E-mail'), 'anna.example.com');
    expect(await within(drawer).findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(within(drawer).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/login_check')).toEqual([]);
  });

  it('shows a refused login in the drawer, which stays open', async () => {
    const api = fakeApi({ 'POST /api/login_check': json({ data: { errors: ['WRONG_LOGIN_DATA'] } }, 401) });
    renderShell();
    const drawer = await loginForm();
    type(within(drawer).getByLabelText('E-mail'), ' anna@example.com ');
    type(within(drawer).getByLabelText('Password'), 'Wrong1234');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log in' }));
    const message = await within(drawer).findByText('Attention: Wrong e-mail or password');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(api.callsTo('POST', '/api/login_check')[0]?.body).toEqual({
      username: 'anna@example.com',
      password: 'Wrong1234',
    });
    expect((drawer as HTMLDialogElement).open).toBe(true);
    expect(readSessionUser()).toBeNull();
  });

  it('says an account is not confirmed yet (403 USER_NOT_EXISTS) in the page language and offers the confirmation e-mail again', async () => {
    const api = fakeApi({
      'POST /api/login_check': json({ data: { errors: ['USER_NOT_EXISTS'] } }, 403),
      'GET /api/captcha/challenge': altchaChallenge,
      'POST /api/user/resend-verification': json({ data: { done: true } }),
    });
    renderShell({ locale: 'it' });
    fireEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Accedi' }));
    const drawer = await screen.findByRole('dialog', {}, LAZY_LOAD);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Accedi con e-mail e password' }));
    type(within(drawer).getByLabelText('E-mail'), 'nuova@example.com');
    type(within(drawer).getByLabelText('Password'), 'Segreta123');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Accedi' }));
    const warning = await within(drawer).findByText(
      "Il tuo account non è ancora confermato: clicca il link nell'e-mail che ti abbiamo inviato.",
    );
    expect(warning.closest('[role="alert"]')).toBeTruthy();
    // Not the misleading 'does not exist' snackbar.
    expect(within(drawer).queryByText(/^Attenzione:/)).toBeNull();
    expect((drawer as HTMLDialogElement).open).toBe(true);
    expect(localStorage.getItem('ordina.user')).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: "Invia di nuovo l'e-mail di conferma" }));
    const sent = await within(drawer).findByText(
      /ti abbiamo inviato una nuova e-mail di conferma/,
      {},
      { timeout: 5000 },
    );
    expect(sent.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(sent);
    await expectMailRequest(api, '/api/user/resend-verification', {
      username: 'nuova@example.com',
      locale: 'it',
    });
  });

  it('a refused resend (429) shows in the drawer alert and keeps the offer', async () => {
    fakeApi({
      'POST /api/login_check': json({ data: { errors: ['USER_NOT_EXISTS'] } }, 403),
      'GET /api/captcha/challenge': altchaChallenge,
      'POST /api/user/resend-verification': json({ data: { errors: ['TOO_MANY_REQUESTS'] } }, 429),
    });
    renderShell();
    const drawer = await loginForm();
    type(within(drawer).getByLabelText('E-mail'), 'new@example.com');
    type(within(drawer).getByLabelText('Password'), 'Secret123');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log in' }));
    fireEvent.click(
      await within(drawer).findByRole('button', { name: 'Send the confirmation e-mail again' }),
    );
    const alert = await within(drawer).findByText(/^Attention: /, {}, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Send the confirmation e-mail again' })).toBeTruthy();
  });

  it('logs in: stores the user, closes, flashes and follows the stored after-login page', async () => {
    const user = freshUser();
    fakeApi({ 'POST /api/login_check': json({ data: user }) });
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '/area-personale/i-miei-ordini');
    const router = renderShell();
    const drawer = await loginForm();
    type(within(drawer).getByLabelText('E-mail'), 'anna@example.com');
    type(within(drawer).getByLabelText('Password'), 'Secret123');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText("You're logged in")).toBeTruthy();
    expect(readSessionUser()).toEqual(user);
    expect((drawer as HTMLDialogElement).open).toBe(false);
    expect(router.state.location.pathname).toBe('/area-personale/i-miei-ordini');
    expect(localStorage.getItem(AFTER_LOGIN_URL_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: "Anna Bianchi's account" }).textContent).toBe('A');
  });
});

describe('LOGIN_USERPWD_REGISTER', () => {
  async function registerForm() {
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create a new account' }));
    await within(drawer).findByLabelText('Repeat password');
    return drawer;
  }

  function fill(drawer: HTMLElement, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) type(within(drawer).getByLabelText(label), value);
  }

  /** Opens the registration, fills it validly, ticks the privacy box and sends it to a server answering `answer`. */
  async function sendValidRegistration(answer: () => Response) {
    fakeApi({ 'GET /api/captcha/challenge': altchaChallenge, 'POST /api/user/register': answer });
    renderShell();
    const drawer = await registerForm();
    fill(drawer, valid);
    fireEvent.click(within(drawer).getByLabelText(/I have read and accept the/));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create account' }));
    return drawer;
  }

  const valid = {
    'E-mail': 'carla@example.it',
    'First name': 'Carla',
    Surname: 'Verdi',
    Phone: '+39 333 123 4567',
    Password: 'Segreta123',
    'Repeat password': 'Segreta123',
  };

  it('every field stops at the length the server schema takes (contract constants)', async () => {
    fakeApi({ 'GET /api/captcha/challenge': altchaChallenge });
    renderShell();
    const drawer = await registerForm();
    const maxLength = (label: string) => within(drawer).getByLabelText<HTMLInputElement>(label).maxLength;
    expect(maxLength('E-mail')).toBe(EMAIL_MAX_LENGTH);
    expect(maxLength('First name')).toBe(PERSON_NAME_MAX_LENGTH);
    expect(maxLength('Surname')).toBe(PERSON_NAME_MAX_LENGTH);
    expect(maxLength('Phone')).toBe(PHONE_MAX_LENGTH);
    expect(maxLength('Password')).toBe(PASSWORD_MAX_LENGTH);
    expect(maxLength('Repeat password')).toBe(PASSWORD_MAX_LENGTH);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Back' }));
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Log in with e-mail and password' }));
    expect(maxLength('E-mail')).toBe(EMAIL_MAX_LENGTH);
    expect(maxLength('Password')).toBe(PASSWORD_MAX_LENGTH);
  });

  it('checks every field with the spec rules and calls nothing until they pass', async () => {
    const api = fakeApi({ 'GET /api/captcha/challenge': altchaChallenge });
    renderShell();
    const drawer = await registerForm();
    const phone = within(drawer).getByLabelText('Phone');
    fireEvent.focus(phone);
    expect((phone as HTMLInputElement).value).toBe('+39 ');
    // A whole international number typed or pasted after the offered prefix replaces it.
    type(phone, '+39 +41 44 668 18 00');
    expect((phone as HTMLInputElement).value).toBe('+41 44 668 18 00');
    type(phone, '');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create account' }));
    // E-mail, names, phone, password, repeat: required; the privacy box has its own message.
    expect(await within(drawer).findAllByText('Required field')).toHaveLength(6);
    expect(within(drawer).getByText('Please accept the privacy policy to continue')).toBeTruthy();
    // The first field in the drawer's order takes the focus.
    expect(document.activeElement).toBe(within(drawer).getByLabelText('E-mail'));
    fill(drawer, { Password: 'segreta12', 'Repeat password': 'segreta13' });
    expect(
      await within(drawer).findByText(
        'At least 8 characters, with a lowercase letter, an uppercase letter and a digit',
        { selector: '[id$="-error"]' },
      ),
    ).toBeTruthy();
    expect(await within(drawer).findByText("The passwords don't match")).toBeTruthy();
    fill(drawer, { Phone: '+39 12' });
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.callsTo('POST', '/api/user/register')).toEqual([]);
  });

  it('refuses what the server refuses: a name with lines and a link, a surname that is an address, a reserved e-mail domain; inputs stop at the server limits', async () => {
    const api = fakeApi({ 'GET /api/captcha/challenge': altchaChallenge });
    renderShell();
    const drawer = await registerForm();
    expect(within(drawer).getByLabelText<HTMLInputElement>('E-mail').maxLength).toBe(254);
    expect(within(drawer).getByLabelText<HTMLInputElement>('First name').maxLength).toBe(100);
    expect(within(drawer).getByLabelText<HTMLInputElement>('Surname').maxLength).toBe(100);
    expect(within(drawer).getByLabelText<HTMLInputElement>('Phone').maxLength).toBe(40);
    fill(drawer, {
      ...valid,
      'E-mail': 'deleted-42@anonymised.invalid',
      'First name': 'Mario,\n\nYour refund is ready: https://evil.example/refund',
      Surname: 'www.evil.example',
    });
    fireEvent.click(within(drawer).getByLabelText(/I have read and accept the/));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create account' }));
    expect(await within(drawer).findByText('This e-mail address is not valid')).toBeTruthy();
    expect(
      within(drawer).getAllByText(
        'Use letters, spaces, apostrophes and hyphens only (a full stop only after an initial, as in J. R.)',
      ),
    ).toHaveLength(2);
    for (const label of ['E-mail', 'First name', 'Surname'])
      expect(within(drawer).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/user/register')).toEqual([]);
  });

  it('registers with a solved ALTCHA token the server library accepts, then says to check the mail', async () => {
    const api = fakeApi({
      'GET /api/captcha/challenge': altchaChallenge,
      'POST /api/user/register': json({ data: { done: true } }, 201),
    });
    renderShell();
    const drawer = await registerForm();
    fill(drawer, valid);
    fireEvent.click(within(drawer).getByLabelText(/I have read and accept the/));
    fireEvent.click(within(drawer).getByLabelText('I would like to receive the newsletter'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create account' }));
    expect(
      await within(drawer).findByText(
        'Almost done! Check your inbox and click the link to activate your account.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const [call] = api.callsTo('POST', '/api/user/register');
    const body = call?.body as Record<string, unknown>;
    expect({ ...body, recaptchaToken: 'checked below' }).toEqual({
      username: 'carla@example.it',
      name: 'Carla',
      lastname: 'Verdi',
      phone: '+39 333 123 4567',
      password: 'Segreta123',
      recaptchaToken: 'checked below',
      locale: 'en',
      privacyPolicy: true,
      newsletter: true,
    });
    expect(await verifySolution(body.recaptchaToken as string, HMAC_KEY)).toBe(true);
    expect(Object.keys(JSON.parse(atob(body.recaptchaToken as string)) as object).sort()).toEqual([
      'algorithm',
      'challenge',
      'number',
      'salt',
      'signature',
    ]);
  });

  it('an existing e-mail gets its own warning that offers the confirmation e-mail again', async () => {
    const drawer = await sendValidRegistration(json({ data: { errors: ['EMAIL_EXISTS'] } }, 409));
    const warning = await within(drawer).findByText(
      'An account with this e-mail address already exists.',
      {},
      { timeout: 5000 },
    );
    expect(within(warning.parentElement!).getByText("Didn't get the confirmation e-mail?")).toBeTruthy();
    expect(
      within(warning.parentElement!).getByRole('button', { name: 'Send the confirmation e-mail again' }),
    ).toBeTruthy();
  });

  it('an existing e-mail gets its own warning that leads to recovery with the address filled in', async () => {
    const drawer = await sendValidRegistration(json({ data: { errors: ['EMAIL_EXISTS'] } }, 409));
    const warning = await within(drawer).findByText(
      'An account with this e-mail address already exists.',
      {},
      { timeout: 5000 },
    );
    // Not the drawer's error snackbar.
    expect(within(drawer).queryByText(/^Attention:/)).toBeNull();
    fireEvent.click(within(warning.parentElement!).getByRole('button', { name: 'Recover your password' }));
    expect(await within(drawer).findByRole('heading', { name: 'Recover password' })).toBeTruthy();
    expect(within(drawer).getByLabelText<HTMLInputElement>('E-mail').value).toBe('carla@example.it');
  });

  it('a code the server refuses lands on its field, focused, besides the drawer alert; editing the field clears it', async () => {
    const drawer = await sendValidRegistration(json({ data: { errors: ['WRONG_PHONE'] } }, 400));
    const alert = await within(drawer).findByText(
      'Attention: This phone number is not valid',
      {},
      { timeout: 5000 },
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    const phone = within(drawer).getByLabelText('Phone');
    expect(
      within(drawer).getByText('This phone number is not valid', { selector: '[id$="-error"]' }),
    ).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    type(phone, '+39 333 765 4321');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBeNull());
  });

  it('opens the privacy policy dialog from the link beside the checkbox', async () => {
    fakeApi({ 'GET /api/captcha/challenge': altchaChallenge });
    renderShell();
    const drawer = await registerForm();
    fireEvent.click(within(drawer).getByRole('link', { name: 'Read the privacy policy' }));
    const dialogs = document.querySelectorAll('dialog[open]');
    expect(dialogs).toHaveLength(2);
    expect(dialogs[1]?.querySelector('iframe')?.getAttribute('src')).toBe('/privacy/en.html');
  });
});

describe('LOGIN_USERPWD_RECOVER', () => {
  async function recoverForm() {
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Forgot your password?' }));
    return drawer;
  }

  it('sends the e-mail with a captcha token and says to check the mail', async () => {
    const api = fakeApi({
      'GET /api/captcha/challenge': altchaChallenge,
      'POST /api/user/recover': json({ data: { done: true } }),
    });
    renderShell();
    const drawer = await recoverForm();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(await within(drawer).findByText('Required field')).toBeTruthy();
    type(within(drawer).getByLabelText('E-mail'), 'anna@example.com');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(
      await within(drawer).findByText(
        "Check your inbox: we've sent you a link to choose a new password.",
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await expectMailRequest(api, '/api/user/recover', { username: 'anna@example.com', locale: 'en' });
  });

  it('shows an unknown address in the drawer', async () => {
    fakeApi({
      'GET /api/captcha/challenge': altchaChallenge,
      'POST /api/user/recover': json({ data: { errors: ['NO_MAIL_FOUND'] } }, 404),
    });
    renderShell();
    const drawer = await recoverForm();
    type(within(drawer).getByLabelText('E-mail'), 'nobody@example.com');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send' }));
    const message = await within(drawer).findByText(
      "Attention: There's no account with this e-mail address",
      {},
      { timeout: 5000 },
    );
    expect(message.closest('[role="alert"]')).toBeTruthy();
  });
});

describe('user menu', () => {
  it('links the account pages and logs out: server call with the token, session cleared, home', async () => {
    const api = fakeApi({ 'POST /api/secured/user/7/logout': json({ data: { done: true } }) });
    storeSessionUser(freshUser({ token: 'the.user.token' }));
    const router = renderShell({ path: '/categorie/dolci' });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('heading', { name: 'Anna Bianchi' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/area-personale/il-mio-account',
    );
    expect(within(drawer).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/area-personale/i-miei-ordini',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText("You're logged out")).toBeTruthy();
    expect(api.callsTo('POST', '/api/secured/user/7/logout')[0]?.headers.authorization).toBe(
      'Bearer the.user.token',
    );
    expect(readSessionUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect((drawer as HTMLDialogElement).open).toBe(false);
  });

  it('logs out here even when the server no longer knows the session', async () => {
    fakeApi({ 'POST /api/secured/user/7/logout': json({ data: { errors: ['HTTP_UNAUTHORIZED'] } }, 401) });
    storeSessionUser(freshUser());
    renderShell();
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText("You're logged out")).toBeTruthy();
    expect(readSessionUser()).toBeNull();
  });
});
