import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderPush, OrderRequest, SessionUser } from '@ordina/contracts';
import { captchaToken } from './accounts.ts';
import { demoBusiness } from './demo-business.ts';

// Orders placed through the real API (POST /api/order, as the checkout sends
// them), so the order-page journeys start from a real order without going
// through the checkout pages another journey covers.

/** The demo's Frittura di paranza: one alone is above the minimum order, with no options to choose. */
const FRITTURA = demoBusiness.products.find((product) => product.id === 102);

/**
 * A pick-up slot the server offers, days ahead (never one that starts while
 * the test runs), picked at random among the later half: the demo takes 4
 * orders a slot, and the journeys of both projects order at once.
 */
async function laterPickUpSlot(request: APIRequestContext): Promise<{ day: string; time: string }> {
  const response = await request.get('/api/timetable/pick_up');
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { list: { day: string; time: string }[] } };
  const later = data.list.slice(Math.floor(data.list.length / 2));
  expect(later.length, 'the demo offers pick-up slots').toBeGreaterThan(0);
  const slot = later[Math.floor(Math.random() * later.length)]!;
  return { day: slot.day, time: slot.time };
}

/**
 * Places a pick-up order of one Frittura paid cash, as `email`: a guest's
 * (verified by e-mail: the demo's ORDER_VERIFY_DATA) or, with `user`, the
 * logged-in customer's (no verification). The answer's push target.
 */
export async function placeOrder(
  request: APIRequestContext,
  email: string,
  user?: SessionUser,
): Promise<OrderPush> {
  expect(FRITTURA, 'the demo sells product 102').toBeDefined();
  const price = FRITTURA!.price ?? 0;
  const send = async (prices: OrderRequest['prices'], slot: { day: string; time: string }) => {
    const body: OrderRequest = {
      identity: { name: 'Anna', lastname: 'Neri', email, phone: '+39 333 765 4321', note: '' },
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
      other: {
        privacyPolicy: true,
        newsletterSubscription: false,
        recaptchaToken: await captchaToken(request),
      },
      prices,
      coupon: { manual: null, automatic: null },
      selectedAddress: null,
      cart: [{ productId: 102, itemIds: [], removedIds: [], qty: 1 }],
      locale: 'it',
      verify_method: user ? null : 'verify_with_email',
      currentPage: '/concludi-ordine',
    };
    return request.post(user ? `/api/secured/user/${user.id}/order` : '/api/order', {
      headers: {
        'idempotency-key': randomUUID(),
        ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      },
      data: body,
    });
  };
  let prices: OrderRequest['prices'] = {
    cart: price,
    shipping: 0,
    freeShipping: false,
    coupon: 0,
    total: price,
  };
  let slot = await laterPickUpSlot(request);
  let response = await send(prices, slot);
  // As a customer would: the fresh prices once seen (the demo's automatic first-order coupon
  // answers PRICES_CHANGED), another slot when another journey filled this one.
  for (let attempt = 0; attempt < 3 && response.status() === 409; attempt += 1) {
    const refusal = (await response.json()) as {
      data: { errors: string[]; prices?: OrderRequest['prices'] };
    };
    if (refusal.data.errors.includes('PRICES_CHANGED') && refusal.data.prices) prices = refusal.data.prices;
    else if (refusal.data.errors.includes('WRONG_DELIVERY_TIME')) slot = await laterPickUpSlot(request);
    else break;
    response = await send(prices, slot);
  }
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { push?: OrderPush } };
  expect(data.push).toBeDefined();
  return data.push!;
}
