import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { AFTER_LOGIN_URL_KEY } from '../../lib/session/after-hydration-shared/session-store.ts';
import { LoginHomeView } from './login-home-view.tsx';

const ROUTES = {
  privacy_policy: '/privacy/{locale}.html',
  oauth_google: '/api/oauth/google',
  oauth_facebook: '',
};

// jsdom cannot navigate: the link's default action is stopped after our handler ran.
const stopNavigation = (event: Event) => event.preventDefault();

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.removeEventListener('click', stopNavigation);
});

describe("the login drawer's sign-in choices", () => {
  it('offers only the configured providers, leading to /connect/{provider}', () => {
    render(<LoginHomeView routes={ROUTES} t={createTranslator('en')} onView={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/connect/google',
    );
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
  });

  it('remembers the page to come back to after the provider, unless a page already asked for one', () => {
    document.addEventListener('click', stopNavigation);
    window.history.replaceState(null, '', '/categorie/pizze?x=1');
    render(<LoginHomeView routes={ROUTES} t={createTranslator('en')} onView={vi.fn()} />);
    fireEvent.click(screen.getByRole('link', { name: 'Sign in with Google' }));
    expect(localStorage.getItem(AFTER_LOGIN_URL_KEY)).toBe('/categorie/pizze?x=1');
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '/i-miei-ordini');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in with Google' }));
    expect(localStorage.getItem(AFTER_LOGIN_URL_KEY)).toBe('/i-miei-ordini');
  });
});
