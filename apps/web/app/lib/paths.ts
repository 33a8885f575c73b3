/** The one place for the storefront's route paths (spec §2); links and redirects use these. */
export const paths = {
  home: '/',
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
    `/area-personale/i-miei-ordini/${encodeURIComponent(String(id))}/${encodeURIComponent(orderCode)}`,
  acceptPrivacy: '/area-personale/accetta-privacy-policy',
  /** The redirecting page (spec §2): 'logout', 'pagamento-on-line', or any other type for a generic title. */
  redirecting: (redirectType: string) => `/reindirizzamento/${encodeURIComponent(redirectType)}`,
  /** Resource routes that send the browser to the sign-in provider (configuration.routes.oauth_*). */
  connectGoogle: '/connect/google',
  connectFacebook: '/connect/facebook',
} as const;

/** Whether a path is the storefront's own (a single leading slash), so redirecting to it cannot leave the site. */
export function pathIsLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
