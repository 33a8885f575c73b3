import { describe, expect, it } from 'vitest';
import { localeCookieHeader, readLocaleCookie } from './locale-cookie.ts';

describe('readLocaleCookie', () => {
  it('finds the stored language among other cookies', () => {
    expect(readLocaleCookie('session=abc; ordina_locale=fr; theme=dark')).toBe('fr');
  });

  it('is null without a header or without the cookie', () => {
    expect(readLocaleCookie(null)).toBeNull();
    expect(readLocaleCookie('session=abc; not_ordina_locale=en')).toBeNull();
  });

  it('is null for a value that is not valid percent-encoding, instead of throwing', () => {
    expect(readLocaleCookie('ordina_locale=%')).toBeNull();
    expect(readLocaleCookie('ordina_locale=%E0%A4%A')).toBeNull();
  });
});

describe('localeCookieHeader', () => {
  it('stores the choice for a year on the whole site, Secure on HTTPS', () => {
    expect(localeCookieHeader('en', false)).toBe('ordina_locale=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookieHeader('de', true)).toBe(
      'ordina_locale=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
});
