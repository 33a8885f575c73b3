import type { TestInfo } from '@playwright/test';

/** The one project a file's journeys run in, and why (the other project skips them). */
export interface JourneyProject {
  project: 'phone' | 'desktop';
  reason: string;
}

/**
 * Whether `testInfo` belongs to the other project (the phone project is the one with `isMobile`). Read
 * from the project's settings, not the `isMobile` fixture: a `test.skip` whose callback takes a test
 * fixture runs after the file's `beforeAll` and after Playwright's own trace fixture, which reads
 * `baseURL` — both too late for a journey whose server would start for nothing.
 */
export function inOtherProject(testInfo: TestInfo, only: JourneyProject): boolean {
  return Boolean(testInfo.project.use.isMobile) !== (only.project === 'phone');
}
