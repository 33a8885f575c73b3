/** A storefront page the bench measures; `name` names its limit page file (`__limit/<name>.html`). */
export interface BenchRoute {
  name: string;
  path: string;
}

/**
 * The pages measured on every run. To measure another page add one line, e.g.
 * `{ name: 'menu', path: '/menu' }` or `{ name: 'category', path: '/categorie/<slug>' }`.
 */
export const BENCH_ROUTES: readonly BenchRoute[] = [
  { name: 'home', path: '/' },
  // A category of the demo restaurant (packages/db/demo/lido-azzurro.json) with product photos.
  { name: 'category', path: '/categorie/pizze' },
  { name: 'menu', path: '/menu' },
];

/** Throws when a route's name cannot be a file name or two routes share a name. */
export function assertValidRoutes(routes: readonly BenchRoute[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(route.name)) throw new Error(`bench route name "${route.name}": use lower-case letters, digits and dashes`);
    if (!route.path.startsWith('/')) throw new Error(`bench route "${route.name}": path must start with "/"`);
    if (seen.has(route.name)) throw new Error(`bench route name "${route.name}" is used twice`);
    seen.add(route.name);
  }
}
