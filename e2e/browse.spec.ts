import { type Locator, type Page } from '@playwright/test';
import { expect, reload, test, visit } from './support/hydration.ts';
import { translate } from '@ordina/i18n';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness, nameIn } from './support/demo-business.ts';
import { chooseLanguage, languageChooser } from './support/language-chooser.ts';
import { addButton } from './support/product-card.ts';
import { escapeRegExp } from './support/reg-exp.ts';

// Browsing and the cart on the category page (spec §2 Category page, Order
// summary; §4 Adding to cart). The browser speaks Italian (playwright config).
// Prices below are worked out by hand from packages/db/demo/lido-azzurro.json:
//   Tiramisù della casa (701): 5,50 €, no options, no removable ingredients.
//   Margherita (301): 6,50 €; dough 'Integrale' +1,00 €, 'Senza glutine' +2,50 €;
//   Mozzarella group (max 1): 'Mozzarella di bufala' +2,00 €, 'Senza mozzarella' −1,00 €; removable ingredient Basilico.
//   Diavola (303): 8,00 €; the required dough starts on its default, 'Classico' (issue 34 item 2).

const it = (key: Parameters<typeof translate>[1]) => translate('it', key);
const businessName = demoBusiness.anagraphic.name;
const tiramisu = demoBusiness.products.find((product) => product.id === 701)!;
const dolci = demoBusiness.categories.find((category) => category.slug === 'dolci')!;

/** The order summary beside the product list. */
function summary(page: Page): Locator {
  return page.getByRole('region', { name: it('summary.title') });
}

/** The summary line of a product (the list item holding its edit/minus/plus buttons). */
function summaryLine(page: Page, productName: string): Locator {
  return summary(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `${it('summary.increase')}: ${productName}` }) });
}

test('browse from home to a category and add a simple product', async ({ page }) => {
  await visit(page, '/');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(nameIn(dolci, 'it'))}(\\s|$)`) })
    .click();

  await expect(page).toHaveURL('/categorie/dolci');
  await expect(page.getByRole('heading', { level: 1, name: nameIn(dolci, 'it') })).toBeVisible();
  await expect(page).toHaveTitle(`${nameIn(dolci, 'it')} - ${businessName}`);
  // Only products flagged view_on_delivery: the gelato (703) and sorbet (704) are table-only.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Coppa gelato tre gusti' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Torta della nonna' }),
  ).toBeVisible();

  const add = addButton(page, tiramisu.name);
  await expect(add).toContainText('5,50 €');
  await add.click();

  await expect(page.getByRole('status').filter({ hasText: it('cart.added_to_order') })).toBeVisible();
  await expect(summaryLine(page, tiramisu.name)).toContainText('5,50 €');
});

/** Opens Margherita's options dialog from the category page and chooses the wholemeal dough, buffalo mozzarella and no basil (9,50 €). */
async function addCustomisedMargherita(page: Page): Promise<void> {
  await visit(page, '/categorie/pizze');
  await addButton(page, 'Margherita').click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await dialog.getByRole('radio', { name: /^Integrale/ }).check();
  await dialog.getByRole('checkbox', { name: /^Mozzarella di bufala/ }).check();
  await dialog.getByRole('checkbox', { name: 'Basilico', exact: true }).check();
  await expect(dialog.locator('output')).toHaveText('9,50 €');
  await dialog.getByRole('button', { name: it('options.add_to_order') }).click();
  await expect(dialog).toBeHidden();
}

test('a product with options: the dialog shows the live price, and the summary line its options and removed ingredient', async ({
  page,
}) => {
  await visit(page, '/categorie/pizze');
  await addButton(page, 'Margherita').click();

  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await expect(dialog).toBeVisible();
  const price = dialog.locator('output');
  await expect(price).toHaveText('6,50 €');
  await expectNoA11yViolations(page);

  await dialog.getByRole('radio', { name: /^Integrale/ }).check();
  await expect(price).toHaveText('7,50 €');
  await dialog.getByRole('checkbox', { name: /^Mozzarella di bufala/ }).check();
  await expect(price).toHaveText('9,50 €');
  await dialog.getByRole('checkbox', { name: 'Basilico', exact: true }).check();
  await dialog.getByRole('button', { name: it('options.add_to_order') }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: it('cart.added_to_the_order') })).toBeVisible();
  const line = summaryLine(page, 'Margherita');
  await expect(line).toContainText('Integrale');
  await expect(line).toContainText('Mozzarella di bufala');
  await expect(line).toContainText(translate('it', 'summary.without', { items: 'Basilico' }));
  await expect(line).toContainText('9,50 €');
});

test('the first "Add" of a pizza with a required group goes into the cart on its default dough, without an error', async ({
  page,
}) => {
  await visit(page, '/categorie/pizze');
  await addButton(page, 'Diavola').click();
  const dialog = page.getByRole('dialog', { name: 'Diavola' });
  await expect(dialog.getByRole('radio', { name: /^Classico/ })).toBeChecked();
  await dialog.getByRole('button', { name: it('options.add_to_order') }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(it('options.some_mandatory'))).toHaveCount(0);
  const line = summaryLine(page, 'Diavola');
  await expect(line).toContainText('Classico');
  await expect(line).toContainText('8,00 €');
});

test('editing the options of a summary line reprices it', async ({ page }) => {
  await addCustomisedMargherita(page);
  const line = summaryLine(page, 'Margherita');
  await expect(line).toContainText('9,50 €');

  // Gluten-free dough instead (6,50 + 2,50 + 2,00 = 11,00 €).
  await line.getByRole('button', { name: `${it('summary.edit_options')}: Margherita` }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await dialog.getByRole('radio', { name: /^Senza glutine/ }).check();
  await expect(dialog.locator('output')).toHaveText('11,00 €');
  await dialog.getByRole('button', { name: it('common.update') }).click();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText('Senza glutine');
  await expect(line).toContainText('11,00 €');
});

test('plus and minus on a summary line change the quantity, down to removing it', async ({ page }) => {
  await visit(page, '/categorie/dolci');
  await addButton(page, tiramisu.name).click();
  const line = summaryLine(page, tiramisu.name);
  await expect(line).toContainText('5,50 €');

  await line.getByRole('button', { name: `${it('summary.increase')}: ${tiramisu.name}` }).click();
  await expect(line).toContainText('11,00 €');
  await line.getByRole('button', { name: `${it('summary.decrease')}: ${tiramisu.name}` }).click();
  await expect(line).toContainText('5,50 €');
  await line.getByRole('button', { name: `${it('summary.decrease')}: ${tiramisu.name}` }).click();
  await expect(line).toHaveCount(0);
  await expect(summary(page)).toContainText(it('summary.empty'));
});

test('the cart survives a reload and a change of language', async ({ page }) => {
  await visit(page, '/categorie/dolci');
  await addButton(page, tiramisu.name).click();
  await expect(summaryLine(page, tiramisu.name)).toContainText('5,50 €');

  await reload(page);
  await expect(summaryLine(page, tiramisu.name)).toContainText('5,50 €');

  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishName = nameIn(tiramisu, 'en');
  await expect(
    page
      .getByRole('region', { name: translate('en', 'summary.title') })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('button', { name: `${translate('en', 'summary.increase')}: ${englishName}` }),
      }),
  ).toContainText('€5.50');
});

test('the bottom bar shows the order on the phone only', async ({ page }, testInfo) => {
  await visit(page, '/categorie/dolci');
  await addButton(page, tiramisu.name).click();
  await expect(summaryLine(page, tiramisu.name)).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByRole('button', { name: new RegExp(escapeRegExp(it('summary.show_order'))) });
  if (testInfo.project.name === 'phone') {
    await expect(bar).toBeVisible();
    // The bar shows the quantity and the total (total = products - automatic coupon + shipping; the summary tests check the arithmetic).
    await expect(bar).toContainText('1 prodotto');
    await expectNoA11yViolations(page);
    await bar.click();
    await expect(summary(page)).toBeInViewport({ ratio: 0.5 });
  } else {
    await expect(summary(page)).toBeVisible();
    await expect(bar).toBeHidden();
  }
});

test('an unknown category is a real 404', async ({ page }) => {
  const response = await visit(page, '/categorie/non-esiste');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: it('page.not_found') })).toBeVisible();
  await expect(page).toHaveTitle(`${it('page.not_found')} - ${businessName}`);
  await expectNoA11yViolations(page);
});

test('the category page has no accessibility violations', async ({ page }) => {
  await visit(page, '/categorie/pizze');
  await expect(page.getByRole('heading', { level: 1, name: 'Pizze' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the category page has no accessibility violations with the language chooser open', async ({ page }) => {
  await visit(page, '/categorie/pizze');
  await languageChooser(page).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the left drawer opens from its button and Escape closes it back to the button', async ({ page }) => {
  await visit(page, '/');
  const opener = page.getByRole('button', { name: it('nav.open_drawer') });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  // The drawer's code loads on the first press.
  const drawer = page.getByRole('dialog', { name: businessName });
  await expect(drawer).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the left drawer lists the categories with their counts and leads to one', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: it('nav.open_drawer') }).click();
  const drawer = page.getByRole('dialog', { name: businessName });
  const dolciLink = drawer.getByRole('link', { name: new RegExp(`^${escapeRegExp(nameIn(dolci, 'it'))}`) });
  const dolciCount = demoBusiness.products.filter(
    (product) => product.categoryId === dolci.id && product.view_on_delivery,
  ).length;
  await expect(dolciLink).toContainText(String(dolciCount));
  await dolciLink.click();
  await expect(page).toHaveURL(/\/categorie\/dolci$/);
  await expect(page.getByRole('heading', { level: 1, name: nameIn(dolci, 'it') })).toBeVisible();
  await expect(drawer).toBeHidden();
});
