import type { Locator, Page } from '@playwright/test';
import { translate, type MessageKey } from '@ordina/i18n';
import { uniqueEmail } from './accounts.ts';
import { expect, visit } from './hydration.ts';
import { storeOncePerTab } from './once-per-tab.ts';

/** Italian text of a catalogue key (the journeys' browser speaks Italian). */
export const it = (key: MessageKey, params?: Record<string, string>) => translate('it', key, params);

/** A saved cart line (features/cart/cart-summary/cart-storage.ts): a product without options, and its quantity. */
export interface CartSeed {
  readonly productId: number;
  readonly qty: number;
}

/** Demo products without options: Frittura di paranza (14,00 €), Tiramisù (5,50 €), Acqua naturale (1,50 €). */
export const FRITTURA: CartSeed = { productId: 102, qty: 1 };
export const TIRAMISU: CartSeed = { productId: 701, qty: 1 };
export const WATER: CartSeed = { productId: 801, qty: 1 };

/**
 * Puts `lines` in the browser's saved cart before the first page loads (the
 * cart feature's own journeys cover adding through the page): once per tab, so
 * a placed order's emptied cart stays empty.
 */
export async function seedCart(page: Page, lines: readonly CartSeed[]): Promise<void> {
  const saved = lines.map((line) => ({
    product: { id: line.productId },
    qty: line.qty,
    variations: { options: [], removed: [] },
  }));
  await storeOncePerTab(page, 'ordina.cart', JSON.stringify(saved));
}

/** The checkout form's delivery-method radio of `code`. */
export function methodRadio(page: Page, code: string) {
  return page.getByRole('radio', { name: translate('it', `delivery_method.${code}` as MessageKey) });
}

/** The checkout's day select (issue 34 item 4): only days with a free slot. */
export function daySelect(page: Page): Locator {
  return page.getByRole('combobox', { name: it('checkout.day') });
}

/** The checkout's time select, named after the method: delivery, pick-up or serving time. */
export function timeSelect(page: Page): Locator {
  const names = (['field.delivery_time', 'field.pickup_time', 'field.service_time'] as const).map((key) =>
    it(key),
  );
  return page.getByRole('combobox', { name: new RegExp(`^(${names.join('|')})$`) });
}

/** The values of a select's options, its empty 'choose' entry left out. */
export async function optionValues(select: Locator): Promise<string[]> {
  return select
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
    );
}

/** Shows the times of `day` in the time select, and waits until they are the ones offered. */
export async function showDay(page: Page, day: string): Promise<void> {
  await daySelect(page).selectOption(day);
  await expect(timeSelect(page).locator('option').nth(1)).toHaveAttribute('value', new RegExp(`^${day} `));
}

/** An offered slot: its day and place among the days, its value and place among that day's times (0 = the first). */
export interface EarlySlot {
  readonly day: string;
  readonly dayIndex: number;
  readonly value: string;
  readonly index: number;
}

/**
 * One of the early offered delivery times, at random (waiting for the slots to arrive), read day by day; the
 * day select is left on the first day. The demo takes 4 orders a slot and the journeys of both projects order
 * at once: when they all took the first slot, two of them could race for its last place and one was refused
 * (WRONG_DELIVERY_TIME, "no longer available"). Early means the first eighth of all the days' slots, well
 * before the slot the full-slot journey fills (a quarter in, checkout-slots.spec.ts); the API journeys take
 * the later half (support/orders.ts).
 */
export async function earlySlot(page: Page): Promise<EarlySlot> {
  await timeSelect(page).locator('option').nth(1).waitFor({ state: 'attached' });
  const days = await optionValues(daySelect(page));
  const offered: EarlySlot[] = [];
  for (const [dayIndex, day] of days.entries()) {
    await showDay(page, day);
    const values = await optionValues(timeSelect(page));
    offered.push(...values.map((value, index) => ({ day, dayIndex, value, index })));
  }
  await showDay(page, days[0]!);
  return offered[Math.floor(Math.random() * Math.max(1, Math.floor(offered.length / 8)))]!;
}

/** Chooses one of the early offered delivery times (`earlySlot`): its day, then its time. */
export async function chooseEarlySlot(page: Page): Promise<void> {
  const { day, value } = await earlySlot(page);
  await showDay(page, day);
  await timeSelect(page).selectOption(value);
}

/** A guest's identity at checkout. */
export interface GuestIdentity {
  readonly name: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string;
}

/**
 * A guest no other journey is: its e-mail (`uniqueEmail`, tagged `tag` for `project`) and phone
 * (`uniquePhone`) are its own, so no first-order coupon or pending-order limit carries over.
 */
export function uniqueGuest(name: string, lastname: string, tag: string, project: string): GuestIdentity {
  return { name, lastname, email: uniqueEmail(tag, project), phone: uniquePhone() };
}

/** Fills the guest's identity (the privacy box is the caller's). */
export async function fillIdentity(page: Page, identity: GuestIdentity): Promise<void> {
  await page.getByRole('textbox', { name: it('field.first_name'), exact: true }).fill(identity.name);
  await page.getByRole('textbox', { name: it('field.last_name') }).fill(identity.lastname);
  await page.getByRole('textbox', { name: it('field.email') }).fill(identity.email);
  await page.getByRole('textbox', { name: it('field.phone') }).fill(identity.phone);
}

/** Presses Tab until `target` has the focus (keyboard-only journeys), failing after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A price line of the checkout's order summary: the amount beside its label (the whole label: "Totale", not "Subtotale"). */
export function summaryLine(page: Page, label: string): Locator {
  return page.locator('#order-summary dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
}

/** A price line of a placed order's page (its amounts region): the amount beside its label. */
export function orderPageAmount(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: it('order_detail.amounts') })
    .locator('dt', { hasText: label })
    .locator('+ dd');
}

/** Chooses cash on delivery and ticks the privacy box: the filled checkout is ready to send. */
export async function payCashAndAcceptPrivacy(page: Page): Promise<void> {
  await page.getByRole('radio', { name: it('payment_method.cash_on_delivery') }).check();
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
}

/**
 * Sends the filled checkout, paid cash, of a business that asks no e-mail confirmation
 * (`withoutEmailConfirmation`, ./demo-variant.ts): ends on the sent order's page.
 */
export async function sendCashOrder(page: Page): Promise<void> {
  await payCashAndAcceptPrivacy(page);
  await page.getByRole('button', { name: it('checkout.submit') }).click();
  await expect(page).toHaveURL(/\/ordine\/inviato\/\d+\/[^/]+$/);
}

/**
 * A mobile number no other journey uses: the server counts a first order by
 * e-mail or phone (the first-order coupon), so a shared number would change
 * the prices between journeys.
 */
export function uniquePhone(): string {
  return `333 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
}

/** A guest pick-up order with the demo's online method, sent from the checkout: ends on the gateway's page. */
export async function orderOnline(page: Page, project: string): Promise<void> {
  await seedCart(page, [FRITTURA]);
  await visit(page, '/concludi-ordine');
  await methodRadio(page, 'pick_up').check();
  await chooseEarlySlot(page);
  await fillIdentity(page, uniqueGuest('Marta', 'Rossi', 'online', project));
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  // Paying online needs no e-mail confirmation: the plain submit.
  await page.getByRole('button', { name: it('checkout.submit') }).click();
  await expect(page.getByRole('heading', { name: it('sandbox_pay.title') })).toBeVisible();
}
