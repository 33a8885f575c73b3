import type { Locale } from '@ordina/contracts';

/** Cookie that stores the visitor's language choice so server rendering sees it. */
export const LOCALE_COOKIE = 'ordina_locale';
/** localStorage key that mirrors the stored choice in the browser (spec §3: the locale is stored). */
export const LOCALE_STORAGE_KEY = 'ordina_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The stored language choice from a Cookie header, or null when there is none (or it cannot be read). */
export function readLocaleCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === LOCALE_COOKIE)
      return cookieValue(part.slice(separator + 1).trim());
  }
  return null;
}

/** A cookie value decoded, or null when it is not valid percent-encoding ("%", "%E0%A4%A"): a stray cookie means no choice, never a failed page. */
function cookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The Set-Cookie value that stores a language choice for a year. */
export function localeCookieHeader(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
