import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { CART_RULES_CHUNK } from './cart-rules-chunk.ts';
import { compileHintsPlugin } from './compile-hints-plugin.ts';
import { pageCataloguePlugin } from './page-catalogue-plugin.ts';
import { DECLARATIVE_SOURCES, pureDeclarationsPlugin } from './pure-declarations-plugin.ts';

// The server bundle's entry is our own module, which wraps React Router's
// request handler: the Fastify server imports `handleRequest` from
// build/server/index.js, so react-router is loaded once, from this app.
const serverBuild = { rollupOptions: { input: './app/request-handler.server.ts' } };

// Browser bundle: @ordina/contracts and @ordina/domain declare values only
// (see pure-declarations-plugin.ts), so pages that use a few of their
// constants and functions do not carry zod (~25 KB gzipped off the first load).
//
// The small modules every page loads anyway (paths, landmarks, page titles,
// message keys, the translator and money format, the snackbar, the API
// activity count, lazy-module and its offline retry, the session reader)
// would each become a chunk of a few hundred bytes: one group for them saves
// a request and a gzip stream apiece,
// and the group lands in the chunk with React and React Router (all pages load
// that). Measured (`node --import tsx bench/first-load.ts`): / 124 412 →
// 123 269 B, /categorie/pizze 124 207 → 122 908 B gzipped, with the product
// list group below; /menu, /contatti ±30 B.
//
// Shared chunks are named by their hash alone (`c-<hash>.js`, not
// `storefront-context-<hash>.js`): every chunk names the chunks it imports, in
// its import statements and its preload lists, and each file is compressed on
// its own, so the names are paid again in every file. Measured with `npm run
// bench:first-load`: / 124 247 → 123 734 B, /categorie/pizze 124 390 →
// 123 672 B gzipped, the same modules in the same chunks. Route modules keep
// their names (entry chunks).
const TINY_SHARED_MODULES =
  /(apps[\\/]web[\\/]app[\\/](lib[\\/](paths|landmarks|activity|page-title|privacy-policy|error-reporting[\\/]report|flash|open-login|lazy-module|create-store|use-translator|use-locale|menu-delivery-guard|session[\\/]use-lazy-session-user)\.ts|components[\\/]ui[\\/](offline-retry|flash-region)\.tsx)|packages[\\/]domain[\\/]src[\\/](message|constants|language|zone-offsets)\.ts|packages[\\/]i18n[\\/]src[\\/](translate|translator|money|dates|errors|intl-locale|labels|languages)\.ts|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)|preload-helper(\.js)?)$/;
// The small modules the category page's add buttons need beside its route would each be a chunk
// of their own, shared with the options dialog and the checkout: one chunk. (The catalogue rules
// stay out: the menu needs them without the rest.)
const PRODUCT_LIST_MODULES =
  /(apps[\\/]web[\\/]app[\\/](features[\\/]cart[\\/](lazy-product-options-dialog\.tsx|use-product-options\.ts|cart-store-provider\.tsx))|packages[\\/]domain[\\/]src[\\/]text\.ts)$/;
// The cart's summary and what it shares with the cart rules, the options dialog and the checkout (the cart
// store, the rules of options, cart, shipping, coupons and timetables, the business clock): one file, loaded
// after hydration. As a dozen chunks of 0.2-2.5 KB they came as a chain of imports, and the summary's preload
// list inserted 11 links in one task (13-34 ms of main thread under Lighthouse); one file needs neither
// (docs/decisions/039).
const CART_SUMMARY_MODULES =
  /(apps[\\/]web[\\/]app[\\/](features[\\/]cart[\\/](order-summary(-parts|-line|-lines|-totals|-bar)?|cart-store-context|cart-storage|cart-store|page-cart-store|use-deferred-rules|use-now|use-order-pricing)\.tsx?|lib[\\/]use-intersection\.ts)|packages[\\/]domain[\\/]src[\\/](cart-restore|order-prices|options|cart|shipping|coupons|timetables|clock|zone-offset-lookup)\.ts|packages[\\/]contracts[\\/]src[\\/]business\.ts|@date-fns[\\/]tz[\\/].*)$/;
// What the first load of `/` and the category page shows of the summary (its box, "Proceed", the order
// blockers) is kept out of the group above, which takes in its members' imports: with these it would become
// first-load JS (+10 KB gzip on `/`). They are a chunk of their own, which only the pages with the box load
// (with the `shared` group at a lower priority, Rolldown put them beside React, +1.9 KB on /menu and
// /contatti; decisions 039, 040).
const CART_SUMMARY_BOX_MODULES =
  /(apps[\\/]web[\\/]app[\\/](features[\\/]cart[\\/](cart-blockers\.ts|order-proceed\.tsx|order-summary-box\.tsx|lazy-order-summary\.tsx)|components[\\/]ui[\\/]order-blockers\.tsx)|packages[\\/]domain[\\/]src[\\/]blockers\.ts)$/;
// What every page loads right after hydration, in one chunk: the page services (session, consent, menus,
// dialog history, the route prefetch), the live storefront and its time-left warnings, the flash region's
// dialog variant, home's redirects and the small modules only they use. As eight files of 0.3-2.5 KB gzip,
// two waves of imports, each arriving part a task and a render of its own (docs/decisions/040).
const PAGE_PARTS_MODULES =
  /(apps[\\/]web[\\/]app[\\/](lib[\\/](session[\\/](use-token-renewal|session-services)|consent[\\/]configured-purposes|api[\\/]session|top-modal-dialog|progress-bar|prefetch-route-modules)|features[\\/](live[\\/](api[\\/]live|live-state|live-store|use-live-storefront|live-warnings)|account[\\/]privacy-policy-gate|home-info[\\/]home-redirects)|components[\\/]ui[\\/](flash-region-in-dialogs|dialog-history)|shell[\\/](disclosure-menus|lazy-consent|page-services))\.tsx?|packages[\\/]domain[\\/]src[\\/](live-state|session)\.ts)$/;
// What the page parts above share with the first load of the checkout and the account pages (the API client,
// the session store, the modal dialog's basics, the consent and analytics stores): kept out of that group, which
// takes in its members' imports and would otherwise become part of those pages' first load, and one chunk
// instead of seven there.
const API_SHARED_MODULES =
  /(apps[\\/]web[\\/]app[\\/](lib[\\/](api-client|use-api-query|session[\\/]session-store|use-modal-dialog|dialog-close-button|consent[\\/]consent-store|analytics[\\/]use-analytics)|features[\\/]account[\\/]account-access)\.tsx?|packages[\\/]contracts[\\/]src[\\/](errors|endpoints[\\/]endpoint)\.ts)$/;
const HOME_LAZY_PART_MODULES =
  /apps[\\/]web[\\/]app[\\/](lib[\\/](lazy-part\.tsx|interval-end\.ts)|components[\\/]ui[\\/]lazy-timetable-list\.ts)$/;
// Source maps: none here; `npm run sentry:sourcemaps` asks for hidden ones (`react-router build
// --sourcemapClient hidden`, docs/decisions/026) and moves them out of the public folder.
const clientBuild = {
  // Code loaded on demand brings no list of its chunks to preload, only its stylesheets (which must load
  // before it renders): inserting a preload link per chunk cost ~1 ms of main thread apiece, 30-40 of them
  // in one task right after hydration, the longest task left on the public pages; the chunks' imports fetch
  // them all the same, one round trip later (docs/decisions/030). The cart rules keep their list: the summary,
  // on screen, waits for them, and every round trip shows (the summary's own code is one chunk, decision 039).
  // It also drops the other chunks' lists and the error-reporting starter's (decision 026) from the first load.
  modulePreload: {
    resolveDependencies: (filename: string, deps: string[]) =>
      CART_RULES_CHUNK.test(filename) ? deps : deps.filter((dep) => dep.endsWith('.css')),
  },
  rolldownOptions: {
    treeshake: {
      moduleSideEffects: [{ test: DECLARATIVE_SOURCES, sideEffects: false }],
    },
    output: {
      // Shared chunks by their hash alone: each chunk repeats the names of the chunks it imports
      // (decision 021). The `c-` keeps a hash that starts with '-' from looking like an option to
      // command-line tools. Code loaded on demand keeps its name (product-options-dialog-…): it is
      // what the network panel, the offline journeys and a reader of the build look for.
      chunkFileNames: (chunk: { isDynamicEntry: boolean }) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js'),
      codeSplitting: {
        groups: [
          // First: a group that came before it would take these in with its members' imports (decision 040).
          { name: 'shared', test: TINY_SHARED_MODULES, priority: 2 },
          { name: 'products', test: PRODUCT_LIST_MODULES },
          // The home page's small helpers for its lazy parts (also the checkout's): one chunk.
          { name: 'lazy-parts', test: HOME_LAZY_PART_MODULES },
          { name: 'cart-summary-box', test: CART_SUMMARY_BOX_MODULES, priority: 1 },
          { name: 'cart-summary', test: CART_SUMMARY_MODULES },
          { name: 'api-shared', test: API_SHARED_MODULES, priority: 1 },
          { name: 'page-parts', test: PAGE_PARTS_MODULES },
          // Kept apart from the cart summary's group, which would otherwise take it in, and the menu with it.
          { name: 'catalog', test: /packages[\\/]domain[\\/]src[\\/]catalog\.ts$/, priority: 1 },
        ],
      },
    },
  },
};

// React Router publishes a production build beside the development one its
// package exports point to for every condition (the same code with its
// development warnings and checks on; upstream remix-run/react-router #12532).
// Production builds take the production one: the browser, the entry and its
// `/dom` part alike so only one copy ships; the server bundles it in (instead
// of importing the package at run time, which would load the development
// build), measured in README "Benchmarks" (`npm run bench:server`).
const REACT_ROUTER_DIST = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER_DIST}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_DIST}dom-export.mjs` },
];

// Leaflet's ES module build (its package points bundlers to the CommonJS one): see lib/map/leaflet-map.ts.
const leafletModule = { find: /^leaflet$/, replacement: fileURLToPath(new URL('../../node_modules/leaflet/dist/leaflet-src.esm.js', import.meta.url)) };

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [pageCataloguePlugin(), pureDeclarationsPlugin(), tailwindcss(), reactRouter(), compileHintsPlugin()],
  build: isSsrBuild ? serverBuild : clientBuild,
  resolve: { alias: mode !== 'production' ? [leafletModule] : [leafletModule, ...reactRouterProduction] },
  ssr: mode !== 'production' ? {} : { noExternal: ['react-router'] },
  // The bundle's mode decides React's build, whatever NODE_ENV the building
  // process has (test runners build with NODE_ENV=test).
  define: isSsrBuild ? {} : { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
}));
