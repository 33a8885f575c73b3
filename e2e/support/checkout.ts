import type { Locator, Page } from '@playwright/test';
import { translate, type MessageKey } from '@ordina/i18n';

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
  await page.addInitScript((text) => {
    if (
      location.protocol !== 'http:' ||
      window.top !== window ||
      sessionStorage.getItem('e2e.cart-placed') !== null
    )
      return;
    sessionStorage.setItem('e2e.cart-placed', '1');
    localStorage.setItem('ordina.cart', text);
  }, JSON.stringify(saved));
}

/** The checkout form's delivery-method radio of `code`. */
export function methodRadio(page: Page, code: string) {
  return page.getByRole('radio', { name: translate('it', `delivery_method.${code}` as MessageKey) });
}

/**
 * One of the early offered delivery times, at random (waiting for the slots to arrive): its value and its
 * place among the offered ones (0 = the first). The demo takes 4 orders a slot and the journeys of both
 * projects order at once: when they all took the first slot, two of them could race for its last place and
 * one was refused (WRONG_DELIVERY_TIME, "no longer available"). Early means the first eighth, well before
 * the slot the full-slot journey fills (a quarter in, checkout-slots.spec.ts); the API journeys take the
 * later half (support/orders.ts).
 */
export async function earlySlot(page: Page): Promise<{ value: string; index: number }> {
  const select = page.getByRole('combobox', { name: it('field.delivery_time') });
  await select.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  const offered = await select
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
    );
  const index = Math.floor(Math.random() * Math.max(1, Math.floor(offered.length / 8)));
  return { value: offered[index]!, index };
}

/** Chooses one of the early offered delivery times (`earlySlot`). */
export async function chooseEarlySlot(page: Page): Promise<void> {
  const { value } = await earlySlot(page);
  await page.getByRole('combobox', { name: it('field.delivery_time') }).selectOption(value);
}

/** Fills the guest's identity and ticks the privacy box. */
export async function fillIdentity(
  page: Page,
  identity: { name: string; lastname: string; email: string; phone: string },
): Promise<void> {
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

/**
 * A mobile number no other journey uses: the server counts a first order by
 * e-mail or phone (the first-order coupon), so a shared number would change
 * the prices between journeys.
 */
export function uniquePhone(): string {
  return `333 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
}
