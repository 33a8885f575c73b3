import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@ordina/contracts';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { captchaToken } from '../../../plugins/auth/test/account-test-app.ts';
import {
  createOrderTestApp,
  expectOrderRefused,
  FRITTURA,
  laterSlot,
  orderPayload,
  orderRows,
  sendOrder,
  withCaptcha,
} from './test/order-test-app.ts';
import type { OrderTestApp } from './test/order-test-app.ts';

// The limits only the database can hold under concurrency (docs/decisions/007), through HTTP: slot
// capacity in orders or in items, coupon usage limits; and the business rules that need their own
// configuration (acceptance hours, login required).

describe.each(TEST_DIALECTS)('order limits through HTTP on %s', (dialect) => {
  describe('a slot of 10 orders', () => {
    let server: OrderTestApp;
    beforeAll(async () => {
      server = await createOrderTestApp(dialect, {
        change: (file) => void (file.delivery_order.deliverySlotMaxOrders = 10),
        // The lowest ALTCHA difficulty the server takes: solving the 200 challenges at the tests' 1000
        // was most of this file's time; the tokens are checked and spent as at any difficulty.
        env: { ALTCHA_MAX_NUMBER: '100' },
      });
    });
    afterAll(async () => server.close());

    it('takes exactly 10 of 200 orders sent at once; the others are WRONG_DELIVERY_TIME with nothing written', async () => {
      const { app } = server;
      const slot = await laterSlot(app);
      // Tokens first, so the 200 orders really arrive together.
      const tokens = await Promise.all(Array.from({ length: 200 }, () => captchaToken(app)));
      const answers = await Promise.all(
        tokens.map((token, n) => {
          const payload = orderPayload(slot, {
            identity: {
              name: 'Anna',
              lastname: 'Neri',
              email: `guest-${n}@example.it`,
              phone: '+39 333 765 4321',
            },
          });
          return sendOrder(app, { ...payload, other: { ...payload.other, recaptchaToken: token } });
        }),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(new Set(refused.map((a) => `${a.statusCode} ${a.body}`))).toEqual(
        new Set(['409 {"data":{"errors":["WRONG_DELIVERY_TIME"]}}']),
      );
      const rows = await orderRows(app);
      expect([rows.orders, rows.slot_places_taken, rows.idempotency_keys]).toEqual([10, 10, 10]);

      // The timetable shows it full: the browser no longer offers it.
      const list = (await app.inject({ method: 'GET', url: '/api/timetable/pick_up' })).json<{
        data: { list: { day: string; time: string; accepted: number; max: number }[] };
      }>().data.list;
      expect(list.find((s) => s.day === slot.day && s.time === slot.time)).toMatchObject({
        accepted: 10,
        max: 10,
      });
    }, 180_000);
  });

  describe('a kitchen-load slot of 3 items, a coupon for one order, no SMS credit', () => {
    let server: OrderTestApp;
    beforeAll(async () => {
      server = await createOrderTestApp(dialect, {
        change: (file) => {
          file.delivery_order.deliverySlotMaxItems = 3;
          file.coupons = (file.coupons ?? []).map((c) =>
            c.code === 'ESTATE10' ? { ...c, usage_limit: 1 } : c,
          );
          file.configuration.order_verify_data = 'email_sms';
          file.configuration.has_sms_to_spend = true;
        },
      });
    });
    afterAll(async () => server.close());

    const send = async (payload: OrderRequest) =>
      sendOrder(server.app, await withCaptcha(server.app, payload));

    it('counts items: two pieces fit, two more do not', async () => {
      const slot = await laterSlot(server.app);
      const two = {
        cart: [{ ...FRITTURA, qty: 2 }],
        prices: { cart: 2800, shipping: 0, freeShipping: false, coupon: 0, total: 2800 },
      };
      expect((await send(orderPayload(slot, two))).statusCode).toBe(200);
      const before = await orderRows(server.app);
      const full = await send(orderPayload(slot, two));
      expect([full.statusCode, full.json()]).toEqual([409, { data: { errors: ['WRONG_DELIVERY_TIME'] } }]);
      expect(await orderRows(server.app)).toEqual(before);
    });

    it('refuses a coupon used up meanwhile with COUPON_EXHAUSTED, writing nothing', async () => {
      const slot = await laterSlot(server.app, 'take_away', 1);
      const withCode = (email: string, phone: string) =>
        orderPayload(slot, {
          delivery: { method: 'take_away', day: slot.day, time: slot.time },
          identity: { name: 'Anna', lastname: 'Neri', email, phone },
          coupon: { manual: 'estate10', automatic: null },
          prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: -140, total: 1260 },
        });
      expect((await send(withCode('first@example.it', '+39 333 765 0001'))).statusCode).toBe(200);
      const before = await orderRows(server.app);
      const second = await send(withCode('second@example.it', '+39 333 765 0002'));
      expect([second.statusCode, second.json()]).toEqual([409, { data: { errors: ['COUPON_EXHAUSTED'] } }]);
      expect(await orderRows(server.app)).toEqual(before);
    });

    it('refuses verification by SMS without SMS credit (NO_SMS_CREDIT), writing nothing', async () => {
      const slot = await laterSlot(server.app, 'table_delivery', 2);
      const before = await orderRows(server.app);
      const response = await send(
        orderPayload(slot, {
          delivery: { method: 'table_delivery', localPlace: '12', day: slot.day, time: slot.time },
          verify_method: 'verify_with_sms',
        }),
      );
      expect([response.statusCode, response.json()]).toEqual([409, { data: { errors: ['NO_SMS_CREDIT'] } }]);
      expect(await orderRows(server.app)).toEqual(before);
    });
  });

  describe('an automatic first-order coupon and guests who confirm by e-mail (issue 31 item 1)', () => {
    let server: OrderTestApp;
    beforeAll(async () => {
      server = await createOrderTestApp(dialect, {
        change: (file) => {
          file.coupons = (file.coupons ?? []).map((c) =>
            c.code === 'PRIMOORDINE' ? { ...c, automatic_order_binding: 1 } : c,
          );
          file.configuration.order_verify_data = 'email';
        },
      });
    });
    afterAll(async () => server.close());

    const send = async (payload: OrderRequest) =>
      sendOrder(server.app, await withCaptcha(server.app, payload));
    const coupons = async (email: string, phone: string) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/coupons',
          payload: { email, phone, code: '', recaptchaToken: await captchaToken(server.app) },
        })
      ).json<{ data: { id: number }[] }>().data;
    const discounted = { cart: 1400, shipping: 0, freeShipping: false, coupon: -210, total: 1190 };
    const full = { cart: 1400, shipping: 0, freeShipping: false, coupon: 0, total: 1400 };

    it('quotes a customer whose first order is still unconfirmed without the discount, and that total goes through', async () => {
      const slot = await laterSlot(server.app);
      const identity = {
        name: 'Anna',
        lastname: 'Neri',
        email: 'pending@example.it',
        phone: '+39 333 765 1111',
        note: '',
      };
      const first = await send(orderPayload(slot, { identity, prices: discounted }));
      expect(first.statusCode).toBe(200);
      // The first order waits for its e-mailed code and holds the customer's one first-order use.
      expect(first.json<{ data: { push: { name: string } } }>().data.push.name).toBe('OrderToVerify');
      expect((await coupons(identity.email, identity.phone)).map((c) => c.id)).toEqual([]);

      // The discounted total is refused with the total the server will take (before: COUPON_EXHAUSTED) …
      const again = await send(orderPayload(slot, { identity, prices: discounted }));
      const refusedWith = again.json<{
        data: { errors: string[]; prices: { total: number; coupon: number } };
      }>().data;
      expect([
        again.statusCode,
        refusedWith.errors,
        refusedWith.prices.total,
        refusedWith.prices.coupon,
      ]).toEqual([409, ['PRICES_CHANGED'], 1400, 0]);
      // … and that total goes through (before: PRICES_CHANGED, insisting on the discount).
      expect((await send(orderPayload(slot, { identity, prices: full }))).statusCode).toBe(200);
      // The same phone with another e-mail is the same customer.
      const samePhone = await send(
        orderPayload(slot, { identity: { ...identity, email: 'typo@example.it' }, prices: full }),
      );
      expect(samePhone.statusCode).toBe(200);
    });

    it('still gives a new customer the discount, and the coupons answer says so', async () => {
      const slot = await laterSlot(server.app);
      const identity = {
        name: 'Bruno',
        lastname: 'Verdi',
        email: 'new@example.it',
        phone: '+39 333 765 2222',
        note: '',
      };
      expect((await coupons(identity.email, identity.phone)).map((c) => c.id)).toEqual([4]);
      expect((await send(orderPayload(slot, { identity, prices: discounted }))).statusCode).toBe(200);
    });
  });

  describe('a business that is not accepting orders and wants customers logged in', () => {
    let server: OrderTestApp;
    beforeAll(async () => {
      server = await createOrderTestApp(dialect, {
        change: (file) => {
          file.configuration.customer_auth_type = 'solo_login';
          file.delivery_order.orderAcceptTimetables = {};
        },
      });
    });
    afterAll(async () => server.close());

    it('refuses a guest’s order with ORDERS_NOT_ACCEPTED and LOGIN_REQUIRED, writing nothing', async () => {
      await expectOrderRefused(server.app, 400, ['ORDERS_NOT_ACCEPTED', 'LOGIN_REQUIRED']);
    });
  });

  describe('a menu-only business (menu_delivery_mode solo_menu, spec §2 Redirects)', () => {
    let server: OrderTestApp;
    beforeAll(async () => {
      // Orders accepted round the clock otherwise: only the mode says no (issue 31 item 3).
      server = await createOrderTestApp(dialect, {
        change: (file) => void (file.configuration.menu_delivery_mode = 'solo_menu'),
      });
    });
    afterAll(async () => server.close());

    it('refuses a complete order with ORDERS_NOT_ACCEPTED, writing nothing', async () => {
      await expectOrderRefused(server.app, 400, ['ORDERS_NOT_ACCEPTED']);
    });
  });
});
