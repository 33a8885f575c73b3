import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { captchaToken } from '../../plugins/auth/test/account-test-app.ts';
import {
  createOrderTestApp,
  laterSlot,
  orderPayload,
  sendOrder,
  withCaptcha,
} from './order/test/order-test-app.ts';
import type { OrderTestApp } from './order/test/order-test-app.ts';

// Issue 31 item 4: a coupon code and an order's verification code are secrets
// a client can guess, one bot-protection proof of work per try (40 coupon
// guesses took a second). Both calls are limited per client address, counted
// in the database like the account calls (docs/decisions/008).

const LIMITS = { COUPON_RATE_LIMIT_PER_MINUTE: '3', ORDER_VERIFY_RATE_LIMIT_PER_MINUTE: '2' };
const TOO_MANY = { data: { errors: ['TOO_MANY_REQUESTS'] } };

describe.each(TEST_DIALECTS)(
  'guess limits on %s',
  (dialect) => {
    let server: OrderTestApp;
    /** A second server on the same database: the count is one for every server. */
    let second: OrderTestApp;

    beforeAll(async () => {
      server = await createOrderTestApp(dialect, {
        env: LIMITS,
        change: (file) => void (file.configuration.order_verify_data = 'email'),
      });
      second = await createOrderTestApp(dialect, {
        env: { ...LIMITS, DATABASE_URL: server.config.databaseUrl },
      });
    });
    afterAll(async () => {
      await second?.close();
      await server?.close();
    });

    const lookup = async (app: OrderTestApp, remoteAddress: string, code: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/coupons',
        remoteAddress,
        payload: { email: 'guess@example.it', phone: '', code, recaptchaToken: await captchaToken(app.app) },
      });
    const verify = async (remoteAddress: string, code: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/order/verify',
        remoteAddress,
        payload: { code, other: { recaptchaToken: await captchaToken(server.app) } },
      });

    describe('POST /api/coupons', () => {
      it('answers a customer’s lookups up to the limit, then 429 TOO_MANY_REQUESTS with Retry-After, on every server', async () => {
        const guesser = '198.51.100.1';
        expect((await lookup(server, guesser, 'ESTATE10')).statusCode).toBe(200);
        expect((await lookup(second, guesser, 'STAFF10')).statusCode).toBe(200);
        expect((await lookup(server, guesser, 'STAFF15')).statusCode).toBe(200);
        for (const app of [server, second]) {
          const refused = await lookup(app, guesser, 'STAFF20');
          expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
          const seconds = Number(refused.headers['retry-after']);
          expect(seconds).toBeGreaterThan(0);
          expect(seconds).toBeLessThanOrEqual(60);
        }
      });

      it('does not limit another customer: a typed code is still found', async () => {
        const customer = await lookup(server, '198.51.100.2', 'STAFF20');
        expect(customer.statusCode).toBe(200);
        expect(customer.json<{ data: { id: number }[] }>().data.map((coupon) => coupon.id)).toContain(7);
      });
    });

    describe('POST /api/order/verify', () => {
      it('lets the guest confirm the order and open the link again; a guesser gets 429 after 2 wrong codes', async () => {
        const slot = await laterSlot(server.app);
        const payload = orderPayload(slot, {
          identity: { name: 'Anna', lastname: 'Neri', email: 'limit@example.it', phone: '+39 333 765 4321' },
          verify_method: 'verify_with_email',
        });
        expect((await sendOrder(server.app, await withCaptcha(server.app, payload))).statusCode).toBe(200);
        const mail = await server.app.database.db
          .selectFrom('outbox_messages')
          .select('body_text')
          .where('recipient', '=', 'limit@example.it')
          .executeTakeFirstOrThrow();
        const code = decodeURIComponent(/\/ordine\/convalida\/([^\s/]+)/.exec(mail.body_text)?.[1] ?? '');

        const guesser = '198.51.100.3';
        expect((await verify(guesser, 'A'.repeat(43))).statusCode).toBe(404);
        expect((await verify(guesser, 'B'.repeat(43))).statusCode).toBe(404);
        const refused = await verify(guesser, code);
        expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);

        const guest = '198.51.100.4';
        expect((await verify(guest, code)).json()).toMatchObject({ data: { verifiedAlready: false } });
        expect((await verify(guest, code)).json()).toMatchObject({ data: { verifiedAlready: true } });
      });
    });
  },
  120_000,
);
