import type { Locator, Page } from '@playwright/test';
import { translate, type MessageKey } from '@ordina/i18n';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoCategories } from './support/demo-business.ts';
import { startDemoVariant } from './support/demo-variant.ts';
import { expect, reload, test, visit } from './support/hydration.ts';

// Cookie consent (issue 13, decision 025): GA4 and the Meta pixel load only
// after the visitor's consent to their purpose. The demo server has no tracking,
// so this file runs a storefront of its own with the demo business plus a GA4
// and a pixel id. There is no internet here: Google's and Meta's hosts are
// answered by page.route, which also records every request made to them.

const it = (key: MessageKey) => translate('it', key);
const category = demoCategories[0]!;
const GA4_ID = 'G-E2E12345';
const PIXEL_ID = '123456789012345';
const TRACKERS =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|facebook\.net|facebook\.com)\//;

// A stand-in for fbevents.js: replays the fbq queue and sends each tracked event
// to Meta's collection address, as the real script does, so a PageView is a request.
const FAKE_FBEVENTS = `(() => {
  const fbq = window.fbq; let id = '';
  const run = (command) => { const [verb, name] = Array.from(command);
    if (verb === 'init') id = name;
    if (verb === 'track') new Image().src = 'https://www.facebook.com/tr?id=' + id + '&ev=' + name; };
  fbq.queue.splice(0).forEach(run);
  fbq.callMethod = (...command) => run(command);
})();`;

test.describe.configure({ mode: 'serial' });
// An own server besides the suite's, and three page loads per journey.
test.slow();

// The file's own server: the demo with both trackers configured.
const storefront = startDemoVariant((demo) => ({
  ...demo,
  configuration: {
    ...demo.configuration,
    params: [
      ...demo.configuration.params,
      { param_name: 'GA4_MEASUREMENT_ID', value: GA4_ID },
      { param_name: 'META_PIXEL_ID', value: PIXEL_ID },
    ],
  },
}));

/** Answers every tracker request locally and returns the list of their addresses, growing as the page asks. */
async function interceptTrackers(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TRACKERS, async (route) => {
    const url = route.request().url();
    requested.push(url);
    if (url.includes('/fbevents.js'))
      await route.fulfill({ contentType: 'text/javascript', body: FAKE_FBEVENTS });
    else if (url.includes('/gtag/js')) await route.fulfill({ contentType: 'text/javascript', body: '' });
    else await route.fulfill({ status: 204 });
  });
  return requested;
}

/** Moves focus with the Tab key only until `target` has it (bounded: a page has far fewer stops). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

function banner(page: Page): Locator {
  return page.getByRole('region', { name: it('consent.banner_title') });
}

async function shot(page: Page, name: string, project: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/consent-shots/${project}-${name}.png` });
}

test('nothing tracks before a choice; "Reject all" by keyboard keeps it so after a reload', async ({
  page,
}, testInfo) => {
  const requested = await interceptTrackers(page);
  await visit(page, `${storefront.baseURL}/categorie/${category.slug}`);
  await expect(banner(page)).toBeVisible({ timeout: 20_000 });
  await shot(page, 'banner', testInfo.project.name);
  await expectNoA11yViolations(page);
  // Same look for the three answers (Garante 2021: refusing is as easy as accepting).
  const looks = await banner(page)
    .getByRole('button')
    .evaluateAll((buttons: HTMLElement[]) => buttons.slice(1).map((b) => b.className));
  expect(new Set(looks).size).toBe(1);

  await tabTo(page, banner(page).getByRole('button', { name: it('consent.reject_all'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await reload(page);
  // The choice is remembered: the footer offers to change it, the banner does not come back.
  await expect(page.getByRole('button', { name: it('consent.preferences') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(banner(page)).toBeHidden();
  expect(requested).toEqual([]);
});

test('"Accept all" by keyboard loads gtag.js and the pixel, which counts the page view; the footer reopens the choices', async ({
  page,
}, testInfo) => {
  const requested = await interceptTrackers(page);
  await visit(page, `${storefront.baseURL}/categorie/${category.slug}`);
  await expect(banner(page)).toBeVisible({ timeout: 20_000 });
  expect(requested).toEqual([]);

  await tabTo(page, banner(page).getByRole('button', { name: it('consent.accept_all'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() =>
      requested.some((url) => url.startsWith(`https://www.googletagmanager.com/gtag/js?id=${GA4_ID}`)),
    )
    .toBe(true);
  await expect.poll(() => requested.some((url) => url.endsWith('/en_US/fbevents.js'))).toBe(true);
  await expect
    .poll(() => requested.some((url) => url === `https://www.facebook.com/tr?id=${PIXEL_ID}&ev=PageView`))
    .toBe(true);

  const preferences = page.getByRole('button', { name: it('consent.preferences') });
  await tabTo(page, preferences);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: it('consent.preferences') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: it('consent.analytics') })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: it('consent.marketing') })).toBeChecked();
  await shot(page, 'dialog', testInfo.project.name);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(preferences).toBeFocused();
});
