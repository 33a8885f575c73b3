import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BusinessFileInput } from '@ordina/contracts';

/**
 * The business `npm run bench:orders` orders from: the demo restaurant with
 * orders accepted and delivered round the clock (15-minute slots every day)
 * and slots big enough never to fill, so every order the bench sends is one
 * the business can take. Its automatic first-order coupon is switched off, so
 * every order costs the same (one Frittura di paranza, pick-up: 14,00 €).
 * Guest verification stays on, as in the demo: every order also writes its
 * verification code and e-mail, as a real guest's order does.
 */
export async function ordersBenchBusiness(repoRoot: string): Promise<BusinessFileInput> {
  const file = JSON.parse(
    await readFile(join(repoRoot, 'packages/db/demo/lido-azzurro.json'), 'utf8'),
  ) as BusinessFileInput;
  const allDay = [{ from: '00:00', to: '00:00' }];
  const week = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
  file.business = { key: 'lido-bench', name: 'Lido Bench' };
  file.delivery_order = {
    ...file.delivery_order,
    orderAcceptTimetables: week,
    deliveryTimetables: week,
    deliverySlotMaxOrders: 1_000_000,
  };
  file.coupons = (file.coupons ?? []).map((coupon) => ({ ...coupon, automatic_order_binding: 0 }));
  return file;
}

/** What one bench order is: a guest's pick-up of one Frittura di paranza in `slot`, from its own e-mail. */
export function ordersBenchPayload(n: number, slot: { day: string; time: string }, recaptchaToken: string) {
  return {
    identity: {
      name: 'Anna',
      lastname: 'Bench',
      email: `guest-${n}@bench.example`,
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
    other: { privacyPolicy: true, newsletterSubscription: false, recaptchaToken },
    prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: 0, total: 1400 },
    coupon: { manual: null, automatic: null },
    selectedAddress: null,
    cart: [{ productId: 102, itemIds: [], removedIds: [], qty: 1 }],
    locale: 'it',
    verify_method: 'verify_with_email',
    currentPage: '/concludi-ordine',
  };
}
