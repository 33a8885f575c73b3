import { translate } from '@ordina/i18n';
import { staffTranslate } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness } from './support/demo-business.ts';
import { orderAnswer } from './support/orders.ts';
import { addButton } from './support/product-card.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { boardTablet } from './support/staff-board.ts';

// The board's switches (issue 33 "A safety net", docs/decisions/046) from a 1024×768 tablet, and what
// the customer on a 390×844 phone meets: a pause makes the storefront say it takes no orders and the
// server refuse one (ORDERS_NOT_ACCEPTED) until it is undone; a product marked sold out shows
// 'Esaurito' in place of its add button and an order holding it is refused (PRODUCT_SOLD_OUT).

const s = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);
const it = (key: Parameters<typeof translate>[1]) => translate('it', key);

/** The demo product the order helpers order: one Frittura di paranza (antipasti di mare). */
const FRITTURA = demoBusiness.products.find((product) => product.id === 102)!;
const FRITTURA_CATEGORY = demoBusiness.categories.find((category) => category.id === FRITTURA.categoryId)!;

onlyInProject('desktop', 'one run: the journey opens its own tablet and phone contexts');

test('a pause from the board stops ordering until undone, and a product marked sold out is unavailable and refused', async ({
  browser,
  restaurant,
}, testInfo) => {
  const { context: board, page } = await boardTablet(browser, restaurant);
  const phone = await browser.newContext({
    baseURL: restaurant.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  });
  try {
    const switches = page.getByRole('region', { name: s('board_switches.title') });
    // The owner's phone: the board and its switches fit 390 px, the long sold-out list included.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(switches.locator('option', { hasText: FRITTURA.name }).first()).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1024, height: 768 });
    const customer = await phone.newPage();

    // Pause for 15 minutes: the board counts it down, the storefront and the server refuse.
    await switches.getByRole('button', { name: s('board_switches.pause_minutes', { minutes: 15 }) }).click();
    await expect(switches.getByRole('status')).toHaveText(s('board_switches.paused_for', { minutes: 15 }));
    await expectNoA11yViolations(page);
    await customer.goto('/');
    await expect(customer.getByTestId('order-service-state')).toHaveText(it('home.order_service_not_active'));
    const refused = await orderAnswer(phone.request, uniqueEmail('paola', testInfo.project.name));
    expect([
      refused.status(),
      ((await refused.json()) as { data: { errors: string[] } }).data.errors,
    ]).toEqual([400, ['ORDERS_NOT_ACCEPTED']]);

    // Undone: ordering is back.
    await switches.getByRole('button', { name: s('board_switches.resume') }).click();
    await expect(switches.getByRole('status')).toHaveText(s('board_switches.taking_orders'));
    await customer.goto('/');
    await expect(customer.getByTestId('order-service-state')).toHaveText(it('home.order_service_active'));

    // Sold out from the board: 'Esaurito' on the category page, and an order for it is refused.
    await switches.getByLabel(s('board_switches.sold_out_pick')).selectOption({ label: FRITTURA.name });
    await switches.getByRole('button', { name: s('board_switches.sold_out_mark') }).click();
    await expect(
      switches.getByRole('button', { name: s('board_switches.sold_out_undo', { name: FRITTURA.name }) }),
    ).toBeVisible();
    await customer.goto(`/categorie/${FRITTURA_CATEGORY.slug}`);
    await expect(addButton(customer, FRITTURA.name)).toHaveCount(0);
    await expect(customer.getByRole('main').getByText(it('category.sold_out'))).toBeVisible();
    const soldOut = await orderAnswer(phone.request, uniqueEmail('sara', testInfo.project.name));
    expect([
      soldOut.status(),
      ((await soldOut.json()) as { data: { errors: string[] } }).data.errors,
    ]).toEqual([400, ['PRODUCT_SOLD_OUT']]);
  } finally {
    await phone.close();
    await board.close();
  }
});
