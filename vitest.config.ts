import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package is a project so
// `npm test -w <pkg>` runs just its own tests.
export default defineConfig({
  test: {
    projects: [
      { test: { name: '@ordina/domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: '@ordina/contracts', root: 'packages/contracts', environment: 'node' } },
      { test: { name: '@ordina/i18n', root: 'packages/i18n', environment: 'node' } },
      // Both suites check every reusable query's SQL against Kysely on each run (docs/decisions/033).
      { test: { name: '@ordina/db', root: 'packages/db', environment: 'node', testTimeout: 30000, hookTimeout: 60000, setupFiles: ['src/test/verify-reusable-queries.ts'] } },
      { test: { name: '@ordina/server', root: 'apps/server', environment: 'node', testTimeout: 30000, hookTimeout: 60000, setupFiles: ['@ordina/db/test/verify-reusable-queries'] } },
      'bench',
      { test: { name: '@ordina/web', root: 'apps/web', environment: 'happy-dom', include: ['app/**/*.test.{ts,tsx}'] } },
    ],
  },
});
