import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AFTER_LOGIN_URL_KEY,
  CHECKOUT_DRAFT_KEY,
  clearAfterLoginUrl,
  clearSession,
  readAfterLoginUrl,
  readSessionUser,
  SAVED_ADDRESSES_KEY,
  SESSION_USER_KEY,
  storeAfterLoginUrl,
  storeSessionUser,
  useSessionUser,
} from './session-store.ts';
import { sessionUser } from '../test/session-user.ts';

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
});

describe('session store', () => {
  it('stores the whole user under ordina.user and reads it back', () => {
    storeSessionUser(sessionUser());
    expect(JSON.parse(localStorage.getItem(SESSION_USER_KEY)!)).toEqual(sessionUser());
    expect(readSessionUser()).toEqual(sessionUser());
  });

  it.each([
    ['not JSON', '{"id":7,'],
    ['not an object', '"anna"'],
    ['a missing token', JSON.stringify({ ...sessionUser(), token: undefined })],
    ['an empty token', JSON.stringify({ ...sessionUser(), token: '' })],
    ['a string id', JSON.stringify({ ...sessionUser(), id: '7' })],
    ['exp not a number', JSON.stringify({ ...sessionUser(), exp: 'tomorrow' })],
    ['privacy flag not boolean', JSON.stringify({ ...sessionUser(), privacy_policy_accepted: 1 })],
  ])('clears corrupt stored data (%s)', (_case, raw) => {
    localStorage.setItem(SESSION_USER_KEY, raw);
    expect(readSessionUser()).toBeNull();
    expect(localStorage.getItem(SESSION_USER_KEY)).toBeNull();
  });

  it('keeps only the user fields of stored data', () => {
    localStorage.setItem(SESSION_USER_KEY, JSON.stringify({ ...sessionUser(), extra: 'x' }));
    expect(readSessionUser()).toEqual(sessionUser());
  });

  it('logout clears the checkout draft: the next guest on the device does not find the customer’s details (issue 31 item 10)', () => {
    storeSessionUser(sessionUser());
    const draft = {
      name: 'Anna',
      lastname: 'Neri',
      email: 'anna@example.it',
      phone: '+39 333 765 4321',
      address: { selectedAddress: 31, address: null, zone: 'inside' },
    };
    localStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
    localStorage.setItem('ordina.cart', '[]');
    clearSession();
    expect(localStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    // The cart holds no personal data and is not the session's (spec §4 names the user, addresses, after-login page).
    expect(localStorage.getItem('ordina.cart')).toBe('[]');
  });

  it('logout clears the user, the saved addresses and the after-login page (spec §4)', () => {
    storeSessionUser(sessionUser());
    localStorage.setItem(SAVED_ADDRESSES_KEY, '[]');
    storeAfterLoginUrl('/area-personale/i-miei-ordini');
    localStorage.setItem('ordina_locale', 'en');
    clearSession();
    expect(localStorage.getItem(SESSION_USER_KEY)).toBeNull();
    expect(localStorage.getItem(SAVED_ADDRESSES_KEY)).toBeNull();
    expect(localStorage.getItem(AFTER_LOGIN_URL_KEY)).toBeNull();
    // The language choice is not part of the session.
    expect(localStorage.getItem('ordina_locale')).toBe('en');
    expect(readSessionUser()).toBeNull();
  });

  it('keeps only local after-login pages', () => {
    storeAfterLoginUrl('https://evil.example/');
    expect(readAfterLoginUrl()).toBeNull();
    localStorage.setItem(AFTER_LOGIN_URL_KEY, '//evil.example/x');
    expect(readAfterLoginUrl()).toBeNull();
    storeAfterLoginUrl('/area-personale/il-mio-account');
    expect(readAfterLoginUrl()).toBe('/area-personale/il-mio-account');
    clearAfterLoginUrl();
    expect(readAfterLoginUrl()).toBeNull();
  });
});

function WhoAmI() {
  const user = useSessionUser();
  return <p>{user ? `user ${user.name}` : 'guest'}</p>;
}

describe('useSessionUser', () => {
  it('is null on the server even with a stored user (no hydration mismatch)', () => {
    storeSessionUser(sessionUser());
    expect(renderToString(<WhoAmI />)).toBe('<p>guest</p>');
  });

  it('follows login and logout, in this tab and from another tab', () => {
    render(<WhoAmI />);
    expect(screen.getByText('guest')).toBeTruthy();
    act(() => storeSessionUser(sessionUser()));
    expect(screen.getByText('user Anna')).toBeTruthy();
    act(() => clearSession());
    expect(screen.getByText('guest')).toBeTruthy();
    // Another tab logs in: the storage event tells this one.
    act(() => {
      localStorage.setItem(SESSION_USER_KEY, JSON.stringify(sessionUser({ name: 'Bruno' })));
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_USER_KEY }));
    });
    expect(screen.getByText('user Bruno')).toBeTruthy();
  });
});
