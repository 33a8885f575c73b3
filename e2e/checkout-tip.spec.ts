import { expectNoA11yViolations } from './support/axe.ts';
import {
  FRITTURA,
  chooseEarlySlot,
  fillIdentity,
  it,
  methodRadio,
  orderPageAmount,
  seedCart,
  sendCashOrder,
  summaryLine,
  uniqueGuest,
} from './support/checkout.ts';
import { startDemoVariant, withoutEmailConfirmation } from './support/demo-variant.ts';
import { expect, test, visit } from './support/hydration.ts';

// Tips at checkout (issue 37, beyond the spec; docs/decisions/067) on a phone: a business that offers
// them, a guest who picks 10 % with the keyboard; the summary and the order page show the tip, and the
// total the server stored is the one the customer saw. The demo server offers no tips, so this file
// runs a storefront of its own: tips on, no e-mail confirmation and no coupons, so the figures are the
// Frittura's alone (14,00 €; 10 % is 1,40 €).

const storefront = startDemoVariant(
  (demo) => ({
    ...demo,
    configuration: {
      ...withoutEmailConfirmation(demo.configuration),
      tips: { enabled: true, presets: [5, 10, 15], max_amount: 2000 },
    },
    coupons: [],
  }),
  { project: 'phone', reason: 'a phone journey' },
);

test('a guest chooses a 10 % tip with the keyboard; the summary and the order page show it', async ({
  page,
}, testInfo) => {
  test.slow();
  await seedCart(page, [FRITTURA]);
  await visit(page, `${storefront.baseURL}/concludi-ordine`);
  await methodRadio(page, 'pick_up').check();
  await chooseEarlySlot(page);
  await fillIdentity(page, uniqueGuest('Sara', 'Neri', 'mancia', testInfo.project.name));

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

  await sendCashOrder(page);
  await expect(orderPageAmount(page, it('summary.tip'))).toHaveText('1,40 €');
  await expect(orderPageAmount(page, it('summary.total'))).toHaveText('15,40 €');
  await expectNoA11yViolations(page);
});
