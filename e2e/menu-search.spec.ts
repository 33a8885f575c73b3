import type { Page } from '@playwright/test';
import { translate, type MessageKey } from '@ordina/i18n';
import type { Locale } from '@ordina/contracts';
import { expectNoA11yViolations } from './support/axe.ts';
import { expect, test, visit } from './support/hydration.ts';

// The menu search (issue 37 "Search", beyond the spec; docs/decisions/071) on a phone: from the navbar, by
// keyboard as the WAI-ARIA combobox pattern has it, case and accents left aside, in the page language, and
// offline once the storefront has loaded. Demo data: packages/db/demo/lido-azzurro.json (Tiramisù della
// casa 701 in Dolci has no choices; Margherita 301 and Patatine fritte have options; MENU_SEARCH is on).

const text = (locale: Locale, key: MessageKey, params?: Record<string, string>) =>
  translate(locale, key, params);

/** Waits until the page services have the search mounted, closed (fetched on idle, decision 071). */
async function searchReady(page: Page): Promise<void> {
  await page.locator('dialog [role=combobox]').waitFor({ state: 'attached' });
}

function searchParts(page: Page, locale: Locale) {
  const dialog = page.getByRole('dialog', { name: text(locale, 'search.open') });
  return {
    button: page.getByRole('banner').getByRole('button', { name: text(locale, 'search.open') }),
    dialog,
    input: dialog.getByRole('combobox', { name: text(locale, 'search.label') }),
    listbox: dialog.getByRole('listbox', { name: text(locale, 'search.results') }),
    // The dialog's own status (the snackbar's region joins every open dialog too: flash-region-in-dialogs.tsx).
    status: dialog.locator('p[role=status]'),
  };
}

test('offline, a customer finds the tiramisù by keyboard and lands on its card, the margherita on its own', async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone journey');
  await visit(page, '/');
  await searchReady(page);
  await context.setOffline(true);

  const search = searchParts(page, 'it');
  await search.button.click();
  await expect(search.dialog).toBeVisible();
  await expect(search.input).toBeFocused();
  await expect(search.input).toHaveAttribute('aria-expanded', 'false');
  // While nothing is typed: the hint and the categories.
  await expect(search.dialog.getByRole('link', { name: 'Dolci' })).toBeVisible();

  await page.keyboard.type('TIRAMISU');
  await expect(search.input).toHaveAttribute('aria-expanded', 'true');
  await expect(search.input).toHaveAttribute(
    'aria-controls',
    (await search.listbox.getAttribute('id')) ?? '',
  );
  const first = search.listbox.getByRole('option').first();
  await expect(first).toContainText('Tiramisù della casa');
  await expect(search.status).toHaveText(/^\d+ risultat[oi]$/);
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search.input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expectNoA11yViolations(page);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/categorie/dolci#prodotto-701');
  await expect(search.dialog).toBeHidden();
  const card = page.getByRole('heading', { level: 2, name: 'Tiramisù della casa' });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();

  // A product with choices opens its options dialog; its code never came to this customer (no page with add
  // buttons was open while online, decision 071): its card, whose button offers the retry.
  await search.button.click();
  await expect(search.input).toHaveValue('TIRAMISU');
  await page.keyboard.type('margherita');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/categorie/pizze#prodotto-301');
  await expect(page.getByRole('heading', { level: 2, name: 'Margherita' })).toBeFocused();

  // Escape clears the search, a second Escape closes it, and focus is back on the navbar's button.
  await search.button.click();
  await page.keyboard.type('nessun piatto così');
  await expect(search.status).toHaveText(text('it', 'search.none', { query: 'nessun piatto così' }));
  await expect(search.input).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(search.input).toHaveValue('');
  await expect(search.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search.dialog).toBeHidden();
  await expect(search.button).toBeFocused();
  await context.setOffline(false);
});

test('a product with choices opens its options dialog over the page, offline too once its code is here', async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone journey');
  await visit(page, '/categorie/pizze');
  await searchReady(page);
  // The pizzas' add buttons fetch the dialog's code ahead, when the browser is idle.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/assets/product-options-dialog-')),
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  const search = searchParts(page, 'it');
  await search.button.click();
  // Patatine fritte (Panini & piadine) come with a choice of sauces.
  await page.keyboard.type('patatine fritte');
  await page.keyboard.press('Enter');
  const options = page.getByRole('dialog', { name: 'Patatine fritte' });
  await expect(options).toBeVisible();
  await expect(page).toHaveURL('/categorie/pizze');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await context.setOffline(false);
});

test('on the menu page a result opens its section and its row', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone journey');
  await visit(page, '/menu');
  await searchReady(page);
  const search = searchParts(page, 'it');
  await search.button.click();
  // Caffè espresso is on the digital menu only.
  await page.keyboard.type('caffe espresso');
  await expect(search.listbox.getByRole('option').first()).toContainText('Caffè espresso');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/menu#menu-prodotto-809');
  const row = page.getByRole('heading', { level: 3, name: 'Caffè espresso' });
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the search reads the German menu: "BÜFFEL" and "grossmutter" find what the page writes', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a phone journey');
    await visit(page, '/');
    await searchReady(page);
    const search = searchParts(page, 'de');
    await search.button.click();
    await page.keyboard.type('BÜFFEL');
    await expect(search.listbox.getByRole('option')).toHaveText([
      /^Büffelmozzarella und Kirschtomaten/,
      /^Caprese mit Büffelmozzarella/,
    ]);
    await search.input.fill('grossmutter');
    await expect(search.listbox.getByRole('option')).toHaveText([/^Großmutters Torte/]);
    await expect(search.status).toHaveText('1 Ergebnis');
    await expectNoA11yViolations(page);
  });
});
