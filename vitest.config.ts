import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** A package's folder, absolute: `npm test -w <pkg>` runs Vitest from that package's folder. */
const at = (folder: string) => fileURLToPath(new URL(`./${folder}/`, import.meta.url));

const DB_TEST_SUPPORT = at('packages/db/src/test');
/**
 * The database and server suites: real databases, so longer timeouts than the rest. Their throwaway PostgreSQL
 * clusters are swept when the run starts and ends (globalSetup), and each test file's server is stopped when the
 * file ends (a setup file, since only setup files are evaluated again for every file under `isolate: false`; see
 * packages/db/src/test/test-server.ts).
 */
const DATABASE_SUITE = {
  environment: 'node' as const,
  testTimeout: 30000,
  hookTimeout: 60000,
  globalSetup: [`${DB_TEST_SUPPORT}sweep-throwaway-clusters.ts`],
};
const STOP_TEST_SERVER = `${DB_TEST_SUPPORT}stop-test-server.ts`;
const DB_SETUP = ['src/test/verify-reusable-queries.ts', STOP_TEST_SERVER];
/** The database suite's files that replace a module with `vi.mock`: they run with a module graph of their own. */
const DB_MOCKS_MODULES = ['src/migrate-unordered.test.ts'];

// One Vitest run covers every package; each package is a project so
// `npm test -w <pkg>` runs just its own tests.
export default defineConfig({
  test: {
    projects: [
      { test: { name: '@ordina/domain', root: at('packages/domain'), environment: 'node' } },
      { test: { name: '@ordina/contracts', root: at('packages/contracts'), environment: 'node' } },
      { test: { name: '@ordina/i18n', root: at('packages/i18n'), environment: 'node' } },
      // Both suites check every reusable query's SQL against Kysely on each run (docs/decisions/033).
      //
      // The database and server suites share one module graph per worker (`isolate: false`): each of their
      // files imported Kysely, Fastify and the app's plugins again, and those imports were most of the time
      // these suites took (measured: the whole `vitest run` 6 min 54 s → 5 min 2 s on this 2-core machine).
      // Their files own their state (a database per test file, their own app instances), so sharing modules
      // changes no result. A file that replaces a module (`vi.mock`) needs its own graph: it is listed in
      // DB_MOCKS_MODULES and runs isolated (apps/server has none).
      {
        test: {
          name: '@ordina/db',
          root: at('packages/db'),
          ...DATABASE_SUITE,
          setupFiles: DB_SETUP,
          isolate: false,
          exclude: [...configDefaults.exclude, ...DB_MOCKS_MODULES],
        },
      },
      {
        test: {
          name: '@ordina/db-isolated',
          root: at('packages/db'),
          ...DATABASE_SUITE,
          setupFiles: DB_SETUP,
          include: DB_MOCKS_MODULES,
        },
      },
      {
        test: {
          name: '@ordina/server',
          root: at('apps/server'),
          ...DATABASE_SUITE,
          setupFiles: ['@ordina/db/test/verify-reusable-queries', STOP_TEST_SERVER],
          isolate: false,
        },
      },
      'bench',
      {
        test: {
          name: '@ordina/web',
          root: at('apps/web'),
          environment: 'happy-dom',
          include: ['app/**/*.test.{ts,tsx}', '*.test.ts'],
        },
      },
    ],
  },
});
