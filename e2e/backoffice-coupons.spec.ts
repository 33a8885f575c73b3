import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { staffTranslate } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { FRITTURA, it as shopText, seedCart } from './support/checkout.ts';
import { visit } from './support/hydration.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';

// Issue 35: the owner adds a coupon from a phone; a customer's checkout on that restaurant takes it.
onlyInProject('phone', 'the owner’s phone journey');

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const it = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);
const PASSWORD = 'Forno2026';

test('the owner adds a coupon on a phone and a customer’s checkout accepts its code within 5 s', async ({
  page,
  restaurant,
}, testInfo) => {
  // Two pages, an axe run on each and a checkout: room for a machine twice as slow.
  test.slow();
  // The first owner, as a deployment makes one, then the sign-in straight to the coupons.
  const email = uniqueEmail('owner', testInfo.project.name);
  const { stdout } = await promisify(execFile)(
    'node',
    ['--import', 'tsx', 'packages/db/src/cli/staff-add.ts', email, '--role', 'owner', '--name', 'Anna'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${restaurant.databasePath}`,
        PUBLIC_URL: restaurant.baseURL,
      },
    },
  );
  const link = /https?:\/\/\S+\/gestione\/imposta-password\/\S+/.exec(stdout)?.[0];
  expect(link, stdout).toBeDefined();
  await page.goto(new URL(link ?? '').pathname);
  await page.getByLabel(it('field.new_password')).fill(PASSWORD);
  await page.getByLabel(it('field.repeat_password')).fill(PASSWORD);
  await page.getByRole('button', { name: it('set_password.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: it('set_password.done') })).toBeVisible();
  await page.goto('/gestione/buoni');
  await page.getByLabel(it('field.email')).fill(email);
  await page.getByLabel(it('field.password')).fill(PASSWORD);
  await page.getByRole('button', { name: it('sign_in.submit') }).click();
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
