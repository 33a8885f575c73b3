import { staffTranslate } from '@ordina/i18n/staff';
import { expectNoA11yViolations } from './support/axe.ts';
import { FRITTURA, it as shopText, seedCart } from './support/checkout.ts';
import { visit } from './support/hydration.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInAsOwner } from './support/staff.ts';

// Issue 35: the owner adds a coupon from a phone; a customer's checkout on that restaurant takes it.
onlyInProject('phone', 'the owner’s phone journey');

const it = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

test('the owner adds a coupon on a phone and a customer’s checkout accepts its code within 5 s', async ({
  page,
  restaurant,
}) => {
  // Two pages, an axe run on each and a checkout: room for a machine twice as slow.
  test.slow();
  await signInAsOwner(page, restaurant.databasePath, '/gestione/buoni');
  await expect(page.getByRole('heading', { level: 1, name: it('title.coupons') })).toBeVisible();

  // The settings page and back, through the owner's navigation.
  await page
    .getByRole('navigation', { name: it('nav.label') })
    .getByRole('link', { name: it('nav.settings') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: it('title.settings') })).toBeVisible();
  await expect(
    page.getByLabel(it('settings.color_code', { name: it('settings.color.primary') })),
  ).not.toHaveValue('');
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page
    .getByRole('navigation', { name: it('nav.label') })
    .getByRole('link', { name: it('nav.coupons') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: it('title.coupons') })).toBeVisible();

  // PROVA5: 5 € off, not public, no dates, hours or weekdays, so valid whatever day the journey runs.
  await page.getByRole('button', { name: it('coupons.add') }).click();
  const form = page.getByRole('form', { name: it('coupons.new') });
  await form.getByRole('textbox', { name: it('coupons.code'), exact: true }).fill('PROVA5');
  await form.getByLabel(it('coupons.mode_euro')).check();
  await form.getByRole('textbox', { name: it('coupons.value_euro'), exact: true }).fill('5,00');
  await form.getByLabel(it('coupons.public')).uncheck();
  await expect(form.getByRole('region', { name: it('coupons.preview') })).toContainText('5,00 € di sconto');
  await expectNoA11yViolations(page);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('button', { name: it('coupons.save') }).click();
  await expect(page.getByText(/^Salvato: versione \d+\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'PROVA5' })).toBeVisible();
  const savedAt = Date.now();

  // The storefront's checkout, as a customer on this phone: the code is checked after its debounce
  // (spec §5), and typed again until the storefront knows it — a state polled, never a fixed sleep.
  const shop = page;
  await seedCart(shop, [FRITTURA]);
  await visit(shop, '/concludi-ordine');
  const code = shop.getByRole('textbox', { name: shopText('field.coupon') });
  const valid = shop.getByText(shopText('coupon.valid'));
  const unknown = shop.getByText(shopText('coupon.not_existing'));
  await expect
    .poll(
      async () => {
        await code.fill('');
        await code.fill('PROVA5');
        await expect(valid.or(unknown)).toBeVisible({ timeout: 8_000 });
        return await valid.isVisible();
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  // 5 s is the rule; the room above is for a machine twice as slow.
  expect(Date.now() - savedAt).toBeLessThan(10_000);
  await expect(shop.locator('#order-summary')).toContainText('-5,00 €');
});
