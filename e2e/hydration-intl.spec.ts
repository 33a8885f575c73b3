import { translate } from '@ordina/i18n';
import { expect, test, visit } from './support/hydration.ts';
import { FRITTURA, methodRadio, seedCart } from './support/checkout.ts';
import type { Page } from '@playwright/test';

// Decision 028: the public pages hydrate without building an Intl.NumberFormat
// or Intl.DateTimeFormat — the first one a page builds starts ICU's number and
// date data, 130–150 ms of main thread at 4× CPU. Money is written from the
// pattern the server shipped in the page messages, and hydration still matches
// the server's HTML (React reports a mismatch as a console error).

declare global {
  interface Window {
    /** Intl formatters the page built, with React's commit count at that moment. */
    __e2eIntlBuilt?: { name: string; commits: number; zoneOffset: boolean; stack: string }[];
  }
}

async function spyOnIntlFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__e2eIntlBuilt = [];
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Original = Intl[name];
      const spy = new Proxy(Original, {
        construct(target, args: unknown[]) {
          // The stack names the code on the hydration path when this test fails.
          // A formatter asked for a zone's UTC offset is how @date-fns/tz converts times (decision 029).
          const zoneOffset =
            (args[1] as Intl.DateTimeFormatOptions | undefined)?.timeZoneName === 'longOffset';
          window.__e2eIntlBuilt?.push({
            name,
            commits: window.__e2eReactCommits ?? 0,
            zoneOffset,
            stack: new Error().stack ?? '',
          });
          return Reflect.construct(target, args) as object;
        },
      });
      Object.defineProperty(Intl, name, { value: spy, configurable: true, writable: true });
    }
  });
}

/** Console errors and uncaught errors of the page (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { path, price } of [
  { path: '/', price: null },
  { path: '/categorie/pizze', price: '6,50 €' },
  { path: '/menu', price: '7,00 €' },
]) {
  test(`${path} hydrates without building an Intl formatter, matching the server's HTML`, async ({
    page,
  }) => {
    await spyOnIntlFormatters(page);
    const errors = collectErrors(page);
    await visit(page, path);
    if (price) await expect(page.getByText(price).first()).toBeAttached();
    const built = await page.evaluate(() => window.__e2eIntlBuilt ?? []);
    // Built before React's first commit: while loading or hydrating (the live clock after it may build one).
    expect(built.filter((entry) => entry.commits === 0)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("the checkout's delivery times are worked out on the business clock without an Intl time-zone formatter", async ({
  page,
}) => {
  // Decision 029: the storefront carries the zone's offsets; building the first Intl time-zone formatter was the
  // browser's Intl start-up on every page (60–300 ms at 4× CPU), after hydration.
  await spyOnIntlFormatters(page);
  await seedCart(page, [FRITTURA]);
  await visit(page, '/concludi-ordine');
  await methodRadio(page, 'pick_up').check();
  // The slot list is the clock's work: which slots are today, their times and days.
  await page
    .getByRole('combobox', { name: translate('it', 'field.pickup_time') })
    .locator('option:nth-child(2)')
    .waitFor({ state: 'attached' });
  expect(
    await page.evaluate(() => (window.__e2eIntlBuilt ?? []).filter((entry) => entry.zoneOffset)),
  ).toEqual([]);
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('a category page writes prices the English way from the shipped pattern', async ({ page }) => {
    await spyOnIntlFormatters(page);
    const errors = collectErrors(page);
    await visit(page, '/categorie/pizze');
    await expect(page.getByText('€6.50').first()).toBeAttached();
    expect(
      await page.evaluate(() => (window.__e2eIntlBuilt ?? []).filter((entry) => entry.commits === 0)),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});
