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

// Delivery zones with their own rules (issue 37, beyond the spec; docs/decisions/072) on a phone: the
// demo's zone stays a bare polygon with the demo's figures (2,50 € + 0,50 € a product, minimum 12,00 €),
// and a small zone drawn around the lido itself charges 1,00 € flat with a 20,00 € minimum. An address in
// the inner zone gets the inner zone's fee and minimum at checkout, and the order is stored with them.
// Its own storefront: no e-mail confirmation and no coupons, so the figures are the Fritture's alone.

const it = (key: MessageKey, params?: Record<string, string>) => translate('it', key, params);
const ZONE = 'Lungomare centro';

let storefront: OwnServer;

// Phone journeys: skipped for the whole file on the desktop project, so its own server is not started there.
test.skip(({ isMobile }) => !isMobile, 'a phone journey');

test.beforeAll(async () => {
  storefront = await startOwnServer({
    business: {
      ...demoBusiness,
      configuration: {
        ...demoBusiness.configuration,
        order_verify_data: 'no',
        params: demoBusiness.configuration.params.filter((p) => p.param_name !== 'ORDER_VERIFY_DATA'),
      },
      delivery_order: {
        ...demoBusiness.delivery_order,
        deliveryZones: [
          ...demoBusiness.delivery_order.deliveryZones,
          {
            name: ZONE,
            polygon: [
              { lat: 44.045, lng: 12.597 },
              { lat: 44.045, lng: 12.606 },
              { lat: 44.052, lng: 12.606 },
              { lat: 44.052, lng: 12.597 },
            ],
            deliveryPrice: 100,
            deliveryPricePerProduct: 0,
            deliveryMinOrder: 2000,
          },
        ],
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
  await fillIdentity(page, {
    name: 'Marta',
    lastname: 'Riva',
    email: uniqueEmail('zona', testInfo.project.name),
    phone: uniquePhone(),
  });
  await page.getByRole('radio', { name: it('payment_method.cash_on_delivery') }).check();
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await page.getByRole('button', { name: it('checkout.submit') }).click();
  await expect(page).toHaveURL(/\/ordine\/inviato\/\d+\/[^/]+$/);
  const amounts = page.getByRole('region', { name: it('order_detail.amounts') });
  await expect(amounts.locator('dt', { hasText: it('summary.total') }).locator('+ dd')).toHaveText('29,00 €');
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
