import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessFileInput, OrderRequest } from '@ordina/contracts';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { captchaToken } from '../../../plugins/auth/test/account-test-app.ts';
import {
  createOrderTestApp,
  laterSlot,
  orderPayload,
  orderRows,
  withCaptcha,
} from './test/order-test-app.ts';
import type { OrderTestApp } from './test/order-test-app.ts';

// Issue 31 item 2, denial of inventory (docs/decisions/042): 99 unverified orders from one client
// held all 30 pick-up slots of a day. With the default limits — 10 orders a minute and 5 pending
// at once per client address, 2 pending per e-mail and per phone, pending orders in at most half
// of a slot — counted in the database, so two servers on one database count together.

const TOO_MANY_PENDING = { data: { errors: ['TOO_MANY_PENDING_ORDERS'] } };

describe.each(TEST_DIALECTS)(
  'pending order limits on %s (the defaults)',
  (dialect) => {
    let server: OrderTestApp;
    let second: OrderTestApp;

    beforeAll(async () => {
      const emailVerification = {
        change: (file: BusinessFileInput) => {
          file.configuration.order_verify_data = 'email';
          file.delivery_order.deliverySlotMaxOrders = 10;
        },
      };
      server = await createOrderTestApp(dialect, { ...emailVerification, defaultOrderLimits: true });
      second = await createOrderTestApp(dialect, {
        ...emailVerification,
        defaultOrderLimits: true,
        env: { DATABASE_URL: server.config.databaseUrl },
      });
    });
    afterAll(async () => {
      await second?.close();
      await server?.close();
    });

    const customer = (n: number, phone = `+39 333 700 ${String(n).padStart(4, '0')}`) => ({
      name: 'Anna',
      lastname: 'Neri',
      email: `guest-${n}@example.it`,
      phone,
      note: '',
    });
    const place = async (via: OrderTestApp, remoteAddress: string, payload: OrderRequest) =>
      via.app.inject({
        method: 'POST',
        url: '/api/order',
        remoteAddress,
        headers: { 'idempotency-key': randomUUID() },
        payload: (await withCaptcha(via.app, payload)) as unknown as Record<string, unknown>,
      });
    /** Confirms the first order e-mailed to `email` with its code, as the guest's link does. */
    const verifyFirst = async (email: string) => {
      const mail = await server.app.database.db
        .selectFrom('outbox_messages')
        .select('body_text')
        .where('recipient', '=', email)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const code = decodeURIComponent(/\/ordine\/convalida\/([^\s/]+)/.exec(mail.body_text)?.[1] ?? '');
      const verified = await server.app.inject({
        method: 'POST',
        url: '/api/order/verify',
        payload: { code, other: { recaptchaToken: await captchaToken(server.app) } },
      });
      expect(verified.statusCode).toBe(200);
    };

    it('lets a customer hold 2 pending orders; a 3rd by the same e-mail or phone is TOO_MANY_PENDING_ORDERS with nothing written, until one is confirmed', async () => {
      const slot = await laterSlot(server.app, 'pick_up', 0);
      const anna = customer(1);
      for (const via of [server, second])
        expect((await place(via, '198.51.100.10', orderPayload(slot, { identity: anna }))).statusCode).toBe(
          200,
        );
      const before = await orderRows(server.app);
      const sameEmail = await place(
        second,
        '198.51.100.11',
        orderPayload(slot, { identity: { ...anna, phone: '+39 333 700 9999' } }),
      );
      expect([sameEmail.statusCode, sameEmail.json()]).toEqual([409, TOO_MANY_PENDING]);
      const samePhone = await place(
        server,
        '198.51.100.12',
        orderPayload(slot, { identity: { ...anna, email: 'typo@example.it' } }),
      );
      expect([samePhone.statusCode, samePhone.json()]).toEqual([409, TOO_MANY_PENDING]);
      expect(await orderRows(server.app)).toEqual(before);

      // A confirmed order no longer counts: the customer may order again.
      await verifyFirst(anna.email);
      expect((await place(server, '198.51.100.10', orderPayload(slot, { identity: anna }))).statusCode).toBe(
        200,
      );
    });

    it('lets one client address hold 5 pending orders on any server, then refuses; 10 orders a minute, then 429 with Retry-After', async () => {
      const slot = await laterSlot(server.app, 'pick_up', 1);
      const client = '198.51.100.20';
      for (let n = 0; n < 5; n++)
        expect(
          (
            await place(
              n % 2 === 0 ? server : second,
              client,
              orderPayload(slot, { identity: customer(100 + n) }),
            )
          ).statusCode,
        ).toBe(200);
      const before = await orderRows(server.app);
      for (let n = 5; n < 10; n++) {
        const refused = await place(
          n % 2 === 0 ? server : second,
          client,
          orderPayload(slot, { identity: customer(100 + n) }),
        );
        expect([refused.statusCode, refused.json()]).toEqual([409, TOO_MANY_PENDING]);
      }
      expect(await orderRows(server.app)).toEqual(before);
      for (const via of [server, second]) {
        const limited = await place(via, client, orderPayload(slot, { identity: customer(200) }));
        expect([limited.statusCode, limited.json()]).toEqual([
          429,
          { data: { errors: ['TOO_MANY_REQUESTS'] } },
        ]);
        const seconds = Number(limited.headers['retry-after']);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(60);
      }
      // Another client (another family, another office) is not touched (another slot: this one's pending half is taken).
      expect(
        (
          await place(
            server,
            '198.51.100.21',
            orderPayload(await laterSlot(server.app, 'pick_up', 3), { identity: customer(201) }),
          )
        ).statusCode,
      ).toBe(200);
    });

    it('fills at most half of a slot with pending orders sent at once from many clients; a confirmed one frees its pending share, not its place', async () => {
      const slot = await laterSlot(server.app, 'pick_up', 2);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          place(
            n % 2 === 0 ? server : second,
            `203.0.113.${n + 1}`,
            orderPayload(slot, { identity: customer(300 + n) }),
          ),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      expect(
        new Set(answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.body}`)),
      ).toEqual(new Set(['409 {"data":{"errors":["WRONG_DELIVERY_TIME"]}}']));

      const placed = answers.flatMap((a, n) => (a.statusCode === 200 ? [customer(300 + n).email] : []));
      await verifyFirst(placed[0] ?? '');
      expect(
        (await place(server, '203.0.113.100', orderPayload(slot, { identity: customer(400) }))).statusCode,
      ).toBe(200);
      expect(
        (await place(server, '203.0.113.101', orderPayload(slot, { identity: customer(401) }))).statusCode,
      ).toBe(409);
      const slots = await server.app.database.db
        .selectFrom('delivery_slots')
        .select(['accepted', 'pending'])
        .where('date', '=', slot.day)
        .where('time', '=', slot.time)
        .execute();
      expect(slots).toEqual([{ accepted: 6, pending: 5 }]);
    });
  },
  180_000,
);
