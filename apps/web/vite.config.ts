import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { CART_RULES_CHUNK } from './cart-rules-chunk.ts';
import { loadGroupCheckPlugin } from './load-group-check.ts';
import { LOAD_GROUPS, inLoadGroup } from './load-groups.ts';
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
      chunkFileNames: (chunk: { isDynamicEntry: boolean }) =>
        chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js',
      codeSplitting: {
        // From the folders of the web app (load-groups.ts): no file is named here.
        groups: LOAD_GROUPS.map((group) => ({
          name: group.name,
          priority: group.priority,
          test: (id: string) => inLoadGroup(id, group),
        })),
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
const REACT_ROUTER_DIST = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER_DIST}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_DIST}dom-export.mjs` },
];

// Leaflet's ES module build (its package points bundlers to the CommonJS one): see lib/map/leaflet-map.ts.
const leafletModule = {
  find: /^leaflet$/,
  replacement: fileURLToPath(new URL('../../node_modules/leaflet/dist/leaflet-src.esm.js', import.meta.url)),
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    pageCataloguePlugin(),
    pureDeclarationsPlugin(),
    tailwindcss(),
    reactRouter(),
    compileHintsPlugin(),
    loadGroupCheckPlugin(fileURLToPath(new URL('./app', import.meta.url))),
  ],
  build: isSsrBuild ? serverBuild : clientBuild,
  resolve: { alias: mode !== 'production' ? [leafletModule] : [leafletModule, ...reactRouterProduction] },
  ssr: mode !== 'production' ? {} : { noExternal: ['react-router'] },
  // The bundle's mode decides React's build, whatever NODE_ENV the building
  // process has (test runners build with NODE_ENV=test).
  define: isSsrBuild
    ? {}
    : { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
}));
