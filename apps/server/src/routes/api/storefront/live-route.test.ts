import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { liveResponseSchema } from '@ordina/contracts';
import { importBusinessFile } from '@ordina/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteTestApp, readLidoAzzurro } from '../address/test/lido-azzurro-app.ts';
import type { RouteTestApp } from '../address/test/lido-azzurro-app.ts';

// The demo business: public hours Tuesday–Sunday 12:00–15:00 and 19:00–23:30,
// closed on Monday; orders accepted round the clock (00:00–00:00 every day).
// The business clock is Europe/Rome: UTC+2 in July, UTC+1 in January.

interface LiveBody {
  data: {
    serverTime: string;
    timeZone: string;
    acceptance: {
      accepting: boolean;
      until: string | null;
      untilDate: string | null;
      minutesLeft: number | null;
      warning: unknown;
    };
    open: {
      open: boolean;
      today: { weekday: string; intervals: { from: string; to: string }[]; closed: boolean };
    };
    configuration_version: string;
    storefront?: {
      anagraphic: { name: string };
      configuration: { delivery_order: { orderAcceptTimetables: Record<string, unknown> } };
      categories: { slug: string; name: string; languages: Record<string, { name?: string }> }[];
    };
  };
}

const LUNCH_AND_DINNER = [
  { from: '12:00', to: '15:00' },
  { from: '19:00', to: '23:30' },
];

/** A settable clock for the app under test. */
function testClock(initial: string) {
  let current = new Date(initial);
  return {
    now: () => current,
    set(iso: string) {
      current = new Date(iso);
    },
  };
}

async function live(server: RouteTestApp, version?: string, locale?: string) {
  const query: Record<string, string> = {};
  if (version !== undefined) query.version = version;
  if (locale !== undefined) query.locale = locale;
  const response = await server.app.inject({ method: 'GET', url: '/api/storefront/live', query });
  expect(response.statusCode).toBe(200);
  return { body: response.json<LiveBody>(), headers: response.headers };
}

describe('GET /api/storefront/live with the demo business', () => {
  const clock = testClock('2025-07-16T08:00:00Z');
  let server: RouteTestApp;

  beforeAll(async () => {
    server = await createRouteTestApp({ now: clock.now });
  });

  afterAll(async () => {
    await server.close();
  });

  it('on Wednesday 10:00 in Rimini: accepting until Thursday 23:59, not open yet, today lunch and dinner', async () => {
    clock.set('2025-07-16T08:00:00Z');
    const { body, headers } = await live(server);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.data.serverTime).toBe('2025-07-16T08:00:00.000Z');
    expect(body.data.timeZone).toBe('Europe/Rome');
    // 00:00–00:00 every day joins into one stretch: from 10:00 to midnight (840 min) plus Thursday to 23:59 (1439 min).
    expect(body.data.acceptance).toEqual({
      accepting: true,
      until: '23:59',
      untilDate: '2025-07-17',
      minutesLeft: 2279,
      warning: null,
    });
    expect(body.data.open).toEqual({
      open: false,
      today: { weekday: 'wed', intervals: LUNCH_AND_DINNER, closed: false },
      upcoming: [],
    });
  });

  it('computes the state once a minute: within the minute only serverTime moves, the next minute the state follows', async () => {
    clock.set('2025-07-16T08:00:00Z');
    const first = await live(server);
    clock.set('2025-07-16T08:00:42.500Z');
    const within = await live(server);
    expect(within.body.data.serverTime).toBe('2025-07-16T08:00:42.500Z');
    expect(within.body.data.acceptance).toEqual(first.body.data.acceptance);
    clock.set('2025-07-16T08:01:00Z');
    const next = await live(server);
    expect(next.body.data.serverTime).toBe('2025-07-16T08:01:00.000Z');
    expect(next.body.data.acceptance.minutesLeft).toBe((first.body.data.acceptance.minutesLeft ?? 0) - 1);
  });

  it('on Monday: closed today', async () => {
    clock.set('2025-07-14T11:00:00Z');
    const { body } = await live(server);
    expect(body.data.open).toEqual({
      open: false,
      today: { weekday: 'mon', intervals: [], closed: true },
      upcoming: [],
    });
    expect(body.data.acceptance.accepting).toBe(true);
  });

  it('sends the whole storefront with its version, and then only when the browser’s version is stale', async () => {
    clock.set('2025-07-16T11:00:00Z');
    const first = await live(server);
    const version = first.body.data.configuration_version;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(first.body.data.storefront?.anagraphic.name).toBe('Lido Azzurro');

    const current = await live(server, version);
    expect(current.body.data.configuration_version).toBe(version);
    expect(current.body.data).not.toHaveProperty('storefront');
    expect(current.body.data.open.open).toBe(true);

    const stale = await live(server, '0123456789abcdef');
    expect(stale.body.data.storefront?.anagraphic.name).toBe('Lido Azzurro');
  });

  it('gives a new version and the new configuration after the business is imported again with other hours', async () => {
    const before = (await live(server)).body.data.configuration_version;
    const business = await readLidoAzzurro();
    business.delivery_order = {
      ...business.delivery_order,
      orderAcceptTimetables: { mon: [], tue: [{ from: '11:00', to: '14:45' }] },
    };
    await importBusinessFile(server.app.database.db, business);
    server.app.storefronts.invalidate();

    const after = await live(server, before);
    expect(after.body.data.configuration_version).not.toBe(before);
    expect(after.body.data.storefront?.configuration.delivery_order.orderAcceptTimetables.tue).toEqual([
      { from: '11:00', to: '14:45' },
    ]);
  });

  it('with ?locale=de sends the storefront with the German translations only, under the same version', async () => {
    const whole = await live(server);
    const german = await live(server, '0123456789abcdef', 'de');
    expect(german.body.data.configuration_version).toBe(whole.body.data.configuration_version);
    const starters = german.body.data.storefront?.categories.find(
      (category) => category.slug === 'antipasti-di-mare',
    );
    expect(starters?.name).toBe('Antipasti di mare');
    expect(starters?.languages).toEqual({
      de: {
        name: 'Meeresvorspeisen',
        description: 'Die Adria zum Auftakt: gegart, frittiert und roh, je nach Tagesfang.',
      },
    });
    // Without a locale the storefront comes whole: English, French and German.
    const wholeStarters = whole.body.data.storefront?.categories.find(
      (category) => category.slug === 'antipasti-di-mare',
    );
    expect(Object.keys(wholeStarters?.languages ?? {}).sort()).toEqual(['de', 'en', 'fr']);
  });

  it('with ?locale= and the current version sends no storefront', async () => {
    const version = (await live(server)).body.data.configuration_version;
    expect((await live(server, version, 'en')).body.data).not.toHaveProperty('storefront');
  });

  it('refuses a locale that is not one of the known languages with 400 GENERIC_ERROR', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/storefront/live',
      query: { locale: 'xx' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
  });

  it('refuses an over-long version with 400 GENERIC_ERROR', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/storefront/live',
      query: { version: 'f'.repeat(65) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
  });
});

describe('GET /api/storefront/live with order hours 11:00–14:45 and 18:30–22:00 (Tuesday to Sunday)', () => {
  const clock = testClock('2025-07-15T10:50:00Z');
  let server: RouteTestApp;

  beforeAll(async () => {
    const business = await readLidoAzzurro();
    const day = [
      { from: '11:00', to: '14:45' },
      { from: '18:30', to: '22:00' },
    ];
    business.delivery_order = {
      ...business.delivery_order,
      orderAcceptTimetables: { mon: [], tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
    };
    server = await createRouteTestApp({ business, now: clock.now });
  });

  afterAll(async () => {
    await server.close();
  });

  it('Tuesday 12:50 (10:50 UTC): accepting until 14:45, 115 minutes left, open for lunch', async () => {
    clock.set('2025-07-15T10:50:00Z');
    const { body } = await live(server);
    expect(body.data.acceptance).toEqual({
      accepting: true,
      until: '14:45',
      untilDate: '2025-07-15',
      minutesLeft: 115,
      warning: null,
    });
    expect(body.data.open).toEqual({
      open: true,
      today: { weekday: 'tue', intervals: LUNCH_AND_DINNER, closed: false },
      upcoming: [],
    });
  });

  it('Tuesday 14:35: ten minutes left, with the warning', async () => {
    clock.set('2025-07-15T12:35:20Z');
    const { body } = await live(server);
    expect(body.data.acceptance).toEqual({
      accepting: true,
      until: '14:45',
      untilDate: '2025-07-15',
      minutesLeft: 10,
      warning: { key: 'time_left.minutes', params: { minuti: 10 } },
    });
  });

  it('Tuesday 16:00: not accepting and closed between lunch and dinner', async () => {
    clock.set('2025-07-15T14:00:00Z');
    const { body } = await live(server);
    expect(body.data.acceptance).toEqual({
      accepting: false,
      until: null,
      untilDate: null,
      minutesLeft: null,
      warning: null,
    });
    expect(body.data.open.open).toBe(false);
  });

  it('in winter the business clock is UTC+1: Tuesday 21:58 in Rimini (20:58 UTC) has 2 minutes left', async () => {
    clock.set('2025-01-14T20:58:00Z');
    const { body } = await live(server);
    expect(body.data.acceptance).toEqual({
      accepting: true,
      until: '22:00',
      untilDate: '2025-01-14',
      minutesLeft: 2,
      warning: { key: 'time_left.minutes', params: { minuti: 2 } },
    });
    expect(body.data.open).toEqual({
      open: true,
      today: { weekday: 'tue', intervals: LUNCH_AND_DINNER, closed: false },
      upcoming: [],
    });
  });

  it('Monday: no orders and closed all day', async () => {
    clock.set('2025-07-14T10:00:00Z');
    const { body } = await live(server);
    expect(body.data.acceptance.accepting).toBe(false);
    expect(body.data.open).toEqual({
      open: false,
      today: { weekday: 'mon', intervals: [], closed: true },
      upcoming: [],
    });
  });

  it('has another version than the demo business', async () => {
    const demo = await createRouteTestApp();
    try {
      const demoVersion = (await live(demo)).body.data.configuration_version;
      expect((await live(server)).body.data.configuration_version).not.toBe(demoVersion);
    } finally {
      await demo.close();
    }
  });
});

describe('GET /api/storefront/live asked by anyone, often: cheap answers', () => {
  const clock = testClock('2025-07-16T08:00:00.000Z');
  let server: RouteTestApp;

  beforeAll(async () => {
    server = await createRouteTestApp({ now: clock.now });
  });
  afterAll(() => server.close());

  const get = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/api/storefront/live', query, headers });

  it('answers a poll holding this minute’s ETag with a bodiless 304, and a new minute or a stale version with 200', async () => {
    clock.set('2025-07-16T08:00:05.000Z');
    const first = await get({});
    const version = first.json<LiveBody>().data.configuration_version;
    const poll = await get({ version });
    expect(poll.statusCode).toBe(200);
    const etag = String(poll.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]{16}-state-\d+"$/);
    expect(poll.headers['cache-control']).toBe('no-store');

    clock.set('2025-07-16T08:00:59.000Z');
    const again = await get({ version }, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    clock.set('2025-07-16T08:01:00.000Z');
    const nextMinute = await get({ version }, { 'if-none-match': etag });
    expect(nextMinute.statusCode).toBe(200);
    expect(nextMinute.json<LiveBody>().data.serverTime).toBe('2025-07-16T08:01:00.000Z');
    // The ETag of the state does not stand for an answer with the storefront.
    const stale = await get(
      { version: '0123456789abcdef' },
      { 'if-none-match': String(nextMinute.headers.etag) },
    );
    expect(stale.statusCode).toBe(200);
    expect(stale.json<LiveBody>().data.storefront?.anagraphic.name).toBe('Lido Azzurro');
  });

  it('encodes an answer with the storefront once a second: the same bytes for the whole second, new ones in the next', async () => {
    clock.set('2025-07-16T09:00:00.100Z');
    const brotli = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get({ version: 'x', locale: 'it' }, brotli);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    clock.set('2025-07-16T09:00:00.900Z');
    const sameSecond = await get({ version: 'y', locale: 'it' }, brotli);
    expect(sameSecond.rawPayload.equals(first.rawPayload)).toBe(true);
    const decoded = JSON.parse(brotliDecompressSync(sameSecond.rawPayload).toString()) as LiveBody;
    // Built at the first request of the second: its clock is under a second old.
    expect(decoded.data.serverTime).toBe('2025-07-16T09:00:00.100Z');

    clock.set('2025-07-16T09:00:01.000Z');
    const nextSecond = await get({ version: 'x', locale: 'it' }, brotli);
    expect(JSON.parse(brotliDecompressSync(nextSecond.rawPayload).toString())).toMatchObject({
      data: { serverTime: '2025-07-16T09:00:01.000Z' },
    });
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['none asked', undefined, (bytes: Buffer) => bytes],
  ] as const)('sends a body the response schema accepts (%s)', async (_label, encoding, decode) => {
    clock.set('2025-07-16T10:00:00.000Z');
    for (const locale of [undefined, 'de'] as const) {
      const response = await get(
        { version: 'x', ...(locale ? { locale } : {}) },
        encoding === undefined ? {} : { 'accept-encoding': encoding },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-encoding']).toBe(encoding);
      const body: unknown = JSON.parse(decode(response.rawPayload).toString());
      expect(liveResponseSchema.parse(body)).toEqual(body);
    }
    const state: unknown = (await get({ version: 'x' }, {})).json();
    expect(liveResponseSchema.safeParse(state).success).toBe(true);
  });
});
