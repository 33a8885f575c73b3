import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BusinessFileInput, OrderRequest } from '@ordina/contracts';

/*
 * The demo business as the checkout tests and the order benches order from (no test runner here,
 * so the bench can load it): Lido Azzurro with orders accepted and delivered round the clock,
 * 15-minute slots every day, and no automatic coupon, so every order of one Frittura for pick-up
 * costs the same 14,00 €. Each user says what else it changes.
 */

/** The demo business file under `key` and `name`, open round the clock, `slotMaxOrders` orders a slot. */
export async function roundTheClockLido(
  repoRoot: string,
  { key, name, slotMaxOrders }: { key: string; name: string; slotMaxOrders: number },
): Promise<BusinessFileInput> {
  const file = JSON.parse(
    await readFile(join(repoRoot, 'packages/db/demo/lido-azzurro.json'), 'utf8'),
  ) as BusinessFileInput;
  const allDay = [{ from: '00:00', to: '00:00' }];
  const week = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
  file.business = { key, name };
  file.delivery_order = {
    ...file.delivery_order,
    orderAcceptTimetables: week,
    deliveryTimetables: week,
    deliverySlotMaxOrders: slotMaxOrders,
  };
  file.coupons = (file.coupons ?? []).map((coupon) => ({ ...coupon, automatic_order_binding: 0 }));
  return file;
}

/** Frittura di paranza (14,00 €, no options): one is above the demo's 12,00 € minimum. */
export const FRITTURA = { productId: 102, itemIds: [], removedIds: [], qty: 1 };

/** A complete guest order for pick-up of one Frittura (total 14,00 €) in `slot`; `over` replaces whole groups. */
export function orderPayload(
  slot: { day: string; time: string },
  over: Partial<OrderRequest> = {},
): OrderRequest {
  return {
    identity: {
      name: 'Anna',
      lastname: 'Neri',
      email: 'anna.neri@example.it',
      phone: '+39 333 765 4321',
      note: '',
    },
    delivery: {
      method: 'pick_up',
      localPlace: null,
      deliveryAddress: null,
      note: '',
      timeLabel: slot.time,
      time: slot.time,
      day: slot.day,
    },
    payment: { method: 'cash_on_delivery' },
    other: { privacyPolicy: true, newsletterSubscription: false, recaptchaToken: null },
    prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: 0, total: 1400 },
    coupon: { manual: null, automatic: null },
    selectedAddress: null,
    cart: [FRITTURA],
    locale: 'it',
    verify_method: null,
    currentPage: '/concludi-ordine',
    ...over,
  };
}
