/** The one place for the storefront's route paths (spec §2); links and redirects use these. */
export const paths = {
  home: '/',
  /** The home page's category list (its section's id is HOME_CATEGORIES_ID): where "change category" and "Go to the menu" land. */
  homeCategories: '/#categorie',
  menu: '/menu',
  contacts: '/contatti',
  checkout: '/concludi-ordine',
  /** Resource route that stores the language choice (form post, works without JavaScript). */
  language: '/lingua',
  category: (slug: string) => `/categorie/${encodeURIComponent(slug)}`,
  /** The change-password page of a recovery e-mail's code. */
  changePassword: (code: string) => `/cambia-password/${encodeURIComponent(code)}`,
  account: '/area-personale/il-mio-account',
  orders: '/area-personale/i-miei-ordini',
  order: (id: number | string, orderCode: string) =>
    `/area-personale/i-miei-ordini/${encodeURIComponent(id)}/${encodeURIComponent(orderCode)}`,
  acceptPrivacy: '/area-personale/accetta-privacy-policy',
  /** The order pages of spec §2: order sent, waiting for its e-mail/SMS confirmation, the confirmation link, the payment landing. */
  orderSent: (oid: number | string, hash: string) =>
    `/ordine/inviato/${encodeURIComponent(oid)}/${encodeURIComponent(hash)}`,
  orderToVerify: (otid: number | string, hash: string, type: string) =>
    `/ordine/in-attesa-di-convalida/${encodeURIComponent(otid)}/${encodeURIComponent(hash)}/${encodeURIComponent(type)}`,
  orderVerify: (code: string) => `/ordine/convalida/${encodeURIComponent(code)}`,
  paymentResult: (result: string, oid: number | string, hash: string) =>
    `/esito-pagamento/${encodeURIComponent(result)}/${encodeURIComponent(oid)}/${encodeURIComponent(hash)}`,
  /** The redirecting page (spec §2): 'logout', 'pagamento-on-line', or any other type for a generic title. */
  redirecting: (redirectType: string) => `/reindirizzamento/${encodeURIComponent(redirectType)}`,
  /** Resource routes that send the browser to the sign-in provider (configuration.routes.oauth_*). */
  connectGoogle: '/connect/google',
  connectFacebook: '/connect/facebook',
} as const;

/** Where the restaurant's side begins: the root layout leaves the storefront's shell out below it. */
export const STAFF_ROOT = '/gestione';

/* The restaurant's side's own paths are in staff-paths.ts: kept apart, they never join the storefront's shared chunk. */

/**
 * Characters a local path never carries: C0/C1 controls, DEL, and the line and
 * paragraph separators. Browsers drop tabs and newlines from a URL before
 * resolving it (so "/\t/evil.example" becomes "//evil.example", another
 * site), and CR/LF/NUL in a Location header would split or break the answer.
 * A backslash counts as a slash for browsers ("/\evil.example" is off-site).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern finds
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;

/**
 * `value` as a path of the site at `origin`, or null when following it could
 * leave the site or is not a clean path. It is judged as a browser would
 * resolve it: parsed as a URL against the site's origin, which must stay the
 * same. The answer is the parsed path, query and fragment (percent-encoded,
 * so it is always a safe header value).
 */
export function localPath(value: string, origin: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_IN_PATH.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a path is the storefront's own, so redirecting to it cannot leave the site (localPath on any origin). */
export function pathIsLocal(path: string): boolean {
  return localPath(path, 'https://storefront.invalid') !== null;
}

/** Id of the home page's category list section (the fragment of paths.homeCategories). */
export const HOME_CATEGORIES_ID = 'categorie';

/** The footer's list of links, where the consent code (loaded only where tracking is configured) adds "Cookie preferences". */
export const FOOTER_LINKS_ID = 'footer-links';
