import { expect, test as base, type Page, type Response } from '@playwright/test';
import { REACT_COMMIT_HOOK } from './react-commit-hook.ts';

// A server-rendered page shows its buttons before React has hydrated it: a click
// that lands before then is lost, and what the page does on hydration (the route
// guards' redirects) comes seconds after the load event on a busy machine. So
// journeys wait for hydration — a state, not a time — through the hook React
// offers to developer tools, which it calls on every commit (production builds
// too); the first commit is the hydration.

/**
 * Counts React's commits in every document `page` opens, for `visit` and `reload` (a page of a
 * context a journey opens itself needs it as the fixture's page has it).
 */
export async function countReactCommits(page: Page): Promise<void> {
  await page.addInitScript(REACT_COMMIT_HOOK);
}

/** `test` whose pages count React's commits, for `visit` and `reload`. */
export const test = base.extend({
  // The fixture callback is named `provide`: ESLint's React rules would take `use` for the React hook.
  page: async ({ page }, provide) => {
    await countReactCommits(page);
    await provide(page);
  },
});

export { expect } from '@playwright/test';

/** Opens `path` and waits until React has hydrated it (bounded by the test's timeout). */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

/** Waits until React has hydrated the page's current document (after a navigation the page made itself). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__e2eReactCommits ?? 0) > 0, undefined, { timeout: 0 });
}

/**
 * Waits until the page services run (shell/after-hydration/page-services.tsx, loaded after hydration: browser Back closing
 * dialogs, the navbar menus' keys and outside taps). Once mounted, they prefetch the public pages' route
 * modules on idle, `routeModule` among them (e.g. 'home', a page this one links to, not its own): its
 * request is the sign they run — a state, where waiting for the network to be quiet was a guess.
 */
export async function pageServicesRunning(page: Page, routeModule: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (prefix) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(prefix)),
        `/assets/${routeModule}-`,
      ),
    )
    .toBe(true);
}
