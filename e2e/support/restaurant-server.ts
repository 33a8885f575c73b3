import { demoBusiness } from './demo-business.ts';
import { test as base } from './hydration.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

/**
 * `test` for journeys that open the order board: each runs against a demo restaurant of its own
 * (`baseURL` is that server's). An open board is a heartbeat (docs/decisions/046); once the last one
 * closes, the server pauses ordering after the business file's `board.absentPauseMinutes` (3) of
 * acceptance hours, and the demo accepts round the clock. On the shared server that pause reached
 * every journey that ran later (the CI of stop 40: home-info's "order service active" failed).
 */
export const test = base.extend<{ restaurant: OwnServer }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  restaurant: async ({}, provide) => {
    const server = await startOwnServer({ business: demoBusiness, env: {} });
    try {
      await provide(server);
    } finally {
      await server.stop();
    }
  },
  baseURL: async ({ restaurant }, provide) => {
    await provide(restaurant.baseURL);
  },
});

export { expect } from '@playwright/test';
