/** The one place for the storefront's route paths (spec §2); links and redirects use these. */
export const paths = {
  home: '/',
  menu: '/menu',
  contacts: '/contatti',
  checkout: '/concludi-ordine',
  /** Resource route that stores the language choice (form post, works without JavaScript). */
  language: '/lingua',
  category: (slug: string) => `/categorie/${encodeURIComponent(slug)}`,
} as const;

/** Whether a path is the storefront's own (a single leading slash), so redirecting to it cannot leave the site. */
export function pathIsLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
