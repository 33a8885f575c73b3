import { formatMoney } from '@ordina/i18n';
import { staffTranslate } from '@ordina/i18n/staff';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness, demoCategories } from './support/demo-business.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInAsOwner } from './support/staff.ts';

// Issue 35 "History and undo" (decision 060): the owner changes a price, the history says who and
// what, and restoring the version before brings the old price back on the storefront. A restaurant
// of the journey's own (the `restaurant` fixture): a restore on the shared server would undo every
// other journey's changes.
onlyInProject('phone', 'the owner’s phone journey');

const it = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);
const amount = (cents: number) => formatMoney(cents, 'it').replace(/\s*€$/, '');

test('the owner changes a price, the history shows who changed what, and a restore brings the old price back', async ({
  page,
  browser,
  restaurant,
}) => {
  test.setTimeout(120_000);
  const category = demoCategories[0]!;
  const product = demoBusiness.products.find((p) => p.categoryId === category.id && p.view_on_delivery)!;
  const oldPrice = product.price ?? 0;
  const newPrice = oldPrice + 150;

  await signInAsOwner(page, restaurant.databasePath, '/gestione/menu');
  await expect(page.getByRole('heading', { level: 1, name: it('title.menu') })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: it('menu.edit', { name: product.name }) }).click();
  await page.getByLabel(it('menu.price')).fill(amount(newPrice));
  await page.getByRole('button', { name: it('menu.save') }).click();
  const saved = page.getByText(/^Salvato: versione \d+\.$/);
  await expect(saved).toBeVisible();
  const savedVersion = Number(/\d+/.exec((await saved.textContent()) ?? '')?.[0]);

  await page.goto('/gestione/cronologia');
  await expect(page.getByRole('heading', { level: 1, name: it('title.history') })).toBeVisible();
  const entries = page.locator('ol > li');
  const change = it('history.change.edited', {
    what: it('history.named', { what: it('history.entity.product', { id: product.id }), name: product.name }),
    fields: it('history.field.price'),
  });
  const latest = entries.first();
  // The owner the fixture signs in is "Banco" (support/staff.ts).
  await expect(latest).toContainText('Banco');
  await expect(latest).toContainText(it('history.origin.save'));
  await expect(latest.getByRole('listitem')).toHaveText([change]);
  await expect(entries.last()).toContainText(it('history.origin.first'));
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Back to the version before the change, by keyboard, after the confirmation.
  const before = savedVersion - 1;
  const restore = entries.nth(1).getByRole('button', { name: it('history.restore', { version: before }) });
  await restore.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: it('history.restore', { version: before }) }).click();
  await expect(page.getByText(it('history.restored', { version: savedVersion + 1 }))).toBeVisible();
  await expect(latest).toContainText(it('history.origin.restore', { version: before }));
  await expect(latest.getByRole('listitem')).toHaveText([change]);
  await expectNoA11yViolations(page);

  // The customer's category page shows the old price again: a state polled, never a fixed sleep.
  const customer = await browser.newContext({ baseURL: restaurant.baseURL, locale: 'it-IT' });
  try {
    const shop = await customer.newPage();
    const card = shop.getByRole('listitem').filter({ hasText: product.name }).first();
    await expect
      .poll(
        async () => {
          await shop.goto(`/categorie/${category.slug}`);
          return (await card.textContent()) ?? '';
        },
        { timeout: 10_000, intervals: [250] },
      )
      .toContain(formatMoney(oldPrice, 'it'));
  } finally {
    await customer.close();
  }
});
