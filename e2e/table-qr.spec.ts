import { staffTranslate } from '@ordina/i18n/staff';
import { expectNoA11yViolations } from './support/axe.ts';
import {
  FRITTURA,
  chooseEarlySlot,
  fillIdentity,
  it as shopText,
  methodRadio,
  payCashAndAcceptPrivacy,
  seedCart,
  uniqueGuest,
} from './support/checkout.ts';
import { visit } from './support/hydration.ts';
import { expect, onlyInProject, test } from './support/restaurant-server.ts';
import { signInAsOwner } from './support/staff.ts';

// Issue 37 "Places without an address", decision 068: the owner names the umbrellas on a phone and
// downloads their QR sheet; a customer who scans one finds the umbrella locked at checkout and orders.
onlyInProject('phone', 'the owner’s and the customer’s phone journey');

const it = (key: Parameters<typeof staffTranslate>[1], params?: Record<string, string | number>) =>
  staffTranslate('it', key, params);

test('the owner names the umbrellas and prints their QR codes; a scan locks the umbrella and the order carries it', async ({
  page,
  restaurant,
}, testInfo) => {
  // Two back-office screens with axe, a PDF, a checkout with its proof of work: room for a slow machine.
  test.slow();
  await signInAsOwner(page, restaurant.databasePath, '/gestione/qr');
  await expect(page.getByRole('heading', { level: 1, name: it('title.places') })).toBeVisible();

  const umbrellas = page.getByRole('group', { name: shopText('delivery_method.beach_umbrella_delivery') });
  await umbrellas.getByText(it('places.series')).click();
  await umbrellas
    .getByRole('textbox', { name: it('places.series_prefix'), exact: true })
    .fill('Ombrellone B');
  await umbrellas.getByRole('textbox', { name: it('places.series_from'), exact: true }).fill('13');
  await umbrellas.getByRole('textbox', { name: it('places.series_to'), exact: true }).fill('15');
  await umbrellas.getByRole('button', { name: it('places.series_add') }).click();
  await expect(umbrellas.getByRole('textbox', { name: it('places.name'), exact: true })).toHaveCount(3);
  // "Ombrellone B 14" from the series, renamed as the beach writes it, with a short code.
  const second = umbrellas.getByRole('listitem').nth(1);
  await second.getByRole('textbox', { name: it('places.name'), exact: true }).fill('Ombrellone B14');
  await second.getByRole('textbox', { name: it('places.code'), exact: true }).fill('b14');
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: it('places.save') }).click();
  await expect(page.getByText(/^Posti salvati: versione \d+\.$/)).toBeVisible();

  // The sheet: a PDF download of one page (three cards).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: it('places.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ordina-qr.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await readFile(path);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The customer: a full cart, then the QR's link (the home page with ?posto=b14).
  await seedCart(page, [FRITTURA]);
  await visit(page, '/?posto=b14');
  // After hydration the parameter leaves the address and the preset stays for the visit.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  await page.goto('/concludi-ordine');
  const place = page.getByRole('group', { name: shopText('field.umbrella_number') });
  await expect(place).toContainText('Ombrellone B14');
  await expect(methodRadio(page, 'beach_umbrella_delivery')).toBeChecked();
  await expect(page.getByRole('textbox', { name: shopText('field.umbrella_number') })).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await chooseEarlySlot(page);
  await fillIdentity(page, uniqueGuest('Giulia', 'Bianchi', 'qr', testInfo.project.name));
  await payCashAndAcceptPrivacy(page);
  await page.getByRole('button', { name: shopText('checkout.confirm_via_email') }).click();
  const [sent] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order')),
    page
      .getByRole('dialog')
      .getByRole('button', { name: shopText('common.confirm'), exact: true })
      .click(),
  ]);
  expect(sent.postDataJSON()).toMatchObject({
    delivery: { method: 'beach_umbrella_delivery', localPlace: 'Ombrellone B14' },
  });
  await expect(page).toHaveURL(/\/ordine\/in-attesa-di-convalida\/\d+\/[^/]+\/email$/);
});
