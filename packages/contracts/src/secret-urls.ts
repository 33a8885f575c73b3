/*
 * Addresses that carry a secret: the e-mailed codes (a password-reset link
 * stays valid for hours, a confirmation link for two days), a guest order's
 * hash, a token in a query. Whoever reads the access log or the browser's
 * cache could use them, so the log shows them redacted and pages at such an
 * address are never stored (see app.ts and plugins/pages.ts).
 */

/** What a redacted secret reads in the log. */
export const REDACTED = '[REDACTED]';

/**
 * Paths of spec §2/§7 with secret segments: `*` is any segment kept as it is,
 * `:secret` one redacted. Matched from the start, ignoring case (React Router
 * matches routes without case).
 */
const SECRET_PATHS: readonly (readonly string[])[] = [
  ['cambia-password', ':secret'],
  ['ordine', 'convalida', ':secret'],
  ['ordine', 'inviato', '*', ':secret'],
  ['ordine', 'in-attesa-di-convalida', '*', ':secret'],
  ['esito-pagamento', '*', '*', ':secret'],
  // The sandbox gateway's pay page: its reference opens the payment of an order (docs/decisions/018).
  ['sandbox-pay', ':secret'],
  // A staff member's one-time set-password link (docs/decisions/043).
  ['gestione', 'imposta-password', ':secret'],
  // oid, hash and a captcha token.
  ['api', 'order', 'detail', '*', ':secret', ':secret'],
  ['api', 'order-to-verify', 'detail', '*', ':secret', ':secret'],
  // The confirmation e-mail sent again: otid and hash, then `resend` (after the detail's, which it would match).
  ['api', 'order-to-verify', '*', ':secret'],
  // An unpaid order switched to payment on delivery (issue 34 item 12): oid and hash, then `payment-method`.
  ['api', 'order', '*', ':secret'],
  // The retry link reopens an order's payment: oid and hash.
  ['api', 'payments', 'retry', '*', ':secret'],
];

/** Query parameters whose value is a secret (codes of e-mailed links, tokens, passwords). */
const SECRET_PARAMS = new Set([
  'verification_code',
  'code',
  'state',
  'token',
  'access_token',
  'id_token',
  'password',
  'recaptchatoken',
]);

/** React Router's data request for a page: `/cambia-password/<code>.data`. */
const DATA_SUFFIX = '.data';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function redactedSegment(segment: string): string {
  return segment.endsWith(DATA_SUFFIX) ? `${REDACTED}${DATA_SUFFIX}` : REDACTED;
}

function redactPath(path: string): string {
  // segments[0] is the empty string before the leading slash.
  const segments = path.split('/');
  for (const template of SECRET_PATHS) {
    if (segments.length - 1 < template.length) continue;
    const matches = template.every(
      (part, i) =>
        part === '*' || part === ':secret' || decoded(segments[i + 1] ?? '').toLowerCase() === part,
    );
    if (!matches) continue;
    return segments
      .map((segment, i) =>
        i > 0 && template[i - 1] === ':secret' && segment !== '' ? redactedSegment(segment) : segment,
      )
      .join('/');
  }
  return path;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const key = pair.slice(0, separator);
      return SECRET_PARAMS.has(decoded(key).toLowerCase()) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
}

/** A request URL (path and query) with every secret in it replaced by [REDACTED]; other URLs come back unchanged. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactPath(url);
  return `${redactPath(url.slice(0, queryStart))}?${redactQuery(url.slice(queryStart + 1))}`;
}

/** Whether a request URL carries a secret (its answer must not be stored by the browser). */
export function urlCarriesSecret(url: string): boolean {
  return redactUrl(url) !== url;
}

/**
 * A URL or path inside free text (a log line's JSON, an error's message or
 * stack): an optional scheme and host, then a path up to whatever ends it in
 * text, in JSON (a quote, or the backslash of an escaped one) or in markup.
 */
const URL_IN_TEXT = /(?:[a-z][a-z\d+.-]*:\/\/[^/\s"'<>\\`]*)?\/[^\s"'<>\\`]*/giu;

/**
 * Any text with every secret of the URLs it mentions replaced by [REDACTED]
 * (issue 31 item 13): a request's URL is not only in its request line — an
 * error message ("You made a POST request to "/cambia-password/<code>"…"),
 * a stack or a provider's answer may quote it too, so the log redacts whole
 * lines with this, whatever wrote them.
 */
export function redactUrlsInText(text: string): string {
  return text.replace(URL_IN_TEXT, (found) => {
    const schemeEnd = found.indexOf('://');
    const pathStart = schemeEnd === -1 ? 0 : found.indexOf('/', schemeEnd + 3);
    if (pathStart === -1) return found;
    return `${found.slice(0, pathStart)}${redactUrl(found.slice(pathStart))}`;
  });
}
