import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTranslator } from '@ordina/i18n';
import {
  AFTER_LOGIN_URL_KEY,
  clearSession,
  readSessionUser,
  storeSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../lib/session/test/session-user.ts';
import { useHomeRedirects } from './use-home-redirects.ts';

// The hook loads the session's code on demand: on a busy machine that takes longer than vi.waitFor's default 1 s.
const SETTLED = { timeout: 10_000 };

let fetch: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function Home({ flash }: { flash: (text: string) => void }) {
  useHomeRedirects({ flash, t: createTranslator('en') });
  return <p>home</p>;
}

function renderHomeAt(url: string, flash: (text: string) => void = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Home flash={flash} /> },
      { path: '/categorie/:slug', element: <p>category</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Opens home at `url` and waits until the hook has left the query behind; `flash` is what it flashed. */
async function settleHomeAt(url: string) {
  const flash = vi.fn();
  const router = renderHomeAt(url, flash);
  await vi.waitFor(() => expect(router.state.location.search).toBe(''), SETTLED);
  return { router, flash };
}

/** The verification answer for a link used again: the account is confirmed already. */
const alreadyVerified = () =>
  Response.json({ data: { errors: ['ACCOUNT_ALREADY_VERIFIED'] } }, { status: 409 });

/** What the page asks of the login drawer ('ordina:open-login' events) until the test ends. */
function loginRequests(): unknown[] {
  const requests: unknown[] = [];
  const listener = (event: Event) => requests.push((event as CustomEvent).detail);
  window.addEventListener('ordina:open-login', listener);
  onTestFinished(() => window.removeEventListener('ordina:open-login', listener));
  return requests;
}

describe('home redirects', () => {
  it('follows a stored after-login address once for a logged-in visitor, removing it', async () => {
    storeSessionUser(sessionUser());
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '/categorie/pizze');
    const router = renderHomeAt('/');
    expect(await screen.findByText('category')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/categorie/pizze');
    expect(localStorage.getItem(AFTER_LOGIN_URL_KEY)).toBeNull();
  });

  it("keeps a guest's after-login address for after the login", async () => {
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '/categorie/pizze');
    const router = renderHomeAt('/');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(AFTER_LOGIN_URL_KEY)).toBe('/categorie/pizze');
  });

  it('never follows a stored address that leaves the site', async () => {
    storeSessionUser(sessionUser());
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '//evil.test/x');
    const router = renderHomeAt('/');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('verifies the account of the e-mail link: stores the user, flashes, and leaves the query behind', async () => {
    fetch.mockResolvedValue(Response.json({ data: sessionUser({ name: 'Carla' }) }));
    const { router, flash } = await settleHomeAt('/?verification_code=abc%2B1');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/user/verify');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"code":"abc+1"}');
    expect(flash).toHaveBeenCalledExactlyOnceWith('Account verified');
    expect(readSessionUser()?.name).toBe('Carla');
    expect(router.state.location.pathname).toBe('/');
  });

  it('a refused code flashes the failure, stores nobody and leaves the query behind', async () => {
    fetch.mockResolvedValue(Response.json({ data: { errors: ['WRONG_CODE'] } }, { status: 400 }));
    const { flash } = await settleHomeAt('/?verification_code=used');
    expect(flash).toHaveBeenCalledExactlyOnceWith("We couldn't verify your account", {
      tone: 'error',
    });
    expect(readSessionUser()).toBeNull();
  });

  it('a link used again once the account is confirmed asks for the login drawer on the e-mail view, saying so inside it (no failure flash)', async () => {
    fetch.mockResolvedValue(alreadyVerified());
    const requests = loginRequests();
    const { flash } = await settleHomeAt('/?verification_code=used-twice');
    await vi.waitFor(() => expect(requests).toHaveLength(1), SETTLED);
    expect(requests[0]).toEqual({
      view: 'LOGIN_USERPWD',
      notice: 'Your account is already confirmed: please log in',
    });
    expect(flash).not.toHaveBeenCalled();
    expect(readSessionUser()).toBeNull();
  });

  it('a link used again while logged in says the account is confirmed and goes home, never inviting to log in (issue 31 item 11)', async () => {
    fetch.mockResolvedValue(alreadyVerified());
    storeSessionUser(sessionUser());
    const requests = loginRequests();
    const { router, flash } = await settleHomeAt('/?verification_code=used-twice');
    await vi.waitFor(() => expect(flash).toHaveBeenCalledWith('This account is already confirmed'), SETTLED);
    expect(router.state.location.pathname).toBe('/');
    expect(requests).toEqual([]);
    expect(readSessionUser()).toEqual(sessionUser());
  });

  it.each(['it', 'en', 'fr', 'de'] as const)(
    'the logged-in "already confirmed" message in %s does not ask to log in',
    (locale) => {
      const text = createTranslator(locale)('account.already_verified_logged_in');
      expect(text).not.toMatch(/log in|accedi|connectez|anmelden/i);
      expect(text).not.toBe(createTranslator(locale)('account.already_verified'));
    },
  );

  it('a verified visitor with a stored after-login page goes there', async () => {
    fetch.mockResolvedValue(Response.json({ data: sessionUser() }));
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '/categorie/dolci');
    const router = renderHomeAt('/?verification_code=abc');
    expect(await screen.findByText('category')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/categorie/dolci');
  });
  describe('the landing of a Google or Facebook sign-in', () => {
    it('trades the one-time token for the session, says so, and goes to the stored page', async () => {
      fetch.mockResolvedValue(Response.json({ data: sessionUser({ name: 'Gina' }) }));
      localStorage.setItem(AFTER_LOGIN_URL_KEY, '/categorie/pizze');
      const flash = vi.fn();
      const router = renderHomeAt('/?token=one-time_Code', flash);
      expect(await screen.findByText('category')).toBeTruthy();
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe('/api/oauth/session');
      expect(init.body).toBe('{"token":"one-time_Code"}');
      expect(flash).toHaveBeenCalledExactlyOnceWith("You're logged in");
      expect(readSessionUser()?.name).toBe('Gina');
      expect(router.state.location.pathname).toBe('/categorie/pizze');
    });

    it('a used or expired token stores nobody, says the sign-in failed, and leaves the query behind', async () => {
      fetch.mockResolvedValue(Response.json({ data: { errors: ['WRONG_CODE'] } }, { status: 400 }));
      const { flash } = await settleHomeAt('/?token=used');
      expect(flash).toHaveBeenCalledExactlyOnceWith(
        "The login service isn't answering. Try again later, or log in with your e-mail and password.",
        { tone: 'error' },
      );
      expect(readSessionUser()).toBeNull();
    });

    it.each([
      ['denied', "Login cancelled: you didn't give the provider permission."],
      ['state', 'The login expired or was started in another tab. Please try again.'],
      ['email_in_use', 'An account with this e-mail already exists: log in with your e-mail and password.'],
      [
        'something-new',
        "The login service isn't answering. Try again later, or log in with your e-mail and password.",
      ],
    ])('social_sign_in_error=%s says why, without calling anything', async (reason, message) => {
      const { flash } = await settleHomeAt(`/?social_sign_in_error=${reason}`);
      expect(flash).toHaveBeenCalledExactlyOnceWith(message, { tone: 'error' });
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
