import { formatSignedMoney } from '@ordina/i18n';
import { staffTranslate } from '@ordina/i18n/staff';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness } from './support/demo-business.ts';
import { addButton } from './support/product-card.ts';
import { escapeRegExp } from './support/reg-exp.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInAsOwner } from './support/staff.ts';

// Issue 35 (decision 059): the owner changes an option item's price on a phone, by keyboard, and the
// storefront's options dialog of a product of that group's category shows the new price.
onlyInProject('phone', 'the owner’s phone journey');

const it = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

// From packages/db/demo/lido-azzurro.json: the pizzas' group, its option "Aggiunte" and its item Burrata.
const group = demoBusiness.category_options.find((g) => g.options.some((o) => o.name === 'Aggiunte'))!;
const optionIndex = group.options.findIndex((o) => o.name === 'Aggiunte');
const option = group.options[optionIndex]!;
const itemIndex = option.items.findIndex((i) => i.name === 'Burrata');
const burrata = option.items[itemIndex]!;
const pizzas = demoBusiness.categories.find((c) => c.options_id === group.id)!;
const pizza = demoBusiness.products.find(
  (p) => p.categoryId === pizzas.id && p.view_on_delivery && !option.excluded_products_id.includes(p.id),
)!;
const newPrice = burrata.price + 40;

test('the owner changes an item’s price by keyboard and the product’s options dialog shows it', async ({
  page,
  browser,
  restaurant,
}) => {
  // Two axe runs and the storefront: room for a machine twice as slow.
  test.slow();
  await signInAsOwner(page, restaurant.databasePath, '/gestione/opzioni');
  await expect(page.getByRole('heading', { level: 1, name: it('title.options') })).toBeVisible();
  await expect(page.getByText(it('option_groups.used_by', { names: pizzas.name }))).toBeVisible();
  await expectNoA11yViolations(page);

  // By keyboard: the group's Edit, the option's disclosure, the price, Enter to save.
  await page.getByRole('button', { name: it('menu.edit', { name: group.name }) }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: it('menu.editing', { name: group.name }) });
  const summary = form
    .locator('summary')
    .filter({ hasText: it('option_groups.option_title', { position: optionIndex + 1, name: option.name }) });
  await summary.focus();
  await page.keyboard.press('Enter');
  const item = form.getByRole('group', {
    name: it('option_groups.item_title', { position: itemIndex + 1, name: burrata.name }),
  });
  const price = item.getByLabel(it('option_groups.item_price'));
  await expect(price).toBeVisible();
  await price.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(formatSignedMoney(newPrice, 'it').replace(/^\+|\s*€$/g, ''));
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Salvato: versione \d+\.$/)).toBeVisible();

  // The customer's options dialog of a pizza, on another device: the new price beside Burrata.
  const customer = await browser.newContext({ baseURL: restaurant.baseURL, locale: 'it-IT' });
  const shop = await customer.newPage();
  await shop.goto(`/categorie/${pizzas.slug}`);
  const dialog = shop.getByRole('dialog', { name: pizza.name });
  // A tap before hydration is lost (this context has no commit counter): tapped again until the dialog opens.
  await expect(async () => {
    await addButton(shop, pizza.name).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(
    dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(burrata.name)}`) }),
  ).toBeVisible();
  await expect(dialog.locator('label').filter({ hasText: burrata.name })).toContainText(
    formatSignedMoney(newPrice, 'it'),
  );
  await customer.close();
});
