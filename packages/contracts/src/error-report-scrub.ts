import { REDACTED, redactUrl } from './secret-urls.ts';

/*
 * What an error report (docs/decisions/026) may never carry, whichever side
 * sends it: login tokens, passwords, e-mailed codes, card data. The browser
 * and the server both pass every event and breadcrumb through `scrubReport`
 * before it leaves (Sentry's beforeSend / beforeBreadcrumb), so one rule set
 * covers request bodies, headers, URLs, messages and extra data alike.
 */

/** Header names whose value is a credential. */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'stripe-signature',
  'paypal-transmission-sig',
]);

/**
 * Field names (lower case, `-`/`_` removed) whose value is a secret wherever
 * they appear: request bodies, query objects, extra data. `code` is the
 * e-mailed confirmation or reset code of spec §7.
 */
const SECRET_FIELDS = new Set([
  'password',
  'oldpassword',
  'newpassword',
  'currentpassword',
  'passwordconfirmation',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'recaptchatoken',
  'authorization',
  'cookie',
  'cookies',
  'setcookie',
  'secret',
  'clientsecret',
  'code',
  'verificationcode',
  'hash',
  'cardnumber',
  'cvc',
  'cvv',
  'cvv2',
  'pan',
  'expiry',
  'expmonth',
  'expyear',
  'iban',
]);

/** Field names that are secret by a part of their name (`user_password`, `stripeToken`, `card_holder`…). */
const SECRET_FIELD_PARTS = ['password', 'passwd', 'token', 'secret', 'card', 'authorization'];

function isSecretField(name: string): boolean {
  const key = name.toLowerCase().replace(/[-_]/g, '');
  return SECRET_FIELDS.has(key) || SECRET_FIELD_PARTS.some((part) => key.includes(part));
}

/** A bearer credential or a JWT anywhere in a text (a message that quotes a header, a stack that quotes a token). */
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g;
/** 13 to 19 digits, spaces or dashes between them: a card number (checked with Luhn below, so order numbers and phones pass). */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
/** `password=…`, `"token": "…"` and the like inside a text (an error message that quotes a body or a form). */
const SECRET_PAIR =
  /(["']?)([A-Za-z_-]*(?:password|passwd|token|secret|cvc|cvv|card_?number)[A-Za-z_-]*)\1(\s*[:=]\s*)(["']?)([^"'&\s,;}]+)\4/gi;
/** An absolute URL's origin (scheme and host), kept as it is; the path and query after it are redacted. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
/** URLs and paths with a query inside a longer text (a breadcrumb message `GET /x?token=…`). */
const URL_IN_TEXT = /(?:[a-z][a-z0-9+.-]*:\/\/[^\s/?#"']*)?\/[^\s"'?#]*\?[^\s"'#]*/gi;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A URL (absolute, or a path with its query) with its secret path segments and query values redacted. */
export function redactAnyUrl(url: string): string {
  const origin = ORIGIN.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  if (rest === '') return url;
  return origin + redactUrl(rest.startsWith('/') ? rest : `/${rest}`).slice(rest.startsWith('/') ? 0 : 1);
}

/** A free text with credentials, card numbers and secret URL parts redacted. */
export function scrubText(text: string): string {
  let scrubbed = ORIGIN.test(text) || text.startsWith('/') ? redactAnyUrl(text) : text;
  scrubbed = scrubbed.replace(URL_IN_TEXT, (url) => redactAnyUrl(url));
  scrubbed = scrubbed.replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`);
  scrubbed = scrubbed.replace(JWT, REDACTED);
  scrubbed = scrubbed.replace(
    SECRET_PAIR,
    (_match, quote: string, key: string, separator: string, valueQuote: string) =>
      `${quote}${key}${quote}${separator}${valueQuote}${REDACTED}${valueQuote}`,
  );
  return scrubbed.replace(CARD_NUMBER, (candidate) =>
    luhnValid(candidate.replace(/[ -]/g, '')) ? REDACTED : candidate,
  );
}

/** Nesting past this is cut (an event is a few levels deep; a cycle must not loop). */
const MAX_DEPTH = 12;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_HEADERS.has(key.toLowerCase())) continue;
    result[key] =
      isSecretField(key) && item !== null && item !== undefined && item !== ''
        ? REDACTED
        : scrubValue(item, depth + 1);
  }
  return result;
}

/**
 * A Sentry event or breadcrumb with its secrets gone: credential headers and
 * cookies dropped, secret fields (passwords, tokens, codes, card data) and
 * secret URL parts replaced by `[REDACTED]`, credentials and card numbers in
 * texts replaced too. Returns a copy; `user` (added only with the customer's
 * consent in the browser, spec §7) is kept as it is.
 */
export function scrubReport<T extends object>(report: T): T {
  const { user, ...rest } = report as T & { user?: unknown };
  const scrubbed = scrubValue(rest, 0) as Record<string, unknown>;
  const request = scrubbed.request as Record<string, unknown> | undefined;
  // The cookie string and the raw query are never needed to understand a failure.
  if (request && typeof request === 'object') {
    delete request.cookies;
    if (typeof request.query_string === 'string')
      request.query_string = redactUrl(`/?${request.query_string}`).slice(2);
  }
  return (user === undefined ? scrubbed : { ...scrubbed, user }) as T;
}
