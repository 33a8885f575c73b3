import { beforeAll, describe, expect, it } from 'vitest';
import { findPaymentCheckout } from '@ordina/db';
import { postSandboxCallback } from './plugins/payments/index.ts';
import { guestOrder, laterSlot, sendOrder, useOrderTestApp } from './routes/api/order/test/order-test-app.ts';
import { STAFF_PASSWORD, staffHeaders, staffSession } from './test/staff-session.ts';

// The log of an order's whole life (issue 36 "secrets never logged"), at the most verbose level:
// a guest's order paid online, the gateway's signed webhook, the order's page by its hash, the
// restaurant's sign-in and acceptance, and a 5xx of a bug that quotes the request. A log is read
// by more people than the database: none of the customer's contact details, the order's hash,
// the staff password, session or CSRF token, the webhook's signature or the auth secret may be in it.

const AUTH_SECRET = 'log-test-auth-secret-0123456789abcdefghij';
const EMAIL = 'giorgia.segreta@example.it';
const PHONE_DIGITS = '3335551212';

describe('the log of an order from the checkout to the kitchen, and of a 5xx on the way', () => {
  const lines: string[] = [];
  const secrets: Record<string, string> = {};
  const statuses: Record<string, number> = {};

  const running = useOrderTestApp('sqlite', {
    env: { LOG_LEVEL: 'trace', AUTH_SECRET },
    logStream: { write: (line: string) => void lines.push(line) },
    prepare: (app) => {
      // A bug that quotes the whole request in its message.
      app.post('/api/test/boom', (request) => {
        throw new Error(
          `could not save ${JSON.stringify(request.body)} for ${JSON.stringify(request.headers)}`,
        );
      });
    },
  });

  beforeAll(async () => {
    const app = running.app();
    const slot = await laterSlot(app);
    const identity = {
      name: 'Giorgia',
      lastname: 'Bassi',
      email: EMAIL,
      phone: `+39 333 555 1212`,
      note: '',
    };
    const placed = await sendOrder(
      app,
      await guestOrder(app, slot, { identity, payment: { method: 'paypal' } }),
    );
    statuses.order = placed.statusCode;
    const redirectTo = placed.json<{ data: { redirectTo: string } }>().data.redirectTo;
    const reference = new URL(redirectTo).pathname.split('/').at(-1) ?? '';
    const checkout = await findPaymentCheckout(app.database.db, 'sandbox', reference);
    if (checkout === undefined) throw new Error(`no checkout ${reference}`);
    secrets.orderHash = checkout.order.hash;

    const delivery = app.payments.gateways.sandbox.callback('paid', {
      reference,
      transactionId: checkout.transactionId,
      amount: checkout.amount,
      currency: 'EUR',
    });
    secrets.webhookSignature = delivery.signature;
    statuses.webhook = (await postSandboxCallback(app, delivery)).statusCode;
    // The customer's pages by the order's hash: the payment's landing page and the retry link.
    statuses.retry = (
      await app.inject({
        method: 'GET',
        url: `/api/payments/retry/${checkout.order.id}/${encodeURIComponent(checkout.order.hash)}`,
      })
    ).statusCode;

    const staff = await staffSession(app, { role: 'owner' });
    secrets.sessionCookie = staff.cookie.split('=')[1] ?? '';
    secrets.csrfToken = staff.csrfToken;
    statuses.board = (
      await app.inject({ method: 'GET', url: '/api/staff/board', headers: staffHeaders(staff) })
    ).statusCode;
    statuses.accept = (
      await app.inject({
        method: 'POST',
        url: `/api/staff/orders/${checkout.order.id}/accept`,
        headers: staffHeaders(staff),
        payload: { readyAtSlot: true },
      })
    ).statusCode;

    statuses.boom = (
      await app.inject({
        method: 'POST',
        url: '/api/test/boom',
        headers: { ...staffHeaders(staff), authorization: `Bearer ${AUTH_SECRET}` },
        payload: { email: EMAIL, phone: PHONE_DIGITS, password: STAFF_PASSWORD },
      })
    ).statusCode;
  });

  it('went through: the order placed, paid by the webhook, seen by the staff; the bug answered 500', () => {
    expect(statuses).toMatchObject({ order: 200, webhook: 200, board: 200, boom: 500 });
    // The retry link of a paid order goes on to its page (a redirect); never a 5xx.
    expect(statuses.retry).toBeLessThan(500);
    expect(statuses.accept).toBe(200);
  });

  it('logged the requests and the 5xx as an error of ours', () => {
    const entries = lines.map((line) => JSON.parse(line) as { level: number; req?: { url?: string } });
    const urls = entries.map((entry) => entry.req?.url).filter((url) => url !== undefined);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/order',
        '/api/payments/webhook/sandbox',
        '/api/staff/board',
        '/api/test/boom',
      ]),
    );
    expect(entries.some((entry) => entry.level >= 50)).toBe(true);
  });

  it('holds none of the customer’s contact details, the hash, the staff’s secrets or the webhook’s signature', () => {
    const log = lines.join('\n');
    expect(Object.keys(secrets)).toEqual(['orderHash', 'webhookSignature', 'sessionCookie', 'csrfToken']);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(15);
      expect(
        log.includes(secret),
        `${name} is in the log: ${lines.find((l) => l.includes(secret))?.slice(0, 600)}`,
      ).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${name} (URL-encoded) is in the log`).toBe(false);
    }
    expect(log.toLowerCase()).not.toContain(EMAIL);
    expect(log.replace(/[\s+-]/g, '')).not.toContain(PHONE_DIGITS);
    expect(log).not.toContain(STAFF_PASSWORD);
    expect(log).not.toContain(AUTH_SECRET);
  });
});
