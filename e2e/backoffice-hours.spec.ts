import { translate } from '@ordina/i18n';
import { staffTranslate } from '@ordina/i18n/staff';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { orderAnswer } from './support/orders.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInAsOwner } from './support/staff.ts';

// Issue 35 (decision 055): the owner closes today from a phone on /gestione/orari; the storefront
// says 'Oggi chiuso', offers no slot today and the server refuses an order (ORDERS_NOT_ACCEPTED).
// A restaurant of the journey's own (the `restaurant` fixture): a closure on the shared server
// would close it for every other journey.
onlyInProject('phone', 'the owner’s phone journey');

const s = (key: Parameters<typeof staffTranslate>[1]) => staffTranslate('it', key);

/** Today on the business's clock (the demo's configuration.time_zone), from the real clock. */
function todayInRome(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

test('the owner closes today on a phone: the storefront says closed today and takes no order', async ({
  page,
  browser,
  restaurant,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsOwner(page, restaurant.databasePath, '/gestione/orari');
  await expect(page.getByRole('heading', { level: 1, name: s('title.hours') })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('tab', { name: s('hours.tab.public'), exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The closures tab: today, closed all day.
  await page.getByRole('tab', { name: s('hours.tab.closures'), exact: true }).click();
  await page.getByRole('button', { name: s('closures.add') }).click();
  const today = todayInRome();
  await page.getByLabel(s('closures.from')).fill(today);
  await expect(page.getByRole('radio', { name: s('closures.closed') })).toBeChecked();
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: s('hours.save') }).click();
  await expect(page.getByText(/^Salvato: versione \d+\.$/)).toBeVisible({ timeout: 10_000 });
  const savedAt = Date.now();

  // A customer's home says so, a state polled, never a fixed sleep.
  const customer = await browser.newContext({ baseURL: restaurant.baseURL, locale: 'it-IT' });
  try {
    const shop = await customer.newPage();
    await expect
      .poll(
        async () => {
          await shop.goto('/');
          return (await shop.getByTestId('opening-today').textContent()) ?? '';
        },
        { timeout: 10_000, intervals: [250] },
      )
      .toBe(translate('it', 'hours.closed_today'));
    // 5 s is the rule; the poll's 10 s is room for a machine twice as slow.
    expect(Date.now() - savedAt).toBeLessThan(10_000);
    await expect(shop.getByTestId('order-service-state')).toHaveText(
      translate('it', 'home.order_service_not_active'),
    );

    // The checkout's slots skip today (the demo is open every day: tomorrow's are offered) ...
    const slots = await customer.request.get('/api/timetable/pick_up');
    expect(slots.status()).toBe(200);
    const { list } = ((await slots.json()) as { data: { list: { date: string }[] } }).data;
    expect(list.length).toBeGreaterThan(0);
    for (const slot of list) expect(slot.date).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(list.filter((slot) => slot.date.startsWith(today))).toEqual([]);
    // ... and an order now is refused: today takes no orders.
    const refused = await orderAnswer(customer.request, uniqueEmail('chiuso', testInfo.project.name));
    expect([
      refused.status(),
      ((await refused.json()) as { data: { errors: string[] } }).data.errors,
    ]).toEqual([400, ['ORDERS_NOT_ACCEPTED']]);
  } finally {
    await customer.close();
  }
});
