import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderPush, OrderRequest, SessionUser } from '@ordina/contracts';
import { captchaToken, mailLink } from './accounts.ts';
import { uniquePhone } from './checkout.ts';
import { orderPayload } from '../../apps/server/src/routes/api/order/test/round-the-clock-lido.ts';
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

/** Sends one pick-up order of one Frittura paid cash in `slot`, as a guest or, with `user`, the logged-in customer. */
async function sendOrder(
  request: APIRequestContext,
  customer: { email: string; phone?: string },
  prices: OrderRequest['prices'],
  slot: { day: string; time: string },
  user?: SessionUser,
  locale: OrderRequest['locale'] = 'it',
) {
  const order = orderPayload(slot);
  const body = orderPayload(slot, {
    identity: { ...order.identity, email: customer.email, phone: customer.phone ?? order.identity.phone },
    other: { ...order.other, recaptchaToken: await captchaToken(request) },
    prices,
    locale,
    verify_method: user ? null : 'verify_with_email',
  });
  return request.post(user ? `/api/secured/user/${user.id}/order` : '/api/order', {
    headers: {
      'idempotency-key': randomUUID(),
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    data: body,
  });
}

/** The list price of one Frittura, before any coupon: the server answers PRICES_CHANGED with the real ones. */
function listPrices(): OrderRequest['prices'] {
  expect(FRITTURA, 'the demo sells product 102').toBeDefined();
  const price = FRITTURA!.price ?? 0;
  return { cart: price, shipping: 0, freeShipping: false, coupon: 0, total: price };
}

/**
 * Places a pick-up order of one Frittura paid cash, as `email`: a guest's
 * (verified by e-mail: the demo's ORDER_VERIFY_DATA) or, with `user`, the
 * logged-in customer's (no verification), in the order language `locale`
 * (Italian unless given). The answer's push target.
 */
export async function placeOrder(
  request: APIRequestContext,
  email: string,
  user?: SessionUser,
  locale: OrderRequest['locale'] = 'it',
): Promise<OrderPush> {
  const response = await orderAnswer(request, email, user, locale);
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { push?: OrderPush } };
  expect(data.push).toBeDefined();
  return data.push!;
}

/**
 * The server's answer to that order, whatever it is (a journey that expects a refusal reads its
 * codes): sent again only as a customer would, with the fresh prices or another slot.
 */
export async function orderAnswer(
  request: APIRequestContext,
  email: string,
  user?: SessionUser,
  locale: OrderRequest['locale'] = 'it',
) {
  let prices = listPrices();
  let slot = await laterPickUpSlot(request);
  let response = await sendOrder(request, { email }, prices, slot, user, locale);
  // As a customer would: the fresh prices once seen (the demo's automatic first-order coupon
  // answers PRICES_CHANGED), another slot when another journey filled this one.
  for (let attempt = 0; attempt < 3 && response.status() === 409; attempt += 1) {
    const refusal = (await response.json()) as {
      data: { errors: string[]; prices?: OrderRequest['prices'] };
    };
    if (refusal.data.errors.includes('PRICES_CHANGED') && refusal.data.prices) prices = refusal.data.prices;
    else if (refusal.data.errors.includes('WRONG_DELIVERY_TIME')) slot = await laterPickUpSlot(request);
    else break;
    response = await sendOrder(request, { email }, prices, slot, user, locale);
  }
  return response;
}

/** A guest's order confirmed by its e-mailed code (it then reaches the restaurant: to_manage); resolves with its id once the confirmation answered. */
export async function confirmedGuestOrder(request: APIRequestContext, email: string): Promise<number> {
  const push = await placeOrder(request, email);
  if (push.name !== 'OrderToVerify') throw new Error(`a guest's order waits for its code, not ${push.name}`);
  const link = await mailLink(request, email, '/ordine/convalida/');
  const code = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const verified = await request.post('/api/order/verify', {
    data: { code, other: { recaptchaToken: await captchaToken(request) } },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { data: { order: { id: number } } }).data.order.id;
}

/** Confirms a guest's order as its e-mailed link does: the code of the newest link to `email`, sent to POST /api/order/verify. */
async function verifyByMail(request: APIRequestContext, email: string): Promise<void> {
  const link = await mailLink(request, email, '/ordine/convalida/');
  const code = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const response = await request.post('/api/order/verify', {
    data: { code, other: { recaptchaToken: await captchaToken(request) } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Fills a pick-up `slot` to its capacity with guests' confirmed orders (one e-mail,
 * from `emailOf`, and one phone each: the demo's first-order coupon is one use
 * per customer): orders until the server refuses the slot as full
 * (WRONG_DELIVERY_TIME), so orders other journeys put there count too. Each is
 * confirmed by its e-mailed code as it is placed: orders still waiting for it
 * may take only half of a slot (docs/decisions/042).
 * Returns how many this call placed.
 */
export async function fillPickUpSlot(
  request: APIRequestContext,
  slot: { day: string; time: string },
  emailOf: (n: number) => string,
): Promise<number> {
  let placed = 0;
  let prices = listPrices();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const email = emailOf(attempt);
    const response = await sendOrder(request, { email, phone: uniquePhone() }, prices, slot);
    if (response.status() === 200) {
      await verifyByMail(request, email);
      placed += 1;
      continue;
    }
    const refusal = (await response.json()) as {
      data: { errors: string[]; prices?: OrderRequest['prices'] };
    };
    if (refusal.data.errors.includes('WRONG_DELIVERY_TIME')) return placed;
    expect(refusal.data.errors, 'only the first-order price may change').toContain('PRICES_CHANGED');
    prices = refusal.data.prices!;
  }
  throw new Error(`slot ${slot.day} ${slot.time} never filled`);
}
