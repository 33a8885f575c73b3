import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import {
  clearSession,
  readSessionUser,
  storeSessionUser,
} from '../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../lib/session/test/session-user.ts';
import { RedirectingPage } from './redirecting-page.tsx';
import { renderAccountRoute } from './test/render-account.tsx';

const t = createTranslator('en');

afterEach(() => {
  cleanup();
  clearSession();
});

function renderAt(redirectType: string) {
  const flash = vi.fn();
  const view = renderAccountRoute(<RedirectingPage redirectType={redirectType} t={t} flash={flash} />, {
    path: '/reindirizzamento/:redirectType',
    url: `/reindirizzamento/${redirectType}`,
  });
  return { ...view, flash };
}

describe('Redirecting', () => {
  it(`logout: clears a session still stored, says "You're logged out" and goes home`, async () => {
    storeSessionUser(sessionUser());
    const { router, flash } = renderAt('logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readSessionUser()).toBeNull();
    expect(flash).toHaveBeenCalledWith("You're logged out");
  });

  it('online payment: a spinner with the payment title, and it stays for the checkout to leave', async () => {
    const { router, flash } = renderAt('pagamento-on-line');
    expect(screen.getByRole('heading', { name: 'Taking you to the payment page…' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(router.state.location.pathname).toBe('/reindirizzamento/pagamento-on-line');
    expect(flash).not.toHaveBeenCalled();
  });

  it('any other type: a generic title', () => {
    renderAt('altro');
    expect(screen.getByRole('heading', { name: 'Redirecting…' })).toBeTruthy();
  });
});
