import { expect, test, visit } from './support/hydration.ts';

// Decision 030: code a page loads after hydration (the login drawer, the order
// summary, the live storefront…) comes by its dynamic import alone. Inserting a
// modulepreload link for each of its chunks cost a millisecond or more of main
// thread apiece, 30–40 of them in one task right after hydration.

test('the lazy parts of the home page load without adding preload links', async ({ page }) => {
  const response = await visit(page, '/');
  const serverHtml = (await response?.text()) ?? '';
  // The login drawer's code is asked for on idle, after the parts mounted with the page.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/login-drawer-'))))
    .toBe(true);
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname),
  );
  // The page's own first-load modules are preloaded by the server's HTML (React drops those links when it hydrates the head).
  expect(serverHtml).toContain('rel="modulepreload"');
  for (const path of preloads) expect(serverHtml, `${path} was preloaded after the page loaded`).toContain(path);
});
