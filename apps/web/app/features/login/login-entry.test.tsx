import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeSessionUser } from '../../lib/session/after-hydration-shared/session-store.ts';
import { loginEntryVisible, requestedLoginView } from './login-entry.ts';
import { accountsStorefront, fakeApi, freshUser, renderShell } from './test/render-shell.tsx';

beforeEach(() => fakeApi({}));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('login entry visibility (spec §2)', () => {
  it('follows customer_auth_type and hides on the menu page', () => {
    expect(loginEntryVisible('solo_guest', false)).toBe(false);
    expect(loginEntryVisible('guest_or_login', false)).toBe(true);
    expect(loginEntryVisible('solo_login', false)).toBe(true);
    expect(loginEntryVisible('guest_or_login', true)).toBe(false);
    expect(loginEntryVisible('solo_login', true)).toBe(false);
  });

  it('shows no entry for a guests-only business', async () => {
    renderShell({ storefront: accountsStorefront('solo_guest') });
    expect(await screen.findByRole('button', { name: 'Open the menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('shows the entry on the home page and hides it on the menu page', async () => {
    const router = renderShell({ storefront: accountsStorefront('solo_login') });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    await act(() => router.navigate('/menu'));
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    await act(() => router.navigate('/categorie/dolci'));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it("shows the logged-in user's initial with their name as the accessible name", async () => {
    renderShell();
    const entry = await screen.findByRole('button', { name: 'Log in' });
    act(() => storeSessionUser(freshUser({ name: 'anna', lastname: 'Bianchi' })));
    expect(entry.getAttribute('aria-label')).toBe("anna Bianchi's account");
    expect(entry.textContent).toBe('a');
  });
});

describe('open-login event', () => {
  it('names the requested view, or the home view', () => {
    expect(requestedLoginView(new Event('ordina:open-login'))).toBe('LOGIN_HOME');
    expect(
      requestedLoginView(new CustomEvent('ordina:open-login', { detail: { view: 'LOGIN_USERPWD' } })),
    ).toBe('LOGIN_USERPWD');
    expect(requestedLoginView(new CustomEvent('ordina:open-login', { detail: { view: 'ADMIN' } }))).toBe(
      'LOGIN_HOME',
    );
  });
});
