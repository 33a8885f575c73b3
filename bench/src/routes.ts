/**
 * Route classes: pages that share a first-load budget (bench/budgets.json
 * `firstLoadJsGzipKB`). A new feature pays where it is used: checkout code on
 * checkout, account code on the account pages, never on the public pages.
 */
export const ROUTE_CLASSES = ['public', 'account', 'checkout'] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];

/**
 * A storefront page the bench measures; `name` names its limit page file
 * (`__limit/<name>.html`); `lighthouse: false` measures only its first-load
 * JavaScript (pages whose content needs a login, or that the Lighthouse
 * budgets do not cover).
 */
export interface BenchRoute {
  name: string;
  path: string;
  routeClass: RouteClass;
  lighthouse: boolean;
  /**
   * For a page that shows its content only once the browser has restored the
   * cart (the checkout): the cart saved in the browser before every load, and
   * the element that shows the content is painted. Its limit page is then the
   * page as the browser painted it, not the server's HTML (bench/src/browser-page.ts).
   */
  browserContent?: { savedCart: readonly SavedCartLine[]; readySelector: string };
}

/** A saved cart line as the storefront keeps it in localStorage (apps/web/app/features/cart/cart-summary/cart-storage.ts): a product without options. */
export interface SavedCartLine {
  product: { id: number };
  qty: number;
  variations: { options: readonly never[]; removed: readonly never[] };
}

/** A saved line of `qty` × product `id`, without options. */
function savedLine(id: number, qty: number): SavedCartLine {
  return { product: { id }, qty, variations: { options: [], removed: [] } };
}

/**
 * The pages measured on every run. To measure another page add one line, e.g.
 * `{ name: 'checkout', path: '/concludi-ordine', routeClass: 'checkout', lighthouse: true }`.
 * A route class with no route is skipped, and the run says so.
 */
export const BENCH_ROUTES: readonly BenchRoute[] = [
  { name: 'home', path: '/', routeClass: 'public', lighthouse: true },
  // A category of the demo restaurant (packages/db/demo/lido-azzurro.json) with product photos.
  { name: 'category', path: '/categorie/pizze', routeClass: 'public', lighthouse: true },
  { name: 'menu', path: '/menu', routeClass: 'public', lighthouse: true },
  { name: 'contacts', path: '/contatti', routeClass: 'public', lighthouse: false },
  // Account pages render for a guest too (the guard runs after hydration): the same scripts load.
  { name: 'account', path: '/area-personale/il-mio-account', routeClass: 'account', lighthouse: false },
  { name: 'orders', path: '/area-personale/i-miei-ordini', routeClass: 'account', lighthouse: false },
  // The checkout: its own class (cap 185 KB, decision 012). The server renders the wait for the browser's
  // cart, so the scripts are those of every visit. For Lighthouse it loads with a cart of two demo products
  // (packages/db/demo/lido-azzurro.json: Frittura di paranza, Tiramisù), so the form and the summary show;
  // the summary's totals (`dl`) are painted beside the form once both are there. The form's ALTCHA proof of
  // work runs in a Web Worker (decision 027): before that it kept the main thread busy (simulated TBT 43 s).
  {
    name: 'checkout',
    path: '/concludi-ordine',
    routeClass: 'checkout',
    lighthouse: true,
    browserContent: { savedCart: [savedLine(102, 1), savedLine(701, 2)], readySelector: '#order-summary dl' },
  },
];

/**
 * The routes named in `only` (a comma-separated list of route names, as in
 * `BENCH_ONLY=home,checkout`), in bench order; every route when `only` is
 * empty or unset. An unknown name throws, so a typo does not measure nothing.
 */
export function selectRoutes(routes: readonly BenchRoute[], only: string | undefined): readonly BenchRoute[] {
  const names = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return routes;
  const unknown = names.filter((name) => !routes.some((route) => route.name === name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_ONLY: no bench route named ${unknown.join(', ')} (known: ${routes.map((route) => route.name).join(', ')})`,
    );
  return routes.filter((route) => names.includes(route.name));
}

/** The routes Lighthouse runs on (the others are measured for first-load JS only). */
export function lighthouseRoutes(routes: readonly BenchRoute[]): BenchRoute[] {
  return routes.filter((route) => route.lighthouse);
}

/** Route classes that no route belongs to yet (their budgets cannot be checked). */
export function routeClassesWithoutRoutes(routes: readonly BenchRoute[]): RouteClass[] {
  return ROUTE_CLASSES.filter((routeClass) => !routes.some((route) => route.routeClass === routeClass));
}

/** Throws when a route's name cannot be a file name or two routes share a name. */
export function assertValidRoutes(routes: readonly BenchRoute[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(route.name))
      throw new Error(`bench route name "${route.name}": use lower-case letters, digits and dashes`);
    if (!route.path.startsWith('/')) throw new Error(`bench route "${route.name}": path must start with "/"`);
    if (seen.has(route.name)) throw new Error(`bench route name "${route.name}" is used twice`);
    seen.add(route.name);
  }
}
