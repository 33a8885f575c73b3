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
  // oid, hash and a captcha token.
  ['api', 'order', 'detail', '*', ':secret', ':secret'],
  ['api', 'order-to-verify', 'detail', '*', ':secret', ':secret'],
  // The retry link reopens an order's payment: oid and hash.
  ['api', 'payments', 'retry', '*', ':secret'],
];

/** Query parameters whose value is a secret (codes of e-mailed links, tokens, passwords). */
const SECRET_PARAMS = new Set(['verification_code', 'code', 'state', 'token', 'access_token', 'id_token', 'password', 'recaptchatoken']);

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
    const matches = template.every((part, i) => part === '*' || part === ':secret' || decoded(segments[i + 1] ?? '').toLowerCase() === part);
    if (!matches) continue;
    return segments.map((segment, i) => (i > 0 && template[i - 1] === ':secret' && segment !== '' ? redactedSegment(segment) : segment)).join('/');
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
