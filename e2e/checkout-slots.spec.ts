import { translate } from '@ordina/i18n';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, reload, test, visit } from './support/hydration.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import {
  chooseEarlySlot,
  daySelect,
  fillIdentity,
  FRITTURA,
  it,
  methodRadio,
  optionValues,
  seedCart,
  showDay,
  uniquePhone,
} from './support/checkout.ts';
import { chooseLanguage } from './support/language-chooser.ts';
import { fillPickUpSlot } from './support/orders.ts';

// The checkout's delivery time and its draft (spec §2 FormPage, §4
// "Delivery time slots"; a day, then a time of that day: issue 34 item 4),
// against the real server. Italian pages first.

const checkout = '/concludi-ordine';
// Pick-up's time select is the pick-up time.
const slotSelect = (page: Page, locale: 'it' | 'en' = 'it') =>
  page.getByRole('combobox', { name: translate(locale, 'field.pickup_time') });

interface ListedSlot {
  readonly date: string;
  readonly day: string;
  readonly time: string;
  readonly accepted: number;
  readonly max: number;
}

/** The server's pick-up slots (full ones included), in time order. */
async function pickUpSlots(request: APIRequestContext): Promise<ListedSlot[]> {
  const answer = await request.get('/api/timetable/pick_up');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { list: ListedSlot[] } }).data.list;
}

test('a day, then its times: only days with a free slot, one day at a time, and a reload reopens on the chosen one', async ({
  page,
  request,
}) => {
  await seedCart(page, [FRITTURA]);
  await visit(page, checkout);
  await methodRadio(page, 'pick_up').check();
  await slotSelect(page).locator('option').nth(1).waitFor({ state: 'attached' });
  const open = (await pickUpSlots(request)).filter((slot) => slot.accepted < slot.max);
  // The days offered are the days with a free slot, in order: the demo is closed on Monday, and the week
  // ahead always holds one, which is never offered.
  const days = await optionValues(daySelect(page));
  expect(days).toEqual([...new Set(open.map((slot) => slot.day))]);
  expect(days.some((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1)).toBe(false);
  expect(days.length).toBeGreaterThan(1);
  // Each day shows its own times only; today's first is 'as soon as possible'.
  for (const day of days) {
    await showDay(page, day);
    const times = await optionValues(slotSelect(page));
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((value) => value.startsWith(`${day} `))).toBe(true);
  }
  await expectNoA11yViolations(page);

  // The second day's last time: not what the page opens on, so the reload has to restore it.
  const day = days[1]!;
  await showDay(page, day);
  const value = (await optionValues(slotSelect(page))).at(-1)!;
  await slotSelect(page).selectOption(value);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ordina.checkoutDraft') ?? ''))
    .toContain(value);
  await reload(page);
  await expect(daySelect(page)).toHaveValue(day);
  await expect(slotSelect(page)).toHaveValue(value);
});

test('a full slot is not offered', async ({ page, request }, testInfo) => {
  // A handful of orders through the API, each with its proof of work: room for a machine twice as slow.
  test.slow();
  const list = await pickUpSlots(request);
  // A slot of the first half other journeys leave alone (they take one of the first eighth, or of the later half), one per project.
  const open = list.filter((slot) => slot.accepted < slot.max);
  const target = open[Math.floor(open.length / 4) + (testInfo.project.name === 'desktop' ? 2 : 0)];
  expect(target, 'the demo offers enough pick-up slots').toBeDefined();

  await fillPickUpSlot(request, target!, (n) => uniqueEmail(`full-slot-${n}`, testInfo.project.name));
  const after = await pickUpSlots(request);
  const filled = after.find((slot) => slot.date === target!.date);
  expect(filled?.accepted).toBe(filled?.max);

  await seedCart(page, [FRITTURA]);
  await visit(page, checkout);
  await methodRadio(page, 'pick_up').check();
  await slotSelect(page).locator('option').nth(1).waitFor({ state: 'attached' });
  // The slots on either side still have room and are offered (on their own day): only the full one is gone.
  const neighbours = after
    .filter((slot) => slot.accepted < slot.max)
    .filter((slot) => Math.abs(after.indexOf(slot) - after.indexOf(filled!)) === 1);
  expect(neighbours.length).toBeGreaterThan(0);
  for (const slot of neighbours) {
    await showDay(page, slot.day);
    await expect(slotSelect(page).locator(`option[value="${slot.date}"]`)).toHaveCount(1);
    if (slot.day === target!.day)
      await expect(slotSelect(page).locator(`option[value="${target!.date}"]`)).toHaveCount(0);
  }
  await showDay(page, target!.day);
  await expect(slotSelect(page).locator(`option[value="${target!.date}"]`)).toHaveCount(0);
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
