import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName, NewOrder } from '@ordina/db';
import { findOrderByHash, listOrderPayments, placeOrder } from '@ordina/db';
import { newTestOrder, testSlot } from '@ordina/db/test/new-order-fixture';
import { readTrattoria, startTestApp } from '../../../test/test-app.ts';
import { freshDatabaseUrl } from '../../auth/test/account-test-app.ts';

/*
 * The whole server (API, webhook route, sandbox pay page; no web build) on a
 * fresh database of one engine, serving the test trattoria with three online
 * payment methods — one per gateway — beside cash. Stripe and PayPal are on
 * when the test passes their settings (pointing at the local stand-ins).
 */

/** The online payment methods of the test business and their gateways. */
export const ONLINE_METHODS = { sandbox: 'online_sandbox', stripe: 'card_online', paypal: 'paypal' } as const;

/** A running test app and what it writes to its log. */
export interface PaymentsTestApp {
  app: FastifyInstance;
  /** The log lines at warn and above, parsed. */
  log: { level: number; msg: string; alert?: string; [key: string]: unknown }[];
  close(): Promise<void>;
}

/** Builds the app on a fresh `dialect` database with the payment settings of `env`. */
export async function createPaymentsTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
): Promise<PaymentsTestApp> {
  const business = await readTrattoria();
  const configuration = business.configuration as {
    payment_methods: unknown[];
    delivery_method: { paymentTypes: { code: string }[] }[];
  };
  for (const [gateway, code] of Object.entries(ONLINE_METHODS)) {
    configuration.payment_methods.push({
      code,
      name: `Online (${gateway})`,
      label: '',
      description: '',
      online: true,
      gateway,
    });
    for (const method of configuration.delivery_method) method.paymentTypes.push({ code });
  }
  const log: PaymentsTestApp['log'] = [];
  const server = await startTestApp({
    tempPrefix: 'ordina-payments-test-',
    businessJson: JSON.stringify(business),
    databaseUrl: (dir) => freshDatabaseUrl(dialect, dir),
    env: { LOG_LEVEL: 'warn', PUBLIC_URL: 'https://trattoria.example', ...env },
    build: {
      pages: false,
      logStream: {
        write: (line: string) => void log.push(JSON.parse(line) as PaymentsTestApp['log'][number]),
      },
    },
    prepare: async (built) => {
      await built.ready();
    },
  });
  return { app: server.app, log, close: () => server.close() };
}

/**
 * A describe block's payments test app: built on a fresh `dialect` database before its tests (with the
 * settings `env` gives then, after the suite's own stand-ins started), closed after them. Returns the app,
 * its database and what the payment tests read of an order.
 */
export function usePaymentsTestApp(dialect: DialectName, env: () => Record<string, string> = () => ({})) {
  let test: PaymentsTestApp;
  beforeAll(async () => {
    test = await createPaymentsTestApp(dialect, env());
  }, 60_000);
  afterAll(() => test.close());
  const app = () => test.app;
  const db = () => test.app.database.db;
  return {
    app,
    db,
    /** What the app wrote to its log at warn and above. */
    log: () => test.log,
    /** The order's status code now (undefined when its link finds none). */
    statusOf: async (order: { id: number; hash: string }) =>
      (await findOrderByHash(db(), app().businessId, order.id, order.hash))?.statusCode,
    /** The order's payments and refunds as `kind:status`, oldest first. */
    states: async (orderId: number) =>
      (await listOrderPayments(db(), app().businessId, orderId)).map((p) => `${p.kind}:${p.status}`),
  };
}

/** Places an order (20,50 €) waiting for its online payment through `gateway`, placed `minutesAgo` before now; returns its id and hash. */
export async function placeWaitingOrder(
  app: FastifyInstance,
  gateway: keyof typeof ONLINE_METHODS = 'sandbox',
  options: { minutesAgo?: number; slot?: NewOrder['slot']; delivery?: NewOrder['delivery'] } = {},
): Promise<{ id: number; hash: string }> {
  const online: Partial<NewOrder> = {
    status: 'waiting_payment',
    paymentMethod: ONLINE_METHODS[gateway],
    slot: options.slot ?? testSlot('2099-12-31', '20:00', 1, 100),
    ...(options.delivery === undefined ? {} : { delivery: options.delivery }),
    now: new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000),
  };
  const placed = await placeOrder(app.database.db, newTestOrder(app.businessId, online));
  if (!placed.ok) throw new Error(`the test order was refused: ${placed.reason}`);
  return { id: placed.order.id, hash: placed.order.hash };
}
