import { demoBusiness } from './demo-business.ts';
import { test as base } from './hydration.ts';
import { inOtherProject, type JourneyProject } from './journey-project.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

/**
 * `test` for journeys that open the order board: each runs against a demo restaurant of its own
 * (`baseURL` is that server's). An open board is a heartbeat (docs/decisions/046); once the last one
 * closes, the server pauses ordering after the business file's `board.absentPauseMinutes` (3) of
 * acceptance hours, and the demo accepts round the clock. On the shared server that pause reached
 * every journey that ran later (the CI of stop 40: home-info's "order service active" failed).
 */
export const test = base.extend<{
  restaurant: OwnServer;
  journeyProject: JourneyProject | undefined;
  inJourneyProject: void;
}>({
  journeyProject: [undefined, { option: true }],
  // Skips a file's journeys in the other project before its server starts (./journey-project.ts): with
  // a file-level `test.skip(callback)`, every skipped journey started a restaurant's server for nothing
  // (20 a run), and on a busy CI one overran its 90 s and failed a skipped journey (CI of stop 48).
  inJourneyProject: async ({ journeyProject }, provide, testInfo) => {
    if (journeyProject) testInfo.skip(inOtherProject(testInfo, journeyProject), journeyProject.reason);
    await provide();
  },
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
  // `inJourneyProject` first: Playwright sets a fixture's dependencies up in the order they are named,
  // so the skip comes before any `restaurant` (a file's own one too, e.g. two servers on PostgreSQL).
  baseURL: async ({ inJourneyProject, restaurant }, provide) => {
    void inJourneyProject;
    await provide(restaurant.baseURL);
  },
});

/**
 * Runs the file's journeys in one project only (the phone project is the one with `isMobile`),
 * decided before the restaurant's server starts (`inJourneyProject`).
 */
export function onlyInProject(project: JourneyProject['project'], reason: string): void {
  test.use({ journeyProject: { project, reason } });
}

export { expect } from '@playwright/test';
