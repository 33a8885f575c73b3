import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { captchaToken } from '../../../plugins/auth/test/account-test-app.ts';
import {
  laterSlot,
  orderPayload,
  sendOrder,
  useOrderTestApp,
  withCaptcha,
} from '../order/test/order-test-app.ts';

// POST /api/coupons (spec §7, §5 "Coupon"): the looked-up coupon first, then the automatic ones the customer qualifies for.

/** The ids and descriptions answered for a lookup. */
async function lookup(app: FastifyInstance, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/coupons',
    payload: { recaptchaToken: await captchaToken(app), ...body },
  });
  return {
    statusCode: response.statusCode,
    body: response.json<{ data: { id: number; code?: string }[] }>(),
  };
}

describe.each(TEST_DIALECTS)('POST /api/coupons on %s', (dialect) => {
  const newCustomer = { email: 'new@example.it', phone: '+39 333 111 0001' };

  // PRIMOORDINE (15 %, first order) applies by itself, as in the demo.
  const { app } = useOrderTestApp(dialect, {
    change: (file) =>
      void (file.coupons = (file.coupons ?? []).map((c) =>
        c.code === 'PRIMOORDINE' ? { ...c, automatic_order_binding: 1 } : c,
      )),
  });
  beforeAll(async () => {
    // A customer with an order the business received.
    const slot = await laterSlot(app());
    const payload = orderPayload(slot, {
      identity: { name: 'Anna', lastname: 'Neri', email: 'known@example.it', phone: '+39 333 111 0002' },
      prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: -210, total: 1190 },
    });
    expect((await sendOrder(app(), await withCaptcha(app(), payload))).statusCode).toBe(200);
  });

  it('answers the automatic coupons a new customer qualifies for, never a code', async () => {
    const answer = await lookup(app(), newCustomer);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.map((c) => c.id)).toEqual([4]);
    expect(JSON.stringify(answer.body)).not.toMatch(/PRIMOORDINE/);
  });

  it('leaves out first-order coupons for a customer with an order, by e-mail or by phone', async () => {
    expect((await lookup(app(), { email: 'KNOWN@example.it', phone: '' })).body.data).toEqual([]);
    expect((await lookup(app(), { email: 'other@example.it', phone: '+39 333 1110002' })).body.data).toEqual(
      [],
    );
  });

  it('answers the coupon a code names first (any case), then the automatic ones', async () => {
    const answer = await lookup(app(), { ...newCustomer, code: 'estate10' });
    expect(answer.body.data.map((c) => c.id)).toEqual([1, 4]);
    expect(answer.body.data[0]).toMatchObject({ id: 1, value: 10, value_mode: '%', min_order_amount: 0 });
    expect(answer.body.data[0]).not.toHaveProperty('code');
    // A hidden manual coupon is found by its code too.
    expect((await lookup(app(), { ...newCustomer, code: 'STAFF20' })).body.data.map((c) => c.id)).toEqual([
      7, 4,
    ]);
  });

  it('answers nothing for a code that names no coupon, and for a first-order coupon a returning customer types', async () => {
    expect((await lookup(app(), { ...newCustomer, code: 'NONESISTE' })).body.data).toEqual([]);
    expect(
      (await lookup(app(), { email: 'known@example.it', phone: '+39 333 111 0002', code: 'PRIMOORDINE' }))
        .body.data,
    ).toEqual([]);
  });

  it('takes a bare address only: another spelling of a known customer’s address is 400 WRONG_EMAIL, not a new customer (issue 31 item 12)', async () => {
    for (const email of ['Anna <known@example.it>', 'first<known@example.it>', 'x(c)known@example.it']) {
      const answer = await lookup(app(), { email, phone: '' });
      expect([answer.statusCode, answer.body], email).toEqual([400, { data: { errors: ['WRONG_EMAIL'] } }]);
    }
    // No e-mail yet (the form's field still empty) is not a wrong one.
    expect((await lookup(app(), { email: '', phone: '' })).statusCode).toBe(200);
  });

  it('answers a phone that is not text, or longer than a phone, 400 WRONG_PHONE (found by npm run fuzz: it was an undeclared code)', async () => {
    for (const phone of [4294967297, ['+39 333 111 0001'], '3'.repeat(41)]) {
      const answer = await lookup(app(), { email: 'new@example.it', phone });
      expect([answer.statusCode, answer.body], JSON.stringify(phone)).toEqual([
        400,
        { data: { errors: ['WRONG_PHONE'] } },
      ]);
    }
  });

  it('wants a bot-protection token on every call', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/coupons',
      payload: { ...newCustomer, code: 'ESTATE10' },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { data: { errors: ['NO_RECAPTCHA_TOKEN'] } },
    ]);
  });
});
