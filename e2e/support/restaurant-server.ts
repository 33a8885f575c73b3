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
  // Its own timeout: a server's start (migrations, the demo's seed) on a busy machine is not the journey's time.
  restaurant: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startOwnServer({ business: demoBusiness, env: {} });
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ restaurant }, provide) => {
    await provide(restaurant.baseURL);
  },
});

/**
 * Runs the file's journeys in one project only. Decided before the restaurant's server starts: a
 * `test.skip` inside the test comes after its fixtures, so the other project would start a server
 * for nothing. The phone project is the one with `isMobile`.
 */
export function onlyInProject(project: 'phone' | 'desktop', reason: string): void {
  test.skip(({ isMobile }) => isMobile !== (project === 'phone'), reason);
}

export { expect } from '@playwright/test';
