import { defineProject } from 'vitest/config';

// The bench's own unit tests (HTML parsing, limit page, budgets, report). Run with
// `npm test -w @ordina/bench`; the root vitest.config.ts can list this folder as a project.
export default defineProject({
  test: {
    name: '@ordina/bench',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
