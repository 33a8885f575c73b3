import { CART_RULES_CHUNK } from '../apps/web/cart-rules-chunk.ts';
import { COMPILE_HINT } from '../apps/web/compile-hints-plugin.ts';
import type { Page, Response } from '@playwright/test';
import { expect, pageServicesRunning, test, visit } from './support/hydration.ts';

// Decision 030: code a page loads after hydration (the login drawer, the live
// storefront, the dialogs' bodies…) comes by its dynamic import alone.
// Inserting a modulepreload link for each of its chunks cost a millisecond or
// more of main thread apiece, 30–40 of them in one task right after hydration.
// The cart rules keep their preloads: the summary, on screen, waits for them, and each round trip shows
// (the summary's own code is one chunk, decision 039).

const SHARED_CHUNK = /\/assets\/c-[\w-]+\.js$/;

/** Waits until the page has asked for the login drawer's code, which comes on idle. */
async function loginDrawerCodeAskedFor(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/assets/login-drawer-')),
      ),
    )
    .toBe(true);
}

test('the lazy parts of the home page load without preload links, but for the cart rules', async ({
  page,
}) => {
  const response = await visit(page, '/');
  const serverHtml = (await response?.text()) ?? '';
  // The login drawer's code is asked for on idle, after the parts mounted with the page.
  await loginDrawerCodeAskedFor(page);
  const added = (
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
        (link) => new URL(link.href).pathname,
      ),
    )
  ).filter((path) => !serverHtml.includes(path));
  // The page's own first-load modules are preloaded by the server's HTML (React drops those links when it hydrates the head).
  expect(serverHtml).toContain('rel="modulepreload"');
  for (const path of added)
    expect(
      CART_RULES_CHUNK.test(path) || SHARED_CHUNK.test(path),
      `${path} was preloaded after the page loaded`,
    ).toBe(true);
  expect(added.some((path) => path.includes('/assets/login-drawer-'))).toBe(false);
});

// Decision 040: what every page mounts after hydration (the page services, the live storefront and its warnings,
// the flash region in dialogs, home's redirects) is one chunk, and what it shares with the checkout's and the
// account's first load another. Split by default, `/` asked for 35 scripts in all (9 before hydration, 26 after,
// in two waves of imports); grouped, 23. The bound leaves room for a part or two, not for the split.
test('the home page asks for at most 26 scripts, its idle parts and prefetched routes included', async ({
  page,
}) => {
  await visit(page, '/');
  // The page services prefetch the category page's code on idle, and the login drawer's code comes on idle too.
  await pageServicesRunning(page, 'category');
  await loginDrawerCodeAskedFor(page);
  const scripts = await page.evaluate(
    () =>
      new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /^\/assets\/[^/]+\.js$/.test(path)),
      ).size,
  );
  expect(scripts).toBeLessThanOrEqual(26);
});

// Decision 036: V8 compiles a file with the hint on its first line while it streams, off the main thread,
// instead of each function on its first call inside the page's tasks.
test("every script a page loads starts with V8's compile hint", async ({ page }) => {
  const scripts: Response[] = [];
  const collect = (response: Response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response);
  };
  page.on('response', collect);
  await visit(page, '/');
  await expect.poll(() => scripts.length).toBeGreaterThan(5);
  // Bodies are read for the scripts collected so far only: a body asked for while the test ends (a lazy part
  // arriving late) would fail the test with "Test ended".
  page.off('response', collect);
  for (const text of await Promise.all(scripts.map((response) => response.text())))
    expect(text.split('\n', 1)[0]).toBe(COMPILE_HINT);
});
