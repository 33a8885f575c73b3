import { translate } from '@ordina/i18n';
import type { Page } from '@playwright/test';
import { expect, test, visit } from './support/hydration.ts';
import { uniqueEmail } from './support/accounts.ts';
import {
  chooseEarlySlot,
  fillIdentity,
  FRITTURA,
  it,
  methodRadio,
  seedCart,
  uniquePhone,
} from './support/checkout.ts';
import { chooseLanguage } from './support/language-chooser.ts';
import { fillPickUpSlot } from './support/orders.ts';

// The checkout's delivery-time list and its draft (spec §2 FormPage, §4
// "Delivery time slots"), against the real server. Italian pages first.

const checkout = '/concludi-ordine';
const slotSelect = (page: Page, locale: 'it' | 'en' = 'it') =>
  page.getByRole('combobox', { name: translate(locale, 'field.delivery_time') });

test('a full slot is not offered', async ({ page, request }, testInfo) => {
  // A handful of orders through the API, each with its proof of work: room for a machine twice as slow.
  test.slow();
  const answer = await request.get('/api/timetable/pick_up');
  expect(answer.status()).toBe(200);
  const { list } = (
    (await answer.json()) as {
      data: { list: { date: string; day: string; time: string; accepted: number; max: number }[] };
    }
  ).data;
  // A slot of the first half other journeys leave alone (they take one of the first eighth, or of the later half), one per project.
  const open = list.filter((slot) => slot.accepted < slot.max);
  const target = open[Math.floor(open.length / 4) + (testInfo.project.name === 'desktop' ? 2 : 0)];
  expect(target, 'the demo offers enough pick-up slots').toBeDefined();

  await fillPickUpSlot(request, target!, (n) => uniqueEmail(`full-slot-${n}`, testInfo.project.name));
  const after = (
    (await (await request.get('/api/timetable/pick_up')).json()) as {
      data: { list: { date: string; accepted: number; max: number }[] };
    }
  ).data.list;
  const filled = after.find((slot) => slot.date === target!.date);
  expect(filled?.accepted).toBe(filled?.max);

  await seedCart(page, [FRITTURA]);
  await visit(page, checkout);
  await methodRadio(page, 'pick_up').check();
  const select = slotSelect(page);
  await select.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await expect(select.locator(`option[value="${target!.date}"]`)).toHaveCount(0);
  // The slots on either side still have room and are offered: the list is there, only the full one is gone.
  const neighbours = after
    .filter((slot) => slot.accepted < slot.max)
    .filter((slot) => Math.abs(after.indexOf(slot) - after.indexOf(filled!)) === 1);
  expect(neighbours.length).toBeGreaterThan(0);
  for (const slot of neighbours) await expect(select.locator(`option[value="${slot.date}"]`)).toHaveCount(1);
});

test('the draft survives a language switch', async ({ page }, testInfo) => {
  const identity = {
    name: 'Marta',
    lastname: 'Galli',
    email: uniqueEmail('draft', testInfo.project.name),
    phone: uniquePhone(),
  };
  await seedCart(page, [FRITTURA]);
  await visit(page, checkout);
  await methodRadio(page, 'pick_up').check();
  await chooseEarlySlot(page);
  const slot = await slotSelect(page).inputValue();
  await fillIdentity(page, identity);
  await page.getByRole('textbox', { name: it('field.notes') }).fill('Senza limone');
  await page.getByRole('radio', { name: it('payment_method.cash_on_delivery') }).check();
  // The phone as the form shows it after typing (it adds the prefix and reformats).
  const phone = await page.getByRole('textbox', { name: it('field.phone') }).inputValue();
  expect(phone.replace(/\D/g, '')).toContain(identity.phone.replace(/\D/g, ''));
  // The draft is saved as it is typed: wait until the last field is in it, then switch.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ordina.checkoutDraft') ?? ''))
    .toContain('Senza limone');

  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const en = (key: Parameters<typeof translate>[1]) => translate('en', key);
  await expect(page.getByRole('radio', { name: en('delivery_method.pick_up') })).toBeChecked();
  await expect(slotSelect(page, 'en')).toHaveValue(slot);
  await expect(page.getByRole('textbox', { name: en('field.first_name'), exact: true })).toHaveValue(
    identity.name,
  );
  await expect(page.getByRole('textbox', { name: en('field.last_name') })).toHaveValue(identity.lastname);
  await expect(page.getByRole('textbox', { name: en('field.email') })).toHaveValue(identity.email);
  await expect(page.getByRole('textbox', { name: en('field.phone') })).toHaveValue(phone);
  await expect(page.getByRole('textbox', { name: en('field.notes') })).toHaveValue('Senza limone');
  await expect(page.getByRole('radio', { name: en('payment_method.cash_on_delivery') })).toBeChecked();
});
