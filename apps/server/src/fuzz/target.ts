import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { BusinessFileInput, EndpointKey } from '@ordina/contracts';
import { insertSavedAddress, insertUser, markUserEmailVerified, type DialectName } from '@ordina/db';
import { testSavedAddress } from '@ordina/db/test/customer-fixture';
import { passwordHash } from '../plugins/auth/index.ts';
import {
  captchaToken,
  freshDatabaseUrl,
  GOOD_PASSWORD,
  login,
} from '../plugins/auth/test/account-test-app.ts';
import { orderPayload, orderTestBusiness, withCaptcha } from '../routes/api/order/test/order-test-app.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { STAFF_PASSWORD, staffSession, type StaffSession } from '../test/staff-session.ts';
import type { ContextName } from './context-ref.ts';

/*
 * The server the fuzz attacks: the real app (every plugin and route, no pages) on a fresh SQLite file or
 * PostgreSQL database, seeded with the checkout tests' business (the demo's Lido Azzurro, open and
 * delivering round the clock), and what a real client of each kind holds: two confirmed customers with
 * their tokens, a saved address, a guest's and a customer's order with their links, an owner's staff
 * session with its CSRF token and a second member, a kitchen ticket. Secured and staff calls carry those
 * credentials, so the fuzz reaches the handlers and not only the checks in front of them.
 */

/** Which credentials an operation needs, read from the errors its entry declares. */
export type Security = 'customer' | 'staff' | 'public';

/** How a request presents itself: the right credentials, someone else's, broken ones, none. */
export type AuthMode =
  | 'valid'
  | 'none'
  | 'other-customer'
  | 'garbage'
  | 'forged-token'
  | 'tampered-token'
  | 'no-csrf'
  | 'wrong-csrf'
  | 'customer-token';

/** Everything the generated requests refer to, fixed once the target is seeded. */
export interface SeededValues {
  guestOrder: { oid: number; hash: string };
  customerOrderId: number;
  addressId: number;
  memberId: number;
  printJobId: number | undefined;
  businessVersion: number;
  placeId: string | undefined;
  couponCodes: string[];
  productIds: number[];
  slot: { day: string; time: string };
  /** A complete guest order (its captcha a reference) and the same for a signed-in customer. */
  guestOrderBody: unknown;
  customerOrderBody: unknown;
  /** The business document's categories as the back office holds them, for PUT /api/staff/business. */
  categories: unknown[];
  screenId: string;
}

/** A running fuzz target. */
export interface FuzzTarget {
  app: FastifyInstance;
  dialect: DialectName;
  seeded: SeededValues;
  /** A reference's value now (a fresh captcha or key each time). */
  lookup(name: ContextName): Promise<unknown>;
  /** The headers of `mode` for an operation of `security`. */
  authHeaders(security: Security, mode: AuthMode): Record<string, string>;
  /** New credentials of that kind (a fuzzed call ended the session, declined the policy, deleted the account). */
  renew(security: Security): Promise<void>;
  /** The server's error-level log lines written since the last call (a 5xx, an undeclared code). */
  drainErrorLog(): string[];
  close(): Promise<void>;
}

/** The header the fuzz app adds to each answer: the endpoint-table key of the route that answered. */
export const ENDPOINT_HEADER = 'x-fuzz-endpoint';

/** The request timeout of the fuzz target: a slow body is answered 408 after it (slow-body.ts). */
export const FUZZ_REQUEST_TIMEOUT_MS = 2_000;

/** The target's environment: limits out of the way (the fuzz is one client sending thousands of requests), no background jobs. */
const FUZZ_ENV: Record<string, string> = {
  PUBLIC_URL: 'https://lido.example',
  LOG_LEVEL: 'error',
  // The sweeps (expiry, outbox, housekeeping) would change row counts between two reads of one request.
  BACKGROUND_JOBS: 'false',
  // The API's description is served (off by default), so its two operations are fuzzed past their 404.
  API_DOCS: 'true',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  COUPON_RATE_LIMIT_PER_MINUTE: '100000',
  ORDER_VERIFY_RATE_LIMIT_PER_MINUTE: '100000',
  ORDER_RATE_LIMIT_PER_MINUTE: '100000',
  PENDING_ORDERS_PER_CUSTOMER: '100000',
  PENDING_ORDERS_PER_CLIENT: '100000',
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '100000',
  ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '100000',
  STAFF_LOCKOUT_FAILURES: '1000',
  ALTCHA_MAX_NUMBER: '100',
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_REQUEST_TIMEOUT_MS: String(FUZZ_REQUEST_TIMEOUT_MS),
};

/** A JSON log line at pino's error level or above. */
function errorLineCollector(): { stream: Writable; drain(): string[] } {
  let lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        try {
          const entry = JSON.parse(line) as { level?: number };
          if ((entry.level ?? 0) >= 50) lines.push(line);
        } catch {
          lines.push(line);
        }
      }
      done();
    },
  });
  return {
    stream,
    drain() {
      const drained = lines;
      lines = [];
      return drained;
    },
  };
}

interface Customer {
  id: number;
  token: string;
  email: string;
}

let serial = 0;

/**
 * The fuzz replaces a customer or a member whenever a call ended its session, hundreds of times a run:
 * the password is hashed once (argon2 is most of what a replacement costs), the sign-in stays the real one.
 */
let customerPasswordHash: Promise<string> | undefined;
let staffPasswordHash: Promise<string> | undefined;

async function newCustomer(app: FastifyInstance, label: string): Promise<Customer> {
  serial += 1;
  const email = `fuzz-${label}-${serial}-${randomBytes(3).toString('hex')}@lido.example`;
  const now = new Date();
  customerPasswordHash ??= passwordHash(GOOD_PASSWORD);
  const id = await insertUser(app.database.db, {
    businessId: app.businessId,
    email,
    passwordHash: await customerPasswordHash,
    name: 'Giulia',
    lastname: 'Verdi',
    phone: '+39 333 1112222',
    newsletter: false,
    privacyPolicyAccepted: true,
    now,
  });
  if (id === undefined) throw new Error(`fuzz: ${email} exists already`);
  await markUserEmailVerified(app.database.db, app.businessId, id, now);
  const session = await login(app, email);
  return { id, token: session.token, email };
}

function newStaffSession(app: FastifyInstance, role: 'owner' | 'staff'): Promise<StaffSession> {
  staffPasswordHash ??= passwordHash(STAFF_PASSWORD);
  return staffSession(app, { role, passwordHash: staffPasswordHash });
}

/** A JWT-shaped token that signs nothing (`alg: none`) claiming `sub`. */
function unsignedToken(sub: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(sub), iat: now, exp: now + 3600 })}.`;
}

/** The token with one character of its signature changed. */
function tamperedToken(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1) ?? ''}`;
}

/** Starts and seeds the target on a fresh database of `dialect`. */
export async function startFuzzTarget(dialect: DialectName): Promise<FuzzTarget> {
  const file = await orderTestBusiness();
  // Tips offered (docs/decisions/067), so an order's tip reaches the rules that price and refuse it.
  file.configuration.tips = { enabled: true, presets: [5, 10, 15], max_amount: 2000 };
  const errors = errorLineCollector();
  const server: TestApp = await startTestApp({
    tempPrefix: 'ordina-fuzz-',
    businessJson: JSON.stringify(file),
    databaseUrl: (dir) => freshDatabaseUrl(dialect, dir),
    env: FUZZ_ENV,
    build: { pages: false, logStream: errors.stream },
    prepare: async (app) => {
      // `inject`'s stand-in socket has no setTimeout, which the board's event stream calls to keep a quiet
      // stream open; a real socket has it (the slow-body probe and the board tests go over real ones).
      app.addHook('onRequest', async (request, reply) => {
        const socket = request.raw.socket as { setTimeout?: unknown } | null;
        if (socket !== null && typeof socket.setTimeout !== 'function') socket.setTimeout = () => socket;
        // Set now as well as on send: a hijacked reply (the event stream) takes the headers set so far.
        const key = request.routeOptions.config.endpoint;
        if (key !== undefined) void reply.header(ENDPOINT_HEADER, key);
      });
      app.addHook('onSend', async (request, reply, payload) => {
        const key = request.routeOptions.config.endpoint;
        if (key !== undefined) void reply.header(ENDPOINT_HEADER, key);
        return payload;
      });
      await app.ready();
    },
  });
  const { app } = server;
  try {
    let customer = await newCustomer(app, 'a');
    const otherCustomer = await newCustomer(app, 'b');
    let staff: StaffSession = await newStaffSession(app, 'owner');
    const seeded = await seed(app, file, customer, staff);
    const cookieName = staff.cookie.split('=')[0] ?? 'staff';

    return {
      app,
      dialect,
      seeded,
      async lookup(name) {
        switch (name) {
          case 'customerId':
            return customer.id;
          case 'customerEmail':
            return customer.email;
          case 'staffId':
            return staff.staffId;
          case 'staffEmail':
            return staff.email;
          case 'captcha':
            return captchaToken(app);
          case 'idempotencyKey':
            return randomUUID();
        }
      },
      authHeaders(security, mode): Record<string, string> {
        const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
        const staffCookie: Record<string, string> = { cookie: staff.cookie };
        switch (mode) {
          case 'none':
            return {};
          case 'other-customer':
            return bearer(otherCustomer.token);
          case 'customer-token':
            return bearer(customer.token);
          case 'garbage':
            return security === 'staff'
              ? { cookie: `${cookieName}=${randomBytes(24).toString('base64url')}`, 'x-csrf-token': 'x' }
              : { authorization: `Bearer ${randomBytes(12).toString('hex')}` };
          case 'forged-token':
            return bearer(unsignedToken(customer.id));
          case 'tampered-token':
            return security === 'staff'
              ? { cookie: tamperedToken(staff.cookie), 'x-csrf-token': staff.csrfToken }
              : bearer(tamperedToken(customer.token));
          case 'no-csrf':
            return staffCookie;
          case 'wrong-csrf':
            return { ...staffCookie, 'x-csrf-token': tamperedToken(staff.csrfToken) };
          case 'valid':
            if (security === 'staff') return { ...staffCookie, 'x-csrf-token': staff.csrfToken };
            if (security === 'customer') return bearer(customer.token);
            return {};
        }
      },
      async renew(security) {
        if (security === 'customer') {
          // Only the fuzzed customer's session ends: the other one's token (another customer's) still works.
          customer = await newCustomer(app, 'a');
        }
        if (security === 'staff') staff = await newStaffSession(app, 'owner');
      },
      drainErrorLog: () => errors.drain(),
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

interface Answer<T> {
  statusCode: number;
  body: string;
  json(): T;
}

function expectOk<T>(what: string, response: Answer<T>): T {
  if (response.statusCode >= 300)
    throw new Error(`fuzz seed: ${what} answered ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The records and bodies the requests refer to, made through the API as a client makes them. */
async function seed(
  app: FastifyInstance,
  file: BusinessFileInput,
  customer: Customer,
  staff: StaffSession,
): Promise<SeededValues> {
  const slotList = expectOk<{ data: { list: { day: string; time: string }[] } }>(
    'the timetable',
    await app.inject({ method: 'GET', url: '/api/timetable/pick_up' }),
  ).data.list;
  const last = slotList.at(-1);
  if (last === undefined) throw new Error('fuzz seed: no pick-up slot');
  const slot = { day: last.day, time: last.time };

  const guestOrderBody = orderPayload(slot);
  const guestAnswer = expectOk<{ data: { push?: { name: string; params: { oid?: number; hash: string } } } }>(
    'a guest order',
    await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'idempotency-key': randomUUID() },
      payload: await withCaptcha(app, guestOrderBody),
    }),
  );
  const push = guestAnswer.data.push;
  if (push?.params.oid === undefined) throw new Error('fuzz seed: the guest order has no order page');
  const guestOrder = { oid: push.params.oid, hash: push.params.hash };

  const customerOrderBody = orderPayload(slot, {
    identity: {
      name: 'Giulia',
      lastname: 'Verdi',
      email: customer.email,
      phone: '+39 333 1112222',
      note: '',
    },
  });
  const customerAnswer = expectOk<{ data: { push?: { params: { oid?: number } } } }>(
    "a customer's order",
    await app.inject({
      method: 'POST',
      url: `/api/secured/user/${customer.id}/order`,
      headers: { 'idempotency-key': randomUUID(), authorization: `Bearer ${customer.token}` },
      payload: customerOrderBody as Record<string, unknown>,
    }),
  );
  const customerOrderId = customerAnswer.data.push?.params.oid ?? guestOrder.oid;

  const addressId = await insertSavedAddress(
    app.database.db,
    testSavedAddress({ businessId: app.businessId, userId: customer.id }, 'Regina Elena'),
  );
  const member = await newStaffSession(app, 'staff');
  const staffHeaders = { cookie: staff.cookie, 'x-csrf-token': staff.csrfToken };

  const job = await app.inject({
    method: 'POST',
    url: '/api/staff/print-jobs',
    headers: staffHeaders,
    payload: { orderId: guestOrder.oid },
  });
  const printJobId = job.statusCode === 200 ? job.json<{ data: { id: number } }>().data.id : undefined;

  const documentAnswer = await app.inject({
    method: 'GET',
    url: '/api/staff/business',
    headers: staffHeaders,
  });
  const document =
    documentAnswer.statusCode === 200
      ? documentAnswer.json<{ data: { version: number; document: { categories?: unknown[] } } }>().data
      : undefined;

  const suggestions = await app.inject({
    method: 'GET',
    url: `/api/address/autocomplete?q=${encodeURIComponent('Viale Regina Elena 10')}`,
  });
  const placeId =
    suggestions.statusCode === 200
      ? suggestions.json<{ data: { list?: { place_id?: string }[] } }>().data.list?.[0]?.place_id
      : undefined;

  return {
    guestOrder,
    customerOrderId,
    addressId,
    memberId: member.staffId,
    printJobId,
    businessVersion: document?.version ?? 1,
    placeId,
    couponCodes: (file.coupons ?? []).map((coupon) => coupon.code).filter((code) => code !== ''),
    productIds: file.products.map((product) => product.id),
    slot,
    guestOrderBody,
    customerOrderBody,
    categories: document?.document.categories ?? [],
    screenId: 'fuzz-screen-0001',
  };
}

/** The endpoint-table key that answered, from the fuzz app's header (none: no route matched). */
export function answeringEndpoint(headers: Record<string, unknown>): EndpointKey | undefined {
  const value = headers[ENDPOINT_HEADER];
  return typeof value === 'string' ? (value as EndpointKey) : undefined;
}
