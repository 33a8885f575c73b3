import type { ErrorCode, Locale } from '@ordina/contracts';
import type { MessageKey } from './message-key.ts';
import { isMessageKey, translate } from './translate.ts';

/**
 * True when `code` is one of the spec's server error codes. The catalogue
 * holds one `errors.<CODE>` text per contract code and one more,
 * `errors.attention` (catalogues.test.ts checks exactly that), so the
 * catalogue answers without the contract's list of codes, which would
 * otherwise join every page's first-load JavaScript (~0.5 KB gzipped).
 */
export function isErrorCode(code: string): code is ErrorCode {
  return code !== 'attention' && isMessageKey(`errors.${code}`);
}

/** The catalogue key of an error code (a missing `errors.<CODE>` key is a type error here). */
export function errorKey(code: ErrorCode): MessageKey {
  return `errors.${code}`;
}

/** The translated text of one error code; an unknown code reads as GENERIC_ERROR. */
export function errorText(locale: Locale, code: string): string {
  return translate(locale, errorKey(isErrorCode(code) ? code : 'GENERIC_ERROR'));
}

/**
 * The snackbar text for a server's `response.data.errors` (spec §8): each
 * code translated, joined with ', ', prefixed 'Attention: ' in the locale.
 * A code repeated in the list is shown once; an empty list reads as GENERIC_ERROR.
 */
export function errorMessage(locale: Locale, codes: readonly string[]): string {
  const texts = new Set(
    (codes.length > 0 ? codes : ['GENERIC_ERROR']).map((code) => errorText(locale, code)),
  );
  return translate(locale, 'errors.attention', { messages: [...texts].join(', ') });
}
