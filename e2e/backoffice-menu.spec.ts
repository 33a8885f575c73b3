import sharp from 'sharp';
import { formatMoney } from '@ordina/i18n';
import { staffTranslate } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness, demoCategories } from './support/demo-business.ts';
import { startOwnServer } from './support/own-server.ts';
import { expect, onlyInProject, test as base } from './support/restaurant-server.ts';
import { choosePassword, firstOwnerLink, signInWithPassword } from './support/staff.ts';

// Issue 35 (decision 052): the owner edits the menu from a phone; every worker's storefront shows it.
onlyInProject('phone', 'the owner’s phone journey');

// Two workers on one SQLite file: the save is handled by one, the customer's pages may come from either.
const test = base.extend({
  restaurant: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startOwnServer({ business: demoBusiness, env: { WEB_CONCURRENCY: '2' } });
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'test', timeout: 90_000 },
  ],
});

const it = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);
const PASSWORD = 'Forno2026';

test('the owner changes a price, the photo and an allergen on a phone and a customer’s category page shows them within 5 s', async ({
  page,
  browser,
  restaurant,
}, testInfo) => {
  const category = demoCategories[0]!;
  const product = demoBusiness.products.find((p) => p.categoryId === category.id && p.view_on_delivery)!;
  const newPrice = (product.price ?? 0) + 50;

  // The customer's page before the change, on another device.
  const customer = await browser.newContext({ baseURL: restaurant.baseURL, locale: 'it-IT' });
  const shop = await customer.newPage();
  await shop.goto(`/categorie/${category.slug}`);
  const card = shop.getByRole('listitem').filter({ hasText: product.name }).first();
  await expect(card).toContainText(formatMoney(product.price ?? 0, 'it'));
  // The demo shows allergens (show_allergens on); the product does not say sesame yet (issue 37).
  await expect(card.locator('.al-sesame')).toHaveCount(0);

  // The first owner, as a deployment makes one, then the sign-in straight to the menu editor.
  const email = uniqueEmail('owner', testInfo.project.name);
  await page.goto(await firstOwnerLink(restaurant, email));
  await choosePassword(page, PASSWORD);
  await page.goto('/gestione/menu');
  await signInWithPassword(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: it('title.menu') })).toBeVisible();

  await page.getByRole('button', { name: it('menu.edit', { name: product.name }) }).click();
  const price = page.getByLabel(it('menu.price'));
  await expect(price).toHaveValue(formatMoney(product.price ?? 0, 'it').replace(/\s*€$/, ''));
  await expectNoA11yViolations(page);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await price.fill(formatMoney(newPrice, 'it').replace(/\s*€$/, ''));
  // A photo from the camera roll, as a phone's picker hands it over: a JPEG (issue 35 "Images").
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(it('menu.photo'))
    .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = page.locator('img[src^="/media/uploads/"]');
  await expect(preview).toBeVisible();
  const uploaded = (await preview.getAttribute('src')) ?? '';
  // Its allergens, behind their disclosure: opened from the keyboard, sesame set to "contains".
  const allergens = page.locator('summary').filter({ hasText: it('allergens_field.title') });
  await allergens.focus();
  await page.keyboard.press('Enter');
  // In the allergens' group: the removable ingredients' checkboxes may carry the same word.
  const sesame = page
    .getByRole('group', { name: it('allergens_field.title') })
    .getByLabel(it('staff_allergen.sesame'), { exact: true });
  await expect(sesame).toBeVisible();
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await sesame.selectOption('contains');
  await expect(allergens).toContainText(it('staff_allergen.sesame'));
  await page.getByRole('button', { name: it('menu.save') }).click();
  await expect(page.getByText(/^Salvato: versione \d+\.$/)).toBeVisible();
  const savedAt = Date.now();

  // The customer's page shows it, whichever worker answers: a state polled, never a fixed sleep.
  await expect
    .poll(
      async () => {
        await shop.reload();
        return (await card.textContent()) ?? '';
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toContain(formatMoney(newPrice, 'it'));
  // The same page shows the new photo, served by the server that re-encoded it.
  await expect(card.locator(`img[src="${uploaded}"]`)).toHaveCount(1);
  // And its allergen line now says sesame, with its pictogram.
  await expect(card.locator('.al-sesame')).toHaveText(/Sesamo/);
  // 5 s is the rule; the poll's 10 s is room for a machine twice as slow.
  expect(Date.now() - savedAt).toBeLessThan(10_000);
  await customer.close();
});
