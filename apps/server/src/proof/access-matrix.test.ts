import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationRoute } from '@ordina/contracts';
import type { EndpointKey } from '@ordina/contracts';
import { createStaffMember } from '@ordina/db';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { bearer, captchaToken, login, seedAccount } from '../plugins/auth/test/account-test-app.ts';
import { secretHash } from '../plugins/staff-auth/index.ts';
import {
  laterSlot,
  orderPayload,
  sendOrder,
  useOrderTestApp,
  withCaptcha,
} from '../routes/api/order/test/order-test-app.ts';
import { staffHeaders, staffSession } from '../test/staff-session.ts';
import type { StaffSession } from '../test/staff-session.ts';
import { accessOf, ALL_OPERATIONS, urlOf } from './access-matrix.ts';

/*
 * The access matrix (issue 36 "Proof"): every guarded operation of the endpoint table tried with each
 * caller it must refuse — a customer call (spec §6) without a token, with an expired, a revoked or a
 * forged one (alg none, another key, tampered claims) and with another customer's; a staff call
 * (docs/decisions/043) without a session, with a customer's token, with another business's session,
 * with a member of the wrong role, without its CSRF token; an order-by-hash call with another order's
 * id or a changed hash. Access is refused before the body is read (docs/decisions/050), so a refusal
 * needs no valid body; and a refused call writes nothing (every table's row count is unchanged).
 */

const AUTH_SECRET = 'access-matrix-secret-that-is-long-enough-0123';
const UNSAFE = new Set(['POST', 'PUT', 'DELETE']);

/** One cell of the matrix: who calls `key`, and the status and codes the call must answer. */
interface Row {
  key: EndpointKey;
  caller: string;
  status: number;
  errors: string[];
}

type CustomerCaller =
  | 'no token'
  | 'expired token'
  | 'revoked token (after logout)'
  | 'alg none'
  | 'token signed with another key'
  | 'tampered claims (another user id)'
  | "another customer's token";
const CUSTOMER_CALLERS: readonly CustomerCaller[] = [
  'no token',
  'expired token',
  'revoked token (after logout)',
  'alg none',
  'token signed with another key',
  'tampered claims (another user id)',
  "another customer's token",
];

type StaffCaller =
  | 'no session'
  | 'forged session cookie'
  | "a customer's token"
  | "another business's staff session"
  | 'a member (not owner)'
  | 'no CSRF token'
  | "another session's CSRF token";

const matrix: Row[] = [];
const unclassified: EndpointKey[] = [];
for (const key of ALL_OPERATIONS) {
  const access = accessOf(key);
  const { method } = operationRoute(key);
  if (access === undefined) unclassified.push(key);
  else if (access.kind === 'customer') {
    for (const caller of CUSTOMER_CALLERS)
      matrix.push(
        caller === "another customer's token"
          ? { key, caller, status: 403, errors: ['NO_TOKEN_USER_MISMATCH'] }
          : { key, caller, status: 401, errors: ['HTTP_UNAUTHORIZED'] },
      );
  } else if (access.kind === 'staff') {
    const callers: StaffCaller[] = [
      'no session',
      'forged session cookie',
      "a customer's token",
      "another business's staff session",
    ];
    for (const caller of callers) matrix.push({ key, caller, status: 401, errors: ['STAFF_UNAUTHORIZED'] });
    if (access.role === 'owner')
      matrix.push({ key, caller: 'a member (not owner)', status: 403, errors: ['STAFF_FORBIDDEN'] });
    if (UNSAFE.has(method))
      for (const caller of ['no CSRF token', "another session's CSRF token"])
        matrix.push({ key, caller, status: 403, errors: ['CSRF_INVALID'] });
  } else if (access.kind === 'order-hash') {
    for (const caller of ["another order's id", 'a changed hash'])
      matrix.push({ key, caller, status: 404, errors: ['NOT_FOUND'] });
  }
}

const errorsOf = (response: LightMyRequestResponse) =>
  response.headers['content-type']?.toString().startsWith('application/json') === true
    ? (response.json<{ data?: { errors?: string[] } }>().data?.errors ?? [])
    : [];

/** base64url of a JSON value (a JWT part). */
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every table's row count: what a refused call must leave as it was. */
async function rowCounts(
  app: FastifyInstance,
  except: readonly string[] = [],
): Promise<Record<string, number>> {
  const { db } = app.database;
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !except.includes(name))
    .sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table as 'orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

it('classifies every operation of the endpoint table (a new guarded call needs its row here)', () => {
  expect(unclassified, 'list each in apps/server/src/proof/access-matrix.ts').toEqual([]);
});

describe.each(TEST_DIALECTS)('the access matrix on %s', (dialect) => {
  const customer = { a: { id: 0, token: '' }, b: { id: 0, token: '' } };
  const tokens = {} as Record<CustomerCaller, string | undefined>;
  let owner: StaffSession;
  let member: StaffSession;
  let otherBusiness: { cookie: string; csrfToken: string };
  const placed: { oid: number; hash: string }[] = [];
  const pending: { otid: number; hash: string }[] = [];

  const { app } = useOrderTestApp(dialect, {
    // Guests confirm by e-mail, so their orders wait (order-to-verify); customers' orders are placed.
    change: (file) => {
      file.configuration.order_verify_data = 'email';
    },
    env: { AUTH_SECRET },
  });
  beforeAll(async () => {
    customer.a.id = await seedAccount(app(), { email: 'anna@example.it' });
    customer.b.id = await seedAccount(app(), { email: 'bruno@example.it' });
    customer.a.token = (await login(app(), 'anna@example.it')).token;
    customer.b.token = (await login(app(), 'bruno@example.it')).token;

    // The customer's forged and spent tokens, each for customer A's path.
    const genuine = await login(app(), 'anna@example.it');
    const decoded = JSON.parse(Buffer.from(genuine.token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const now = Math.floor(Date.now() / 1000);
    const key = (secret: string) => new TextEncoder().encode(secret);
    tokens['no token'] = undefined;
    tokens['expired token'] = await new SignJWT({ ...decoded, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key(AUTH_SECRET));
    const revoked = await login(app(), 'anna@example.it');
    const logout = await app().inject({
      method: 'POST',
      url: `/api/secured/user/${customer.a.id}/logout`,
      headers: bearer(revoked.token),
    });
    expect(logout.statusCode).toBe(200);
    tokens['revoked token (after logout)'] = revoked.token;
    tokens['alg none'] = `${part({ alg: 'none', typ: 'JWT' })}.${part(decoded)}.`;
    tokens['token signed with another key'] = await new SignJWT({ ...decoded })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key('another-secret-that-is-long-enough-0123456789'));
    // Customer B's genuine token with its claims rewritten to say customer A: the signature no longer holds.
    const [header, payload, signature] = customer.b.token.split('.');
    const bClaims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    tokens['tampered claims (another user id)'] =
      `${header}.${part({ ...bClaims, id: customer.a.id, sub: String(customer.a.id) })}.${signature}`;
    tokens["another customer's token"] = customer.b.token;
    // The genuine token passes the guard (else every refusal above would prove nothing).
    const own = await app().inject({
      method: 'GET',
      url: `/api/secured/user/${customer.a.id}/anagraphic/address`,
      headers: bearer(customer.a.token),
    });
    expect(own.statusCode).toBe(200);

    owner = await staffSession(app(), { role: 'owner' });
    member = await staffSession(app(), { role: 'staff' });
    expect(
      (await app().inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(200);
    // A live session of another business in the same database, with its own valid CSRF token.
    const { db } = app().database;
    const business = await db
      .insertInto('businesses')
      .values({ key: 'altra-matrix', name: 'Altra' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const elsewhere = await createStaffMember(db, {
      businessId: business.id,
      actorId: null,
      email: 'titolare@altra.example',
      name: 'Altro',
      role: 'owner',
      locale: 'it',
      token: { hash: secretHash('altra-invite'), expiresAt: new Date() },
      mail: null,
      now: new Date(),
    });
    if (!elsewhere.ok) throw new Error('the other business’s owner was not created');
    await db
      .insertInto('staff_sessions')
      .values({
        id_hash: secretHash('altra-matrix-session'),
        business_id: business.id,
        staff_id: elsewhere.staffId,
        expires_at: '2999-01-01T00:00:00.000Z',
      })
      .execute();
    otherBusiness = {
      cookie: 'ordina_staff=altra-matrix-session',
      csrfToken: app().staffAuth.csrfToken(secretHash('altra-matrix-session')),
    };

    // Two placed orders (the customers', no verification) and two guest orders waiting for their code.
    for (const account of [customer.a, customer.b]) {
      const slot = await laterSlot(app());
      const response = await sendOrder(app(), orderPayload(slot), randomUUID(), account);
      expect(response.statusCode, response.body).toBe(200);
      const push = response.json<{
        data: { push: { name: string; params: { oid: number; hash: string } } };
      }>().data.push;
      expect(push.name).toBe('OrderSended');
      placed.push(push.params);
    }
    for (const email of ['guest1@example.it', 'guest2@example.it']) {
      const slot = await laterSlot(app());
      const payload = orderPayload(slot, {
        identity: { name: 'Anna', lastname: 'Neri', email, phone: '+39 333 765 4321', note: '' },
      });
      const response = await sendOrder(app(), await withCaptcha(app(), payload));
      expect(response.statusCode, response.body).toBe(200);
      const push = response.json<{
        data: { push: { name: string; params: { otid: number; hash: string } } };
      }>().data.push;
      expect(push.name).toBe('OrderToVerify');
      pending.push(push.params);
    }
  });

  /** The request of an order-by-hash call for `target` (a solved captcha wherever the call takes one). */
  /** A valid body of an order-by-hash call that writes, so what refuses it is the id or the hash. */
  function hashCallBody(key: EndpointKey, captcha: string): Record<string, unknown> {
    if (key === 'POST /api/order/:oid/:hash/push-subscription')
      return {
        endpoint: 'https://push.example.test/send/access-matrix',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      };
    return { paymentTypeCode: 'cash_on_delivery', other: { recaptchaToken: captcha } };
  }

  async function hashRequest(
    key: EndpointKey,
    target: Record<string, string | number>,
  ): Promise<InjectOptions> {
    const { method } = operationRoute(key);
    const captcha = await captchaToken(app());
    return {
      method: method as InjectOptions['method'],
      url: urlOf(key, { ...target, captcha }),
      ...(method === 'GET' ? {} : { payload: hashCallBody(key, captcha) }),
    };
  }

  /** The two orders an order-by-hash call may name: placed ones for `:oid`, waiting ones for `:otid`. */
  const ordersFor = (idParam: 'oid' | 'otid') =>
    idParam === 'oid'
      ? placed.map((order) => ({ id: order.oid, hash: order.hash }))
      : pending.map((order) => ({ id: order.otid, hash: order.hash }));

  /** An order-by-hash row's target: another order's id with this order's hash, or this id with a changed hash. */
  function hashTarget(key: EndpointKey, caller: string): Record<string, string | number> {
    const access = accessOf(key);
    if (access?.kind !== 'order-hash') throw new Error(`${key} is not an order-by-hash call`);
    const [first, second] = ordersFor(access.idParam);
    const hash =
      caller === 'a changed hash'
        ? `${first!.hash.slice(0, -1)}${first!.hash.endsWith('A') ? 'B' : 'A'}`
        : first!.hash;
    const id = caller === "another order's id" ? second!.id : first!.id;
    return { [access.idParam]: id, hash };
  }

  async function requestOf(row: Row): Promise<InjectOptions> {
    const access = accessOf(row.key)!;
    const { method } = operationRoute(row.key);
    const base = { method: method as InjectOptions['method'] };
    if (access.kind === 'customer') {
      const token = tokens[row.caller as CustomerCaller];
      return {
        ...base,
        url: urlOf(row.key, { id: customer.a.id }),
        headers: token === undefined ? {} : bearer(token),
      };
    }
    if (access.kind === 'order-hash') return hashRequest(row.key, hashTarget(row.key, row.caller));
    const url = urlOf(row.key);
    const headers: Record<StaffCaller, Record<string, string>> = {
      'no session': {},
      'forged session cookie': { cookie: 'ordina_staff=forged-session-id', 'x-csrf-token': owner.csrfToken },
      "a customer's token": bearer(customer.a.token),
      "another business's staff session": staffHeaders(otherBusiness),
      'a member (not owner)': staffHeaders(member),
      'no CSRF token': { cookie: owner.cookie },
      "another session's CSRF token": { cookie: owner.cookie, 'x-csrf-token': member.csrfToken },
    };
    return { ...base, url, headers: headers[row.caller as StaffCaller] };
  }

  it('answers the genuine order-by-hash calls (so their refusals below are about the id and the hash)', async () => {
    for (const key of ALL_OPERATIONS.filter((k) => accessOf(k)?.kind === 'order-hash')) {
      const access = accessOf(key) as { idParam: 'oid' | 'otid' };
      const [own] = ordersFor(access.idParam);
      const response = await app().inject(
        await hashRequest(key, { [access.idParam]: own!.id, hash: own!.hash }),
      );
      expect([response.statusCode, errorsOf(response)], key).not.toEqual([404, ['NOT_FOUND']]);
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500);
    }
  });

  describe('refused calls', () => {
    let before: Record<string, number>;
    beforeAll(async () => {
      before = await rowCounts(app(), SPENT_CAPTCHAS);
    });

    it.each(
      matrix.map(
        (row) => [`${row.key} — ${row.caller} → ${row.status} ${row.errors.join(',')}`, row] as const,
      ),
    )('%s', async (_name, row) => {
      const response = await app().inject(await requestOf(row));
      expect([response.statusCode, errorsOf(response)], response.body).toEqual([row.status, row.errors]);
    });

    it('wrote nothing (every table has the rows it had)', async () => {
      expect(await rowCounts(app(), SPENT_CAPTCHAS)).toEqual(before);
    });
  });
});

/**
 * The one table a refused order-by-hash call may add to: the captcha solution it spent (so it cannot be
 * replayed), written before the order is looked up.
 */
const SPENT_CAPTCHAS = ['spent_captcha_solutions'];

it('has a row for every guarded operation', () => {
  const guarded = ALL_OPERATIONS.filter((key) => accessOf(key)?.kind !== 'open');
  expect(new Set(matrix.map((row) => row.key))).toEqual(new Set(guarded));
  console.info(`access matrix: ${matrix.length} rows over ${guarded.length} guarded operations`);
});
