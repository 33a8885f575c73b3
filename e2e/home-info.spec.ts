import { type Page } from '@playwright/test';
import { expect, test, visit } from './support/hydration.ts';
import type { MessageKey } from '@ordina/i18n';
import { translate } from '@ordina/i18n';
import { expectNoA11yViolations } from './support/axe.ts';

// HomePage information (spec §2 Home, §5 Address): the order service box and
// its acceptance-hours popup, the delivery-costs popup and the address check
// against the demo business's delivery zone (Rimini seafront), in Italian.

const it = (key: MessageKey) => translate('it', key);

async function openDialog(page: Page, key: MessageKey) {
  await page
    .getByRole('main')
    .getByRole('button', { name: it(key) })
    .click();
  const dialog = page.getByRole('dialog', { name: it(key) });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function checkAddress(page: Page, text: string) {
  const dialog = await openDialog(page, 'home.check_address');
  await dialog.getByRole('combobox', { name: it('address.search') }).fill(text);
  return dialog;
}

test('an address on the seafront of Rimini is inside the delivery area', async ({ page }) => {
  await visit(page, '/');
  const dialog = await checkAddress(page, 'Lungomare Augusto Murri 72');
  await dialog
    .getByRole('option', { name: /Lungomare Augusto Murri,? 72/ })
    .first()
    .click();
  await expect(dialog.getByTestId('address-check-result')).toHaveText(it('address.inside_zone'));
});

test('an address in Santarcangelo is outside the delivery area', async ({ page }) => {
  await visit(page, '/');
  const dialog = await checkAddress(page, 'Via Giacomo Matteotti 5 Santarcangelo');
  await dialog
    .getByRole('option', { name: /Matteotti/ })
    .first()
    .click();
  await expect(dialog.getByTestId('address-check-result')).toHaveText(it('address.outside_zone'));
});

test('an address that does not exist is not found, and Escape closes the dialog back to its button', async ({
  page,
}) => {
  await visit(page, '/');
  const dialog = await checkAddress(page, 'Via Inesistentissima 12 Borgo Nessuno');
  await expect(dialog.getByTestId('address-check-result')).toHaveText('Indirizzo non trovato');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: it('home.check_address') })).toBeFocused();
});

test('the suggestions work by keyboard; Escape closes the list first, then the dialog', async ({ page }) => {
  await visit(page, '/');
  const dialog = await checkAddress(page, 'Lungomare Augusto Murri 72');
  const search = dialog.getByRole('combobox', { name: it('address.search') });
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await search.press('ArrowDown');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  // The zone's answer is announced: it appears in the dialog's polite live region.
  await expect(dialog.getByRole('status').filter({ hasText: it('address.inside_zone') })).toBeVisible();
  await search.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the delivery-costs popup shows the demo costs', async ({ page }) => {
  await visit(page, '/');
  const dialog = await openDialog(page, 'home.delivery_costs');
  // lido-azzurro.json: deliveryPrice 250, deliveryPricePerProduct 50, deliveryThresholdFree 3500, deliveryMinOrder 1200 (cents).
  const nbsp = '\u00a0';
  await expect(dialog.getByRole('definition')).toHaveText([
    `2,50${nbsp}€`,
    `0,50${nbsp}€`,
    `35,00${nbsp}€`,
    `12,00${nbsp}€`,
  ]);
  await expect(dialog.getByRole('term')).toHaveText([
    it('home.fixed_cost'),
    it('home.cost_per_product'),
    it('home.free_delivery_from'),
    it('home.minimum_order'),
  ]);
});

test('the order service is active and its popup lists the acceptance hours of every weekday', async ({
  page,
}) => {
  await visit(page, '/');
  // The demo accepts orders round the clock.
  await expect(page.getByTestId('order-service-state')).toHaveText(it('home.order_service_active'));
  const dialog = await openDialog(page, 'home.order_acceptance_hours');
  const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) =>
    translate('it', `weekday.${day}`),
  );
  await expect(dialog.getByRole('term')).toHaveText(weekdays);
  await expect(dialog.getByRole('definition')).toHaveText(Array<string>(7).fill('dalle 00:00 alle 24:00'));
});

test('the home page has no accessibility violations', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByTestId('order-service-state')).toBeVisible();
  await expectNoA11yViolations(page);
});

for (const key of ['home.order_acceptance_hours', 'home.delivery_costs', 'home.food_intolerances'] as const) {
  test(`the home page has no accessibility violations with the ${key} dialog open, and the dialog closes`, async ({
    page,
  }) => {
    await visit(page, '/');
    const dialog = await openDialog(page, key);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: it('common.close') }).click();
    await expect(dialog).toBeHidden();
  });
}

test('the home page has no accessibility violations with the address check listing suggestions', async ({
  page,
}) => {
  await visit(page, '/');
  const dialog = await checkAddress(page, 'Lungomare Augusto Murri 72');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expectNoA11yViolations(page);
});
