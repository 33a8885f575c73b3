import type { Page } from '@playwright/test';
import { LIDO_CENTRE_ZONE } from '@ordina/domain/test/lido-centre-zone';
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

// Delivery zones with their own rules (issue 37, beyond the spec; docs/decisions/072) on a phone: the
// demo's zone stays a bare polygon with the demo's figures (2,50 € + 0,50 € a product, minimum 12,00 €),
// and a small zone drawn around the lido itself charges 1,00 € flat with a 20,00 € minimum. An address in
// the inner zone gets the inner zone's fee and minimum at checkout, and the order is stored with them.
// Its own storefront: no e-mail confirmation and no coupons, so the figures are the Fritture's alone.

const ZONE = LIDO_CENTRE_ZONE.name;

const storefront = startDemoVariant(
  (demo) => ({
    ...demo,
    configuration: withoutEmailConfirmation(demo.configuration),
    delivery_order: {
      ...demo.delivery_order,
      deliveryZones: [...demo.delivery_order.deliveryZones, LIDO_CENTRE_ZONE],
    },
    coupons: [],
  }),
  { project: 'phone', reason: 'a phone journey' },
);

/** Home delivery to the lido's own address, in the inner zone. */
async function deliverToTheLido(page: Page) {
  await methodRadio(page, 'home_delivery').check();
  await page.getByRole('combobox', { name: it('address.search') }).fill('Lungomare Augusto Murri 72');
  await page
    .getByRole('option', { name: /Lungomare Augusto Murri, 72/ })
    .first()
    .click();
  await expect(page.getByText(it('address.inside_zone'))).toBeVisible();
  await expect(page.getByText(it('address.zone', { name: ZONE }))).toBeVisible();
}

test('an address in the small inner zone is charged the inner zone’s 1,00 € and the order keeps it', async ({
  page,
}, testInfo) => {
  test.slow();
  // Two Fritture, 28,00 €: the demo would charge 2,50 + 2 × 0,50 = 3,50 €.
  await seedCart(page, [{ ...FRITTURA, qty: 2 }]);
  await visit(page, `${storefront.baseURL}/concludi-ordine`);
  await deliverToTheLido(page);
  await expect(summaryLine(page, it('summary.shipping'))).toHaveText('1,00 €');
  await expect(summaryLine(page, it('summary.total'))).toHaveText('29,00 €');
  await expectNoA11yViolations(page);

  await chooseEarlySlot(page);
  await fillIdentity(page, uniqueGuest('Marta', 'Riva', 'zona', testInfo.project.name));
  await sendCashOrder(page);
  await expect(orderPageAmount(page, it('summary.total'))).toHaveText('29,00 €');
  await expectNoA11yViolations(page);
});

test('the inner zone’s 20,00 € minimum holds back one Frittura (14,00 €) that the demo’s 12,00 € would take', async ({
  page,
}) => {
  test.slow();
  await seedCart(page, [FRITTURA]);
  await visit(page, `${storefront.baseURL}/concludi-ordine`);
  await expect(page.getByText(it('order.min_order_amount', { euro: '12,00 €' }))).toHaveCount(0);
  await deliverToTheLido(page);
  await expect(page.getByText(it('order.min_order_amount', { euro: '20,00 €' })).first()).toBeVisible();
  await expect(summaryLine(page, it('summary.shipping'))).toHaveText('1,00 €');
  await expectNoA11yViolations(page);
});
