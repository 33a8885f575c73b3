import type { InjectOptions } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPushSubscriptions, placeOrder, serverSecretGetOrCreate } from '@ordina/db';
import type { NewOrder } from '@ordina/db';
import { newTestOrder, testSlot } from '@ordina/db/test/new-order-fixture';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { useAccountTestApp } from '../auth/test/account-test-app.ts';
import { staffHeaders, staffSession } from '../../test/staff-session.ts';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
  type TestSubscription,
} from './test/push-service-stand-in.ts';
import { PUSH_TTL_SECONDS } from './plugin.ts';

/*
 * Web Push status notifications through the whole app (docs/decisions/069): the order page's
 * subscription, then the restaurant's actions reaching a local push service that speaks the protocol
 * — it checks the VAPID JWT and decrypts each message with the browser's private key, as a browser's
 * push service and the browser would. The slots are years ahead, so nothing depends on today's date.
 */

let standIn: PushServiceStandIn;
beforeAll(async () => {
  standIn = await startPushServiceStandIn();
});
afterAll(() => standIn.close());

// The stand-in is only a proof if it refuses what a push service or a browser would.
describe('the push service stand-in', () => {
  const sendAs = async (change: (request: ReturnType<typeof webpush.generateRequestDetails>) => void) => {
    const browser = standIn.subscribe(`probe-${standIn.refusals.length}`);
    const request = webpush.generateRequestDetails(browser, JSON.stringify({ title: 'x' }), {
      vapidDetails: { subject: 'mailto:probe@example.test', ...webpush.generateVAPIDKeys() },
      TTL: 60,
      contentEncoding: 'aes128gcm',
    });
    change(request);
    const answer = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body ?? Buffer.alloc(0)),
    });
    return { status: answer.status, refusal: standIn.refusals.at(-1) };
  };

  it('takes a message that speaks the protocol', async () => {
    expect((await sendAs(() => undefined)).status).toBe(201);
  });

  it('refuses a JWT not signed by the key it names, one for another audience, a payload it cannot decrypt', async () => {
    const otherKey = webpush.generateVAPIDKeys().publicKey;
    expect(
      await sendAs((request) => {
        request.headers.Authorization = String(request.headers.Authorization).replace(
          /k=\S+$/,
          `k=${otherKey}`,
        );
      }),
    ).toEqual({ status: 400, refusal: 'JWT signature does not verify with k' });
    expect(
      await sendAs((request) => {
        const { publicKey, privateKey } = webpush.generateVAPIDKeys();
        request.headers.Authorization = webpush.getVapidHeaders(
          'https://elsewhere.example',
          'mailto:probe@example.test',
          publicKey,
          privateKey,
          'aes128gcm',
        ).Authorization;
      }),
    ).toMatchObject({
      status: 400,
      refusal: expect.stringMatching(/^JWT aud https:\/\/elsewhere\.example/) as unknown,
    });
    expect(
      await sendAs((request) => {
        const body = request.body!;
        body.writeUInt8(body.readUInt8(body.length - 1) ^ 1, body.length - 1);
      }),
    ).toMatchObject({ status: 400 });
  });
});

describe.each(TEST_DIALECTS)('push notifications on %s', (dialect) => {
  const server = useAccountTestApp(dialect, {}, undefined, {
    // Only the stand-in: the server never posts to a plain-http address otherwise.
    pushServices: (endpoint) => endpoint.origin === standIn.origin,
  });
  const inject = (options: InjectOptions) => server.app.inject(options);
  /** The push services the order's stored subscriptions point to. */
  const rows = async (orderId: number) =>
    (await listPushSubscriptions(server.app.database.db, server.app.businessId, orderId)).map(
      (row) => row.endpoint,
    );

  async function newOrder(over: Partial<NewOrder> = {}) {
    const placed = await placeOrder(
      server.app.database.db,
      newTestOrder(server.app.businessId, {
        slot: testSlot('2030-06-01', '21:00', 1, 1000),
        ...over,
      }),
    );
    if (!placed.ok) throw new Error(placed.reason);
    return placed.order;
  }
  const subscribe = (order: { id: number; hash: string }, subscription: Omit<TestSubscription, 'ecdh'>) =>
    inject({
      method: 'POST',
      url: `/api/order/${order.id}/${order.hash}/push-subscription`,
      payload: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
    });
  const act = async (orderId: number, action: string, payload?: Record<string, unknown>) => {
    const staff = await staffSession(server.app, { role: 'staff' });
    return inject({
      method: 'POST',
      url: `/api/staff/orders/${orderId}/${action}`,
      headers: staffHeaders(staff),
      ...(payload === undefined ? {} : { payload }),
    });
  };
  const pushesTo = (name: string) => standIn.received.filter((push) => push.name === name);

  it('gives the VAPID public key it signs with, generated once and kept like the auth secret', async () => {
    const answer = await inject({ method: 'GET', url: '/api/push/public-key' });
    const { publicKey } = answer.json<{ data: { publicKey: string } }>().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // The pair as the database keeps it (the generator is not called again: it exists).
    const stored = await serverSecretGetOrCreate(
      server.app.database.db,
      server.app.businessId,
      'vapid_keys',
      () => {
        throw new Error('the pair should exist');
      },
    );
    expect(JSON.parse(stored)).toMatchObject({ publicKey });
  });

  it('stores a subscription for the order of the id and hash only; a push service it does not send to, or keys of no browser, are refused', async () => {
    const order = await newOrder();
    const browser = standIn.subscribe(`keep-${dialect}`);
    const wrongHash = await subscribe({ id: order.id, hash: `${order.hash}x` }, browser);
    expect([wrongHash.statusCode, wrongHash.json()]).toEqual([404, { data: { errors: ['NOT_FOUND'] } }]);
    const elsewhere = await subscribe(order, { ...browser, endpoint: 'http://10.0.0.1/push/x' });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([
      400,
      { data: { errors: ['WRONG_PUSH_SUBSCRIPTION'] } },
    ]);
    const badKeys = await subscribe(order, {
      ...browser,
      keys: { p256dh: 'short', auth: browser.keys.auth },
    });
    expect([badKeys.statusCode, badKeys.json()]).toEqual([
      400,
      { data: { errors: ['WRONG_PUSH_SUBSCRIPTION'] } },
    ]);
    expect(await rows(order.id)).toEqual([]);

    const saved = await subscribe(order, browser);
    expect([saved.statusCode, saved.json()]).toEqual([200, { data: { done: true } }]);
    expect(await subscribe(order, browser)).toMatchObject({ statusCode: 200 });
    expect(await rows(order.id)).toEqual([browser.endpoint]);
  });

  it('tells the browser of the accept with its time, in the order’s language, through the Web Push protocol', async () => {
    const order = await newOrder({ locale: 'en' });
    const browser = standIn.subscribe(`accept-${dialect}`);
    const refusals = standIn.refusals.length;
    await subscribe(order, browser);
    expect((await act(order.id, 'accept', { readyAtSlot: true })).statusCode).toBe(200);
    await server.app.push.idle();

    expect(standIn.refusals.slice(refusals)).toEqual([]);
    const [push, ...more] = pushesTo(`accept-${dialect}`);
    expect(more).toEqual([]);
    const storefront = await server.app.storefronts.get(server.app.businessKey);
    expect(push!.notification).toEqual({
      title: storefront.anagraphic.name,
      body: `Order ${order.code} confirmed, expected at 21:00.`,
      url: `/ordine/inviato/${order.id}/${order.hash}`,
      tag: `order-${order.id}`,
    });
    expect(push!.vapid.publicKey).toBe(server.app.push.publicKey);
    expect(push!.vapid.claims).toMatchObject({
      aud: standIn.origin,
      sub: 'mailto:no-reply@trattoria.example',
    });
    expect(push!.headers).toMatchObject({ ttl: String(PUSH_TTL_SECONDS), urgency: 'high' });
  });

  it('answers the restaurant before the push service does: a slow push service never holds up the board', async () => {
    const order = await newOrder();
    const browser = standIn.subscribe(`slow-${dialect}`);
    await subscribe(order, browser);
    standIn.hold();
    try {
      const accepted = await act(order.id, 'accept', { readyAtSlot: true });
      expect(accepted.statusCode).toBe(200);
    } finally {
      standIn.release();
    }
    await server.app.push.idle();
    expect(pushesTo(`slow-${dialect}`).map((push) => (push.notification as { body: string }).body)).toEqual([
      `Ordine ${order.code} confermato, orario previsto 21:00.`,
    ]);
  });

  it('says ready as “on its way” for a home delivery, forgets a subscription the push service calls gone (410), and all once the order ends', async () => {
    const order = await newOrder();
    const phone = standIn.subscribe(`phone-${dialect}`);
    const laptop = standIn.subscribe(`laptop-${dialect}`);
    await subscribe(order, phone);
    await subscribe(order, laptop);
    await act(order.id, 'accept', { readyAtSlot: true });
    await server.app.push.idle();

    standIn.expire(`laptop-${dialect}`);
    await act(order.id, 'ready');
    await server.app.push.idle();
    expect(pushesTo(`phone-${dialect}`).map((push) => (push.notification as { body: string }).body)).toEqual([
      `Ordine ${order.code} confermato, orario previsto 21:00.`,
      `Il tuo ordine ${order.code} è in consegna.`,
    ]);
    expect(await rows(order.id)).toEqual([phone.endpoint]);

    await act(order.id, 'delivered');
    await server.app.push.idle();
    expect(pushesTo(`phone-${dialect}`)).toHaveLength(2);
    expect(await rows(order.id)).toEqual([]);
  });

  it('tells a rejection with its reason and a cancellation, then keeps nothing', async () => {
    const rejected = await newOrder({ locale: 'de' });
    const cancelled = await newOrder({ locale: 'fr' });
    await subscribe(rejected, standIn.subscribe(`reject-${dialect}`));
    await subscribe(cancelled, standIn.subscribe(`cancel-${dialect}`));
    await act(rejected.id, 'reject', { reason: 'too_busy' });
    await act(cancelled.id, 'accept', { readyAtSlot: true });
    await act(cancelled.id, 'cancel');
    await server.app.push.idle();
    expect(pushesTo(`reject-${dialect}`).map((push) => (push.notification as { body: string }).body)).toEqual(
      [
        `Ihre Bestellung ${rejected.code} wurde nicht angenommen. Das Restaurant hat gerade zu viele Bestellungen.`,
      ],
    );
    expect(pushesTo(`cancel-${dialect}`).map((push) => (push.notification as { body: string }).body)).toEqual(
      [
        `Commande ${cancelled.code} confirmée, prévue à 21:00.`,
        `Votre commande ${cancelled.code} a été annulée.`,
      ],
    );
    expect([...(await rows(rejected.id)), ...(await rows(cancelled.id))]).toEqual([]);
  });
});

// configuration.web_push (docs/decisions/069): a business that has not turned Web Push on gives no
// key, takes no subscription and sends nothing — not even to subscriptions stored while it was on.
describe.each(TEST_DIALECTS)('Web Push turned off on %s', (dialect) => {
  const server = useAccountTestApp(dialect, {}, undefined, {
    pushServices: (endpoint) => endpoint.origin === standIn.origin,
  });
  const inject = (options: InjectOptions) => server.app.inject(options);
  /** The owner's switch, as an import of the business file stores it. */
  const turn = async (on: boolean) => {
    await server.app.database.db
      .updateTable('business_configurations')
      .set({ web_push: on ? 1 : 0 })
      .where('business_id', '=', server.app.businessId)
      .execute();
    server.app.storefronts.invalidate(server.app.businessKey);
  };

  it('answers 404 NOT_FOUND for the key and the subscription, and sends no push on an action', async () => {
    const placed = await placeOrder(
      server.app.database.db,
      newTestOrder(server.app.businessId, { slot: testSlot('2030-06-02', '21:00', 1, 1000) }),
    );
    if (!placed.ok) throw new Error(placed.reason);
    const order = placed.order;
    const browser = standIn.subscribe(`off-${dialect}`);
    const subscribe = () =>
      inject({
        method: 'POST',
        url: `/api/order/${order.id}/${order.hash}/push-subscription`,
        payload: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys },
      });
    // Subscribed while on, then the owner turns it off.
    expect((await subscribe()).statusCode).toBe(200);
    await turn(false);

    const key = await inject({ method: 'GET', url: '/api/push/public-key' });
    expect([key.statusCode, key.json()]).toEqual([404, { data: { errors: ['NOT_FOUND'] } }]);
    const again = await subscribe();
    expect([again.statusCode, again.json()]).toEqual([404, { data: { errors: ['NOT_FOUND'] } }]);

    const staff = await staffSession(server.app, { role: 'staff' });
    const accepted = await inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/accept`,
      headers: staffHeaders(staff),
      payload: { readyAtSlot: true },
    });
    expect(accepted.statusCode).toBe(200);
    await server.app.push.idle();
    expect(standIn.received.filter((push) => push.name === `off-${dialect}`)).toEqual([]);

    // Turned on again, the same subscription is told the next change: the switch alone held it back.
    await turn(true);
    await inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/ready`,
      headers: staffHeaders(staff),
    });
    await server.app.push.idle();
    expect(standIn.received.filter((push) => push.name === `off-${dialect}`)).toHaveLength(1);
  });
});
