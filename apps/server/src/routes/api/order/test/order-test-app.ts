import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BusinessFileInput, OrderRequest } from '@ordina/contracts';
import type { DialectName } from '@ordina/db';
import { countOrderRows } from '@ordina/db/test/new-order-fixture';
import { REPO_ROOT } from '../../../../config.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { captchaToken, freshDatabaseUrl } from '../../../../plugins/auth/test/account-test-app.ts';
import { FRITTURA, orderPayload, roundTheClockLido } from './round-the-clock-lido.ts';

export { FRITTURA, orderPayload };

/*
 * The checkout tests' app: the real server (every plugin and route, no pages)
 * on a fresh SQLite file or PostgreSQL database, seeded with the demo
 * business (Lido Azzurro, Rimini: the local gazetteer knows its streets)
 * made predictable: orders accepted and delivered round the clock (slots
 * every 15 minutes of every day), room for 1000 orders a slot, no automatic
 * coupon, no verification, SMS credit 0, new-order e-mails to
 * ordini@lido.example. A test changes the file before the app starts.
 */

/** The demo business file, as the checkout tests start from it. */
export async function orderTestBusiness(): Promise<BusinessFileInput> {
  const file = await roundTheClockLido(REPO_ROOT, {
    key: 'lido-test',
    name: 'Lido Test',
    slotMaxOrders: 1000,
  });
  file.configuration.order_verify_data = 'no';
  file.configuration.params = (file.configuration.params ?? []).filter(
    (p) => p.param_name !== 'ORDER_VERIFY_DATA',
  );
  file.messaging = { new_order_email: 'ordini@lido.example', sms_credit: 0 };
  return file;
}

/** A running checkout test app. */
export type OrderTestApp = TestApp;

/** The real app on a fresh database of `dialect` with the checkout test business (changed by `change`), or on another app's database (`env.DATABASE_URL`). */
export async function createOrderTestApp(
  dialect: DialectName,
  options: {
    change?: (file: BusinessFileInput) => void;
    env?: Record<string, string>;
    defaultOrderLimits?: boolean;
    /** Receives the app's log lines (set LOG_LEVEL in `env`). */
    logStream?: { write(line: string): void };
    /** Adds routes before the app is ready (e.g. one that fails, for a test of 5xx answers). */
    prepare?: (app: FastifyInstance) => void;
  } = {},
): Promise<OrderTestApp> {
  const file = await orderTestBusiness();
  // Many orders from one address and one customer, unless the test is about those limits' defaults.
  const orderLimits: Record<string, string> =
    options.defaultOrderLimits === true
      ? {}
      : {
          ORDER_RATE_LIMIT_PER_MINUTE: '10000',
          PENDING_ORDERS_PER_CUSTOMER: '10000',
          PENDING_ORDERS_PER_CLIENT: '10000',
        };
  options.change?.(file);
  const sharedDatabase = options.env?.DATABASE_URL;
  return startTestApp({
    tempPrefix: 'ordina-orders-test-',
    businessJson: JSON.stringify(file),
    databaseUrl: (dir) =>
      sharedDatabase === undefined ? freshDatabaseUrl(dialect, dir) : Promise.resolve(sharedDatabase),
    env: {
      PUBLIC_URL: 'https://lido.example',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      COUPON_RATE_LIMIT_PER_MINUTE: '10000',
      ORDER_VERIFY_RATE_LIMIT_PER_MINUTE: '10000',
      ...orderLimits,
      LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '10000',
      ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '10000',
      ALTCHA_MAX_NUMBER: '1000',
      ...options.env,
    },
    build: { pages: false, logStream: options.logStream },
    prepare: async (app) => {
      options.prepare?.(app);
      await app.ready();
    },
  });
}

/** What `createOrderTestApp` takes besides the engine. */
export type OrderTestOptions = NonNullable<Parameters<typeof createOrderTestApp>[1]>;

/**
 * A describe block's checkout test app: built on a fresh `dialect` database before its tests (with
 * `options`, or what `options()` gives then, after the suite's own stand-ins started), closed after
 * them. Returns the running app and the whole test app (its config, for a second app on its database).
 */
export function useOrderTestApp(
  dialect: DialectName,
  options: OrderTestOptions | (() => OrderTestOptions) = {},
) {
  let server: OrderTestApp | undefined;
  beforeAll(async () => {
    server = await createOrderTestApp(dialect, typeof options === 'function' ? options() : options);
  });
  afterAll(async () => server?.close());
  const running = (): OrderTestApp => {
    if (server === undefined) throw new Error('the order test app is not running (used outside a test?)');
    return server;
  };
  return { app: () => running().app, server: running };
}

/** A slot of the timetable days ahead (never one that starts while the test runs): the last, or `back` slots before it. */
export async function laterSlot(
  app: FastifyInstance,
  method = 'pick_up',
  back = 0,
): Promise<{ day: string; time: string }> {
  const response = await app.inject({ method: 'GET', url: `/api/timetable/${method}` });
  const list = response.json<{ data: { list: { day: string; time: string }[] } }>().data.list;
  const slot = list.at(-1 - back);
  if (slot === undefined) throw new Error(`no slot for ${method}: ${response.body}`);
  return { day: slot.day, time: slot.time };
}

/** The order as a guest sends it: a solved bot-protection token in `other`. */
export async function withCaptcha(app: FastifyInstance, payload: OrderRequest): Promise<OrderRequest> {
  return { ...payload, other: { ...payload.other, recaptchaToken: await captchaToken(app) } };
}

/** A guest's complete order (`orderPayload`) of `slot` with a solved bot-protection token. */
export function guestOrder(
  app: FastifyInstance,
  slot: { day: string; time: string },
  over: Partial<OrderRequest> = {},
): Promise<OrderRequest> {
  return withCaptcha(app, orderPayload(slot, over));
}

/** Sends an order: POST /api/order (or a logged-in customer's path with `token`) with its Idempotency-Key (a new one by default). */
export function sendOrder(
  app: FastifyInstance,
  payload: unknown,
  key: string = randomUUID(),
  account?: { id: number; token: string },
) {
  return app.inject({
    method: 'POST',
    url: account === undefined ? '/api/order' : `/api/secured/user/${account.id}/order`,
    headers: {
      'idempotency-key': key,
      ...(account === undefined ? {} : { authorization: `Bearer ${account.token}` }),
    },
    payload: payload as Record<string, unknown>,
  });
}

/** Rows of the business's order tables (what a refused order must leave unchanged). */
export function orderRows(app: FastifyInstance): Promise<Record<string, number>> {
  return countOrderRows(app.database.db, app.businessId);
}

/** Sends `payload` (a guest's order of the latest slot by default) and expects it refused with `status` and `errors`, nothing written. */
export async function expectOrderRefused(
  app: FastifyInstance,
  status: number,
  errors: readonly string[],
  payload?: OrderRequest,
): Promise<void> {
  const sent = payload ?? (await guestOrder(app, await laterSlot(app)));
  const before = await orderRows(app);
  const response = await sendOrder(app, sent);
  expect([response.statusCode, response.json()]).toEqual([status, { data: { errors } }]);
  expect(await orderRows(app)).toEqual(before);
}

/** Sends `payload` and expects it answered 409 PRICES_CHANGED with the server's fresh `prices`, nothing written. */
export async function expectPricesChanged(
  app: FastifyInstance,
  payload: OrderRequest,
  prices: OrderRequest['prices'],
): Promise<void> {
  const before = await orderRows(app);
  const response = await sendOrder(app, payload);
  expect([response.statusCode, response.json()]).toEqual([
    409,
    { data: { errors: ['PRICES_CHANGED'], prices } },
  ]);
  expect(await orderRows(app)).toEqual(before);
}
