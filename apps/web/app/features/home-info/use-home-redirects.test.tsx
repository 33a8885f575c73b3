import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTranslator } from '@ordina/i18n';
import { AFTER_LOGIN_URL_KEY, useHomeRedirects } from './use-home-redirects.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Home({ flash }: { flash: (text: string) => void }) {
  useHomeRedirects({ authenticated: false, flash, t: createTranslator('en') });
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

describe('home redirects', () => {
  it('follows a stored after-login address once, removing it', async () => {
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '/categorie/pizze');
    const router = renderHomeAt('/');
    expect(await screen.findByText('category')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/categorie/pizze');
    expect(localStorage.getItem(AFTER_LOGIN_URL_KEY)).toBeNull();
  });

  it('never follows a stored address that leaves the site', async () => {
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '//evil.test/x');
    const router = renderHomeAt('/');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(AFTER_LOGIN_URL_KEY)).toBeNull();
  });

  it('a verification_code for a guest flashes the failure and leaves the query behind', async () => {
    const flash = vi.fn();
    const router = renderHomeAt('/?verification_code=abc', flash);
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(flash).toHaveBeenCalledExactlyOnceWith('It was not possible to verify the account', { tone: 'error' });
  });
});
