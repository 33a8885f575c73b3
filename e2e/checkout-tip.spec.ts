import type { Page } from '@playwright/test';
import { translate, type MessageKey } from '@ordina/i18n';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import {
  FRITTURA,
  chooseEarlySlot,
  fillIdentity,
  methodRadio,
  seedCart,
  uniquePhone,
} from './support/checkout.ts';
import { demoBusiness } from './support/demo-business.ts';
import { expect, test, visit } from './support/hydration.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

// Tips at checkout (issue 37, beyond the spec; docs/decisions/067) on a phone: a business that offers
// them, a guest who picks 10 % with the keyboard; the summary and the order page show the tip, and the
// total the server stored is the one the customer saw. The demo server offers no tips, so this file
// runs a storefront of its own: tips on, no e-mail confirmation and no coupons, so the figures are the
// Frittura's alone (14,00 €; 10 % is 1,40 €).

const it = (key: MessageKey, params?: Record<string, string>) => translate('it', key, params);

let storefront: OwnServer;

test.beforeAll(async () => {
  storefront = await startOwnServer({
    business: {
      ...demoBusiness,
      configuration: {
        ...demoBusiness.configuration,
        order_verify_data: 'no',
        params: demoBusiness.configuration.params.filter((p) => p.param_name !== 'ORDER_VERIFY_DATA'),
        tips: { enabled: true, presets: [5, 10, 15], max_amount: 2000 },
      },
      coupons: [],
    },
    env: {},
  });
});

test.afterAll(async () => {
  await storefront.stop();
});

/** A price line of the order summary: the amount beside its label. */
function summaryLine(page: Page, label: string) {
  return page.locator('#order-summary dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
}

test('a guest chooses a 10 % tip with the keyboard; the summary and the order page show it', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'a phone journey');
  test.slow();
  await seedCart(page, [FRITTURA]);
  await visit(page, `${storefront.baseURL}/concludi-ordine`);
  await methodRadio(page, 'pick_up').check();
  await chooseEarlySlot(page);
  await fillIdentity(page, {
    name: 'Sara',
    lastname: 'Neri',
    email: uniqueEmail('mancia', testInfo.project.name),
    phone: uniquePhone(),
  });

  const tip = page.getByRole('group', { name: it('checkout.tip.title') });
  const none = tip.getByRole('radio', { name: it('checkout.tip.none') });
  await expect(none).toBeChecked();
  // Each preset says what it comes to: 10 % of 14,00 €.
  const ten = tip.getByRole('radio', { name: it('checkout.tip.percent', { percent: '10' }) });
  await expect(ten).toHaveAccessibleDescription('1,40 €');
  // Arrow keys move the choice within the group: no tip → 5 % → 10 %.
  await none.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(ten).toBeChecked();
  await expect(summaryLine(page, it('summary.tip'))).toHaveText('1,40 €');
  await expect(summaryLine(page, it('summary.total'))).toHaveText('15,40 €');

  // Another amount asks for euros; going back to 10 % hides the field again.
  await tip.getByRole('radio', { name: it('checkout.tip.other') }).check();
  await expect(tip.getByRole('textbox', { name: it('checkout.tip.amount') })).toBeVisible();
  await expectNoA11yViolations(page);
  await ten.check();
  await expect(tip.getByRole('textbox', { name: it('checkout.tip.amount') })).toBeHidden();

  await page.getByRole('radio', { name: it('payment_method.cash_on_delivery') }).check();
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await page.getByRole('button', { name: it('checkout.submit') }).click();
  await expect(page).toHaveURL(/\/ordine\/inviato\/\d+\/[^/]+$/);
  const amounts = page.getByRole('region', { name: it('order_detail.amounts') });
  await expect(amounts.locator('dt', { hasText: it('summary.tip') }).locator('+ dd')).toHaveText('1,40 €');
  await expect(amounts.locator('dt', { hasText: it('summary.total') }).locator('+ dd')).toHaveText('15,40 €');
  await expectNoA11yViolations(page);
});
