import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@ordina/contracts';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { bearer, captchaToken, login, seedAccount } from '../../../plugins/auth/test/account-test-app.ts';
import { expectSecuredGuards } from '../secured/user/test/secured-guards.ts';
import {
  expectOrderRefused,
  expectPricesChanged,
  guestOrder,
  laterSlot,
  orderPayload,
  orderRows,
  sendOrder,
  useOrderTestApp,
} from './test/order-test-app.ts';

// Spec §3 delivery address inside the demo zone (Marebello) and outside it (Miramare): the local gazetteer locates both.
const INSIDE = {
  route: 'Viale Regina Margherita',
  street_number: '100',
  postal_code: '47924',
  locality: 'Rimini',
  floor: '2',
  intercom_name: 'Neri',
};
const OUTSIDE = { ...INSIDE, street_number: '280' };

type Slot = { day: string; time: string };
type Change = (payload: OrderRequest, slot: Slot) => OrderRequest;
/** A cart of `qty` of one product, without options or removed ingredients. */
const cartOf = (productId: number, qty: number) => [{ productId, itemIds: [], removedIds: [], qty }];

describe.each(TEST_DIALECTS)('POST /api/order on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect);
  let slot: Slot;
  beforeAll(async () => {
    slot = await laterSlot(app());
  });

  // The change comes after the token, so a test may also take the token (or its group) away.
  const order = async (change: Change = (p) => p) => change(await guestOrder(app(), slot), slot);
  /** The order's row as stored. */
  const storedOrder = (id: number) =>
    app().database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('places a guest’s pick-up order: to_manage, its lines, the slot taken, and answers the order page', async () => {
    const response = await sendOrder(app(), await order());
    expect(response.statusCode).toBe(200);
    const { push } = response.json<{
      data: { push: { name: string; params: { oid: number; hash: string } } };
    }>().data;
    expect(push.name).toBe('OrderSended');
    expect(push.params.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await storedOrder(push.params.oid);
    expect(stored).toMatchObject({
      status_code: 'to_manage',
      user_id: null,
      customer_email: 'anna.neri@example.it',
      customer_phone: '+39 333 765 4321',
      delivery_method_code: 'pick_up',
      delivery_date: slot.day,
      delivery_time: slot.time,
      amount: 1400,
      amount_final: 1400,
      payment_method_code: 'cash_on_delivery',
      locale: 'it',
    });

    // The order page reads it by id and hash (GET /api/order/detail), with a bot-protection token in the path.
    const detail = await app().inject({
      method: 'GET',
      url: `/api/order/detail/${push.params.oid}/${push.params.hash}/${encodeURIComponent(await captchaToken(app()))}`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      data: {
        id: push.params.oid,
        statusCode: 'to_manage',
        amountFinal: 1400,
        products: [{ name: 'Frittura di paranza', qty: 1, final_price: 1400 }],
      },
    });
  });

  // Issue 34, items 5 and 9: the browser sends the number as read in the chosen country; the server reads it with the same rule.
  it('stores a UK mobile as +44 7911 123456, and a plate typed AB-123-CD as AB 123 CD', async () => {
    const response = await sendOrder(
      app(),
      await order((p) => ({
        ...p,
        identity: { ...p.identity, phone: '+44 07911 123456' },
        delivery: { ...p.delivery, method: 'beach_umbrella_delivery', localPlace: 'AB-123-CD' },
      })),
    );
    expect(response.statusCode).toBe(200);
    const { oid } = response.json<{ data: { push: { params: { oid: number } } } }>().data.push.params;
    const stored = await storedOrder(oid);
    expect(stored).toMatchObject({ customer_phone: '+44 7911 123456', delivery_local_place: 'AB 123 CD' });
  });

  it('answers a wrong hash, an unknown or malformed id exactly like a missing order: 404 NOT_FOUND', async () => {
    const placed = (await sendOrder(app(), await order())).json<{
      data: { push: { params: { oid: number; hash: string } } };
    }>().data.push.params;
    for (const path of [
      `${placed.oid}/${placed.hash.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `999999/${placed.hash}`,
      `abc/${placed.hash}`,
    ]) {
      const response = await app().inject({
        method: 'GET',
        url: `/api/order/detail/${path}/${encodeURIComponent(await captchaToken(app()))}`,
      });
      expect([path, response.statusCode, response.json()]).toEqual([
        path,
        404,
        { data: { errors: ['NOT_FOUND'] } },
      ]);
    }
    const noCaptcha = await app().inject({
      method: 'GET',
      url: `/api/order/detail/${placed.oid}/${placed.hash}/not-a-token`,
    });
    expect([noCaptcha.statusCode, noCaptcha.json()]).toEqual([
      400,
      { data: { errors: ['WRONG_RECAPTCHA'] } },
    ]);
  });

  it('geocodes a home-delivery address itself: the browser’s point is ignored, shipping is added', async () => {
    // The browser claims a point far outside the zone; the server locates the address inside it.
    const home: Change = (p, s) => ({
      ...p,
      delivery: {
        method: 'home_delivery',
        deliveryAddress: { ...INSIDE, lat: 45.0, lng: 9.0 },
        day: s.day,
        time: s.time,
      },
      prices: { ...p.prices, shipping: 300, total: 1700 },
    });
    const response = await sendOrder(app(), await order(home));
    expect(response.statusCode).toBe(200);
    const { oid } = response.json<{ data: { push: { params: { oid: number } } } }>().data.push.params;
    const stored = await storedOrder(oid);
    expect(stored).toMatchObject({
      delivery_address: 'Viale Regina Margherita',
      delivery_street_number: '100',
      delivery_floor: '2',
      amount_delivery: 300,
      amount_final: 1700,
    });
    expect(stored.delivery_lat).toBeCloseTo(44.036, 2);
  });

  // Every refusal (spec §8 and docs/decisions/007): the codes, and nothing written.
  const refusals: [string, Change, number, string[]][] = [
    ['no identity group', ({ identity: _i, ...p }) => p as OrderRequest, 400, ['NO_IDENTITY_ARRAY']],
    ['no delivery group', ({ delivery: _d, ...p }) => p as OrderRequest, 400, ['NO_DELIVERY_ARRAY']],
    ['no payment group', ({ payment: _p, ...p }) => p as OrderRequest, 400, ['NO_PAYMENT_ARRAY']],
    ['no other group', ({ other: _o, ...p }) => p as OrderRequest, 400, ['NO_OTHER_ARRAY']],
    ['no prices group', ({ prices: _p, ...p }) => p as OrderRequest, 400, ['NO_PRICES_ARRAY']],
    ['an empty cart', (p) => ({ ...p, cart: [] }), 400, ['CART_EMPTY']],
    ['an unknown product', (p) => ({ ...p, cart: cartOf(999, 1) }), 400, ['WRONG_PRODUCT']],
    ['a quantity of 0', (p) => ({ ...p, cart: cartOf(102, 0) }), 400, ['WRONG_QUANTITY']],
    [
      '100 of one product (the line maximum is 99)',
      (p) => ({ ...p, cart: cartOf(102, 100) }),
      400,
      ['WRONG_QUANTITY'],
    ],
    [
      'a pizza without its mandatory dough',
      (p) => ({ ...p, cart: cartOf(301, 2) }),
      400,
      ['OPTION_MIN_SELECT'],
    ],
    [
      'no delivery method',
      (p) => ({ ...p, delivery: { ...p.delivery, method: null } }),
      400,
      ['NO_DELIVERY_METHOD'],
    ],
    [
      'an unknown delivery method',
      (p) => ({ ...p, delivery: { ...p.delivery, method: 'drone' } }),
      400,
      ['WRONG_DELIVERY_METHOD'],
    ],
    ['no payment method', (p) => ({ ...p, payment: { method: null } }), 400, ['NO_PAYMENT_METHOD']],
    [
      'a payment method the delivery method does not offer',
      (p) => ({ ...p, payment: { method: 'other' } }),
      400,
      ['WRONG_PAYMENT_METHOD'],
    ],
    [
      'no umbrella number',
      (p) => ({ ...p, delivery: { ...p.delivery, method: 'beach_umbrella_delivery', localPlace: '' } }),
      400,
      ['NO_DELIVERY_PLACE'],
    ],
    [
      'an umbrella number that is not letters and digits',
      (p) => ({ ...p, delivery: { ...p.delivery, method: 'beach_umbrella_delivery', localPlace: 'A-12!' } }),
      400,
      ['WRONG_DELIVERY_PLACE'],
    ],
    [
      'a home delivery without address',
      (p) => ({
        ...p,
        delivery: { ...p.delivery, method: 'home_delivery' },
        prices: { ...p.prices, total: 1700 },
      }),
      400,
      ['NO_ROUTE', 'NO_STREET_NUMBER', 'NO_ZIP_CODE', 'NO_LOCALITY', 'NO_LATITUDE', 'NO_LONGITUDE'],
    ],
    [
      'an address outside the zone',
      (p) => ({
        ...p,
        delivery: { ...p.delivery, method: 'home_delivery', deliveryAddress: OUTSIDE },
        prices: { ...p.prices, total: 1700 },
      }),
      400,
      ['OUTSIDE_DELIVERY_ZONE'],
    ],
    ['no delivery day', (p) => ({ ...p, delivery: { ...p.delivery, day: null } }), 400, ['NO_DELIVERY_DAY']],
    [
      'no delivery time',
      (p) => ({ ...p, delivery: { ...p.delivery, time: null } }),
      400,
      ['NO_DELIVERY_TIME'],
    ],
    [
      'a day outside the slots',
      (p) => ({ ...p, delivery: { ...p.delivery, day: '2020-01-01' } }),
      400,
      ['WRONG_DELIVERY_DAY'],
    ],
    [
      'a time off the slot grid',
      (p) => ({ ...p, delivery: { ...p.delivery, time: '12:07' } }),
      400,
      ['WRONG_DELIVERY_TIME'],
    ],
    ['no first name', (p) => ({ ...p, identity: { ...p.identity, name: ' ' } }), 400, ['NO_NAME']],
    [
      'a name that spells a link',
      (p) => ({ ...p, identity: { ...p.identity, name: 'www.evil.example' } }),
      400,
      ['WRONG_NAME'],
    ],
    ['a wrong e-mail', (p) => ({ ...p, identity: { ...p.identity, email: 'anna' } }), 400, ['WRONG_EMAIL']],
    ['a wrong phone', (p) => ({ ...p, identity: { ...p.identity, phone: '12' } }), 400, ['WRONG_PHONE']],
    [
      'a phone valid in no country (never made Italian)',
      (p) => ({ ...p, identity: { ...p.identity, phone: '000 000 0000' } }),
      400,
      ['WRONG_PHONE'],
    ],
    [
      'the privacy policy not accepted',
      (p) => ({ ...p, other: { ...p.other, privacyPolicy: false } }),
      400,
      ['NOT_ACCEPTED_PRIVACY_POLICY'],
    ],
    [
      'a cart below the minimum order',
      (p) => ({
        ...p,
        cart: cartOf(106, 1),
        prices: { ...p.prices, total: 900 },
      }),
      400,
      ['MIN_ORDER_NOT_REACHED'],
    ],
  ];

  it.each(refusals)('refuses %s with its codes and writes nothing', async (_label, change, status, codes) => {
    await expectOrderRefused(app(), status, codes, await order(change));
  });

  // Issue 31 item 12: a mail server delivers each of these to the bare me@x.it, so each was another "new customer".
  it.each([
    'Me <me@lido-test.it>',
    'first<me@lido-test.it>',
    'x(c)me@lido-test.it',
    'x<svg/onload=alert(1)>n@lido-test.it',
    '"me"@lido-test.it',
    'me@lido-test.it, other@lido-test.it',
  ])(
    'refuses an e-mail that is not one bare address, %j, with 400 WRONG_EMAIL, writing nothing',
    async (email) => {
      const before = await app().database.db.selectFrom('orders').select('id').execute();
      const response = await sendOrder(
        app(),
        await order((p) => ({ ...p, identity: { ...p.identity, email } })),
      );
      expect([response.statusCode, response.json()]).toEqual([400, { data: { errors: ['WRONG_EMAIL'] } }]);
      expect(await app().database.db.selectFrom('orders').select('id').execute()).toEqual(before);
    },
  );

  it('stores notes without NUL, other controls or bidirectional overrides, keeping their lines (issue 31 item 14)', async () => {
    const typed = 'Citofono\u0000 rotto\r\nsuonare \u202Eelpmaxe.live\u202C due volte\u001b[31m\u2066!\u2069';
    const response = await sendOrder(
      app(),
      await order((p) => ({
        ...p,
        identity: { ...p.identity, note: typed },
        delivery: { ...p.delivery, note: `Piano 2\u0007\n\u200Fscala B` },
      })),
    );
    expect(response.statusCode).toBe(200);
    const { oid } = response.json<{ data: { push: { params: { oid: number } } } }>().data.push.params;
    const stored = await app()
      .database.db.selectFrom('orders')
      .select(['customer_note', 'delivery_note'])
      .where('id', '=', oid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      customer_note: 'Citofono rotto\nsuonare elpmaxe.live due volte[31m!',
      delivery_note: 'Piano 2\nscala B',
    });
  });

  it('refuses a tampered price with PRICES_CHANGED and the fresh prices, writing nothing', async () => {
    const tampered: Change = (p) => ({
      ...p,
      cart: cartOf(102, 3),
      prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: 0, total: 1400 },
    });
    await expectPricesChanged(app(), await order(tampered), {
      cart: 4200,
      shipping: 0,
      freeShipping: false,
      coupon: 0,
      tip: 0,
      total: 4200,
    });
  });

  it('refuses a request without a well-formed Idempotency-Key or bot-protection token, writing nothing', async () => {
    const before = await orderRows(app());
    const payload = await order();
    const noKey = await app().inject({ method: 'POST', url: '/api/order', payload });
    expect([noKey.statusCode, noKey.json()]).toEqual([400, { data: { errors: ['NO_IDEMPOTENCY_KEY'] } }]);
    expect((await sendOrder(app(), payload, 'short')).json()).toEqual({
      data: { errors: ['WRONG_IDEMPOTENCY_KEY'] },
    });
    expect(
      (await sendOrder(app(), { ...payload, other: { ...payload.other, recaptchaToken: null } })).json(),
    ).toEqual({ data: { errors: ['NO_RECAPTCHA_TOKEN'] } });
    expect(
      (await sendOrder(app(), { ...payload, other: { ...payload.other, recaptchaToken: 'forged' } })).json(),
    ).toEqual({ data: { errors: ['WRONG_RECAPTCHA'] } });
    expect(await orderRows(app())).toEqual(before);
  });

  it('answers 20 retries of one submit arriving together with one order, every answer the same', async () => {
    const key = randomUUID();
    const payload = await order();
    const before = await orderRows(app());
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendOrder(app(), payload, key)));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(
      new Set([`200 ${answers[0]?.body}`]),
    );
    const after = await orderRows(app());
    expect(after.orders).toBe((before.orders ?? 0) + 1);
    expect(after.idempotency_keys).toBe((before.idempotency_keys ?? 0) + 1);

    // A later retry with a fresh token answers the same; the same key with another body is refused.
    const retry = await sendOrder(app(), await guestOrder(app(), slot), key);
    expect(retry.body).toBe(answers[0]?.body);
    const other = await sendOrder(
      app(),
      await order((p) => ({ ...p, identity: { ...p.identity, name: 'Bruno' } })),
      key,
    );
    expect([other.statusCode, other.json()]).toEqual([409, { data: { errors: ['IDEMPOTENCY_KEY_REUSED'] } }]);
    expect(await orderRows(app())).toEqual(after);
  }, 120_000);

  it('spends a bot-protection token for one submit only: another submit may not reuse it', async () => {
    const payload = await order();
    expect((await sendOrder(app(), payload)).statusCode).toBe(200);
    const reused = await sendOrder(app(), payload);
    expect([reused.statusCode, reused.json()]).toEqual([400, { data: { errors: ['WRONG_RECAPTCHA'] } }]);
  });

  it('writes the customer’s confirmation in the order’s language and the business’s new-order e-mail, links only its own', async () => {
    const response = await sendOrder(
      app(),
      await order((p, s) => ({
        ...p,
        locale: 'en',
        identity: { ...p.identity, note: 'Call me at evil.example' },
        delivery: {
          method: 'home_delivery',
          deliveryAddress: { ...INSIDE, intercom_name: 'https://evil.example' },
          note: 'refund@evil.example',
          day: s.day,
          time: s.time,
        },
        prices: { ...p.prices, total: 1700 },
      })),
    );
    const { oid, hash } = response.json<{ data: { push: { params: { oid: number; hash: string } } } }>().data
      .push.params;
    const code = (
      await app()
        .database.db.selectFrom('orders')
        .select('code')
        .where('id', '=', oid)
        .executeTakeFirstOrThrow()
    ).code;
    const mails = await app()
      .database.db.selectFrom('outbox_messages')
      .selectAll()
      .where('subject', 'like', `%${code}%`)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => [m.channel, m.recipient, m.subject])).toEqual([
      ['email', 'anna.neri@example.it', `Your order ${code} at Lido Azzurro`],
      [
        'email',
        'ordini@lido.example',
        expect.stringMatching(new RegExp(`^Nuovo ordine ${code}: Consegna a domicilio, `)),
      ],
    ]);
    const [customer, business] = mails;
    const link = `https://lido.example/ordine/inviato/${oid}/${hash}`;
    // Issue 31 item 6: the customer reads the product as their English cart named it, staff as the business does.
    expect(customer?.body_text).toContain('1 × Fried small fish of the day — €14.00');
    expect(business?.body_text).toContain('1 × Frittura di paranza — 14,00\u00a0€');
    // And so do the order pages, from the names kept at order time.
    const detail = await app().inject({
      method: 'GET',
      url: `/api/order/detail/${oid}/${hash}/${encodeURIComponent(await captchaToken(app()))}`,
    });
    expect(detail.json()).toMatchObject({ data: { products: [{ name: 'Fried small fish of the day' }] } });
    expect(customer?.body_text).toContain('Total: €17.00');
    expect(customer?.body_text).toContain('Payment method: Cash on delivery\n');
    expect(customer?.body_text).toContain(
      `Where: Viale Regina Margherita 100, 47924 Rimini — Floor 2 — Doorbell https[:]//evil[.]example`,
    );
    expect(customer?.body_text).toContain(link);
    // The customer's notes stay with the business; nothing typed becomes a link, in the text or the HTML.
    expect(customer?.body_text).not.toContain('Call me');
    expect(business?.body_text).toContain('Call me at evil[.]example / refund[at]evil[.]example');
    // Staff get the customer's address plain, to write to (issue 31 item 14), and whether to collect the money.
    expect(business?.body_text).toContain('E-mail: anna.neri@example.it');
    expect(business?.body_html).toContain('<a href="mailto:anna.neri@example.it">');
    expect(business?.body_text).toContain('Pagamento: Da pagare alla consegna');
    for (const mail of mails) {
      // Amounts (€14.00) are ours; apart from them, the order's link and (for staff) the customer's address, nothing could be linked.
      const ours = `${mail.body_text}\n${mail.body_html ?? ''}`
        .replaceAll(link, '')
        .replaceAll('anna.neri@example.it', '')
        .replace(/€\d+\.\d{2}/g, '');
      expect(ours.match(LINKABLE)).toBeNull();
      expect(mail.body_html?.match(/<a /g) ?? []).toHaveLength(1);
    }
  });
});

/** Everything a mail client could make a link of (as in the account e-mails' tests). */
const LINKABLE = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[\p{L}\p{N}-]\.[\p{L}\p{N}]/giu;

describe.each(TEST_DIALECTS)('POST /api/secured/user/{id}/order on %s', (dialect) => {
  // Verification on for guests: a logged-in customer skips it.
  const { app } = useOrderTestApp(dialect, {
    change: (file) => void (file.configuration.order_verify_data = 'email'),
  });
  let slot: Slot;
  let account: { id: number; token: string };

  beforeAll(async () => {
    slot = await laterSlot(app());
    const id = await seedAccount(app(), { email: 'giulia@example.it' });
    account = { id, token: (await login(app(), 'giulia@example.it')).token };
  });

  const home = (s: Slot, address: Record<string, unknown>): Partial<OrderRequest> => ({
    delivery: { method: 'home_delivery', deliveryAddress: address, day: s.day, time: s.time },
    prices: { cart: 1400, shipping: 300, freeShipping: false, coupon: 0, total: 1700 },
  });

  it('places the order straight to_manage with the account’s e-mail, and saves its new address once', async () => {
    const payload = orderPayload(slot, {
      ...home(slot, INSIDE),
      identity: {
        name: 'Giulia',
        lastname: 'Verdi',
        email: 'someone@else.example',
        phone: '+39 333 111 2222',
      },
    });
    const response = await sendOrder(app(), payload, randomUUID(), account);
    expect(response.statusCode).toBe(200);
    const { oid } = response.json<{ data: { push: { name: string; params: { oid: number } } } }>().data.push
      .params;
    expect(
      await app()
        .database.db.selectFrom('orders')
        .select(['status_code', 'customer_email', 'user_id'])
        .where('id', '=', oid)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status_code: 'to_manage',
      customer_email: 'giulia@example.it',
      user_id: account.id,
    });
    const addresses = async () =>
      (
        await app().inject({
          method: 'GET',
          url: `/api/secured/user/${account.id}/anagraphic/address`,
          headers: bearer(account.token),
        })
      ).json<{ data: { id: number; address: string; street_number: string }[] }>().data;
    expect((await addresses()).map((a) => [a.address, a.street_number])).toEqual([
      ['Viale Regina Margherita', '100'],
    ]);

    // The same address again is not saved twice; a saved address chosen by id is used as saved.
    expect((await sendOrder(app(), payload, randomUUID(), account)).statusCode).toBe(200);
    const [saved] = await addresses();
    const chosen = await sendOrder(
      app(),
      orderPayload(slot, { ...home(slot, { route: 'ignored' }), selectedAddress: saved?.id }),
      randomUUID(),
      account,
    );
    expect(chosen.statusCode).toBe(200);
    expect(await addresses()).toHaveLength(1);
    // My orders list it.
    const mine = await app().inject({
      method: 'GET',
      url: `/api/secured/user/${account.id}/orders/10/0`,
      headers: bearer(account.token),
    });
    expect(mine.json<{ data: { orders: unknown[] } }>().data.orders).toHaveLength(3);
  });

  it('needs no bot-protection token, but a token field that is not one is 400 WRONG_RECAPTCHA, declared (found by npm run fuzz)', async () => {
    for (const recaptchaToken of [{ a: 1 }, 7, 'x'.repeat(4001)]) {
      const payload = orderPayload(slot, {
        other: { privacyPolicy: true, newsletterSubscription: false, recaptchaToken },
      } as unknown as Partial<OrderRequest>);
      const response = await sendOrder(app(), payload, randomUUID(), account);
      expect([response.statusCode, response.json()], JSON.stringify(recaptchaToken).slice(0, 20)).toEqual([
        400,
        { data: { errors: ['WRONG_RECAPTCHA'] } },
      ]);
    }
  });

  it('is open only to the token’s own user (401 without a token, 403 for another id)', async () => {
    await expectSecuredGuards(app(), {
      method: 'POST',
      path: (id) => `/api/secured/user/${id}/order`,
      payload: orderPayload(slot),
    });
  });
});
