import { expect, test, visit } from './support/hydration.ts';
import { translate } from '@ordina/i18n';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness, nameIn } from './support/demo-business.ts';

// MenuPage (spec §2): the accordion of categories with the products flagged
// view_on_digital_menu and their menu prices; the category index scrolls a
// category 95 px below the top (under the sticky navbar) and opens it.
// Prices by hand from packages/db/demo/lido-azzurro.json: Margherita price_menu 7,00 €.

const businessName = demoBusiness.anagraphic.name;
const category = (slug: string) => demoBusiness.categories.find((candidate) => candidate.slug === slug)!;

test('the menu lists categories in an accordion with menu products and prices', async ({ page }) => {
  await visit(page, '/menu');
  await expect(page).toHaveTitle(`${translate('it', 'page.menu')} - ${businessName}`);
  // On the menu page the business name in the navbar leads back to the menu.
  await expect(page.getByRole('banner').getByRole('link', { name: businessName })).toHaveAttribute(
    'href',
    '/menu',
  );
  await expect(page.getByRole('link', { name: translate('it', 'menu.order_online') })).toHaveAttribute(
    'href',
    '/',
  );

  const pizze = page.locator('details', {
    has: page.getByText(nameIn(category('pizze'), 'it'), { exact: true }),
  });
  const margherita = pizze
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Margherita', exact: true }) });
  await expect(margherita).toBeHidden();
  await pizze.locator('summary').click();
  await expect(margherita).toBeVisible();
  await expect(margherita).toContainText('7,00 €');

  // Menu-only products are on the menu; delivery-only ones are not.
  const antipasti = page.locator('details', {
    has: page.getByText(nameIn(category('antipasti-di-mare'), 'it'), { exact: true }),
  });
  await antipasti.locator('summary').click();
  await expect(antipasti.getByRole('heading', { name: 'Crudo di mare del giorno' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Patatine fritte' })).toHaveCount(0);
});

test('clicking a category in the index opens it and scrolls it just below the navbar', async ({ page }) => {
  await visit(page, '/menu');
  const target = category('secondi-di-mare');
  const index = page.getByRole('main').getByRole('navigation', { name: translate('it', 'nav.categories') });
  await index.getByRole('link', { name: nameIn(target, 'it'), exact: true }).click();

  const section = page.locator(`details#menu-${target.slug}`);
  await expect(section).toHaveAttribute('open', '');
  await expect(section.getByRole('heading', { name: "Grigliata mista dell'Adriatico" })).toBeInViewport();
  // 95 px offset (spec §9): the section's top settles there, under the 56 px navbar.
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(93);
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 5_000 })
    .toBeLessThanOrEqual(97);
  const navbarBottom = await page
    .getByRole('banner')
    .evaluate((element) => element.getBoundingClientRect().bottom);
  expect((await section.boundingBox())!.y).toBeGreaterThan(navbarBottom);
});

test('the menu page has no accessibility violations, with a category open', async ({ page }) => {
  await visit(page, '/menu');
  // The first category of the accordion (the navbar's language chooser is a <details> too).
  const first = page.getByRole('main').locator('details').first();
  await first.locator('summary').click();
  await expect(first.getByRole('listitem').first()).toBeVisible();
  // Categories are the menu's level-2 headings, their products level 3.
  await expect(first.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(first.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});
