import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NominatimGeocoder } from '../../../adapters/geocoding/index.ts';
import { expectGenericError, JSON_TYPE, postRaw } from '../../../test/inject.ts';
import { LIDO_CENTRE_ZONE } from '@ordina/domain/test/lido-centre-zone';
import { createRouteTestApp, readLidoAzzurro } from './test/lido-azzurro-app.ts';
import type { RouteTestApp } from './test/lido-azzurro-app.ts';
import { listenOnFreePort } from '@ordina/db/test/free-port';

// The demo delivery zone (Lido Azzurro) covers central and southern Rimini
// along the coast: latitudes 44.0262–44.0692, longitudes 12.5645–12.6262.
// Expected outcomes below are reasoned from those bounds and the gazetteer's
// street ends, not read back from the code.

let server: RouteTestApp;

beforeAll(async () => {
  server = await createRouteTestApp();
});

afterAll(async () => {
  await server.close();
});

async function autocomplete(query: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/address/autocomplete',
    query: { q: query },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { list: { place_id: string; description: string }[] } }>().data.list;
}

async function check(payload: unknown, app = server.app) {
  return app.inject({
    method: 'POST',
    url: '/api/address/check',
    payload: payload as Record<string, unknown>,
  });
}

async function checkData(payload: unknown, app = server.app) {
  const response = await check(payload, app);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Record<string, unknown> & { address: Record<string, unknown> | null } }>()
    .data;
}

describe('GET /api/address/autocomplete', () => {
  it('answers an empty list up to 4 characters (spec: the search starts with more than 4)', async () => {
    expect(await autocomplete('')).toEqual([]);
    expect(await autocomplete('regi')).toEqual([]);
    expect(await autocomplete('  regi   ')).toEqual([]);
  });

  it('suggests the street at the typed house number from 5 characters on', async () => {
    expect(await autocomplete('regina elena 45')).toEqual([
      {
        place_id: 'gaz:rimini-viale-regina-elena:45',
        description: 'Viale Regina Elena, 45, 47921 Rimini RN, Italia',
      },
    ]);
    expect(await autocomplete('regin')).toEqual([
      {
        place_id: 'gaz:rimini-viale-regina-elena',
        description: 'Viale Regina Elena, 47921 Rimini RN, Italia',
      },
      {
        place_id: 'gaz:rimini-viale-regina-margherita',
        description: 'Viale Regina Margherita, 47924 Rimini RN, Italia',
      },
    ]);
  });

  it('ignores accents, case, apostrophes and abbreviations', async () => {
    expect(await autocomplete('GIOSUE CARDUCCI')).toEqual([
      {
        place_id: 'gaz:riccione-viale-giosue-carducci',
        description: 'Viale Giosuè Carducci, 47838 Riccione RN, Italia',
      },
    ]);
    expect((await autocomplete('corso d’augusto 10'))[0]?.place_id).toBe('gaz:rimini-corso-d-augusto:10');
    expect((await autocomplete('v.le vespucci 3'))[0]?.place_id).toBe('gaz:rimini-viale-amerigo-vespucci:3');
  });

  it('narrows by town and ranks streets near the business first', async () => {
    expect((await autocomplete('matteotti santarcangelo')).map((s) => s.place_id)).toEqual([
      'gaz:santarcangelo-via-giacomo-matteotti',
    ]);
    // Rimini's Viale Matteotti is ~4 km from the lido, Santarcangelo's ~13 km.
    expect((await autocomplete('matteotti 5')).map((s) => s.place_id)).toEqual([
      'gaz:rimini-viale-giacomo-matteotti:5',
      'gaz:santarcangelo-via-giacomo-matteotti:5',
    ]);
  });

  it('answers an empty list when no street matches', async () => {
    expect(await autocomplete('via dei mille inesistente')).toEqual([]);
  });

  it('refuses a missing query, an over-long one or an unknown locale with 400 GENERIC_ERROR', async () => {
    const queries: Record<string, string>[] = [
      {},
      { q: 'x'.repeat(201) },
      { q: 'viale regina', locale: 'es' },
    ];
    for (const query of queries) {
      const response = await server.app.inject({ method: 'GET', url: '/api/address/autocomplete', query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
    }
  });
});

describe('POST /api/address/check with a place id', () => {
  it('accepts the lido’s own address, inside the zone, with the floor/bell hint', async () => {
    const data = await checkData({ place_id: 'gaz:rimini-lungomare-augusto-murri:72' });
    expect(data).toMatchObject({
      status: 'inside',
      found: true,
      inside: true,
      message_key: 'address.inside_zone',
      hint_key: 'address.floor_bell_hint',
      missing: [],
    });
    expect(data.address).toMatchObject({
      route: 'Lungomare Augusto Murri',
      street_number: '72',
      locality: 'Rimini',
      postal_code: '47924',
      administrative_area_level_1: 'Emilia-Romagna',
      administrative_area_level_2: 'RN',
      administrative_area_level_3: 'Rimini',
      country: 'Italia',
      floor: '',
      intercom_name: '',
      place_id: 'gaz:rimini-lungomare-augusto-murri:72',
    });
    // The business file places the lido at 44.0488, 12.6018.
    expect(data.address?.lat).toBeCloseTo(44.0488, 3);
    expect(data.address?.lng).toBeCloseTo(12.6018, 3);
  });

  it('refuses Santarcangelo, west of the zone', async () => {
    expect(await checkData({ place_id: 'gaz:santarcangelo-piazza-ganganelli:1' })).toMatchObject({
      status: 'outside',
      found: true,
      inside: false,
      message_key: 'address.outside_zone',
      hint_key: null,
    });
  });

  it('asks for the house number when a whole street was chosen', async () => {
    const data = await checkData({ place_id: 'gaz:rimini-viale-regina-elena' });
    expect(data).toMatchObject({
      status: 'incomplete',
      found: false,
      inside: false,
      message_key: 'address.incomplete',
      hint_key: null,
      missing: ['street_number'],
    });
    expect(data.address).toMatchObject({
      route: 'Viale Regina Elena',
      street_number: '',
      locality: 'Rimini',
      postal_code: '47921',
    });
  });

  it('answers not found (200) for unknown streets, numbers a street does not have and foreign ids', async () => {
    for (const placeId of [
      'gaz:rimini-via-che-non-esiste:1',
      'gaz:rimini-viale-regina-elena:999',
      'osm:W123456',
      'ChIJ-google-id',
    ]) {
      expect(await checkData({ place_id: placeId })).toEqual({
        status: 'not_found',
        found: false,
        inside: false,
        message_key: 'address.not_found',
        hint_key: null,
        missing: [],
        address: null,
      });
    }
  });
});

describe('POST /api/address/check with a typed address', () => {
  it('places a house number along the street: Viale Regina Margherita 100 is in Marebello (inside), 280 in Miramare (outside)', async () => {
    // 100 lies a third along the street, at about 44.037, 12.613; 280 at about 44.024, 12.630,
    // south of the zone's southernmost corner (44.0262).
    expect(
      await checkData({
        address: { route: 'Viale Regina Margherita', street_number: '100', locality: 'Rimini' },
      }),
    ).toMatchObject({
      status: 'inside',
      inside: true,
    });
    expect(
      await checkData({
        address: { route: 'Viale Regina Margherita', street_number: '280', locality: 'Rimini' },
      }),
    ).toMatchObject({
      status: 'outside',
      found: true,
      inside: false,
      message_key: 'address.outside_zone',
    });
  });

  it('refuses the north end of Viale Vespucci (above 44.0692) but accepts its south end', async () => {
    expect(
      await checkData({ address: { route: 'Viale Amerigo Vespucci', street_number: '10' } }),
    ).toMatchObject({ status: 'outside' });
    expect(
      await checkData({ address: { route: 'Viale Amerigo Vespucci', street_number: '120' } }),
    ).toMatchObject({ status: 'inside' });
  });

  it('refuses Riccione, Bellaria and Santarcangelo addresses', async () => {
    for (const address of [
      { route: 'Viale Ceccarini', street_number: '50', locality: 'Riccione' },
      { route: 'Viale Alfredo Panzini', street_number: '20', locality: 'Bellaria-Igea Marina' },
      {
        route: 'Via Emilia',
        street_number: '100',
        locality: 'Santarcangelo di Romagna',
        postal_code: '47822',
      },
    ]) {
      expect(await checkData({ address })).toMatchObject({
        status: 'outside',
        inside: false,
        message_key: 'address.outside_zone',
      });
    }
  });

  it('returns the canonical address, keeping floor and doorbell', async () => {
    const data = await checkData({
      address: {
        route: 'via roma',
        street_number: '10',
        locality: 'rimini',
        floor: '3',
        intercom_name: 'Rossi',
      },
    });
    expect(data).toMatchObject({ status: 'inside', hint_key: 'address.floor_bell_hint' });
    expect(data.address).toMatchObject({
      route: 'Via Roma',
      street_number: '10',
      locality: 'Rimini',
      floor: '3',
      intercom_name: 'Rossi',
      place_id: 'gaz:rimini-via-roma:10',
    });
  });

  it('never trusts the browser’s coordinates: a Santarcangelo address sent with the lido’s point is outside', async () => {
    expect(
      await checkData({
        address: {
          route: 'Piazza Ganganelli',
          street_number: '5',
          locality: 'Santarcangelo di Romagna',
          lat: 44.0488,
          lng: 12.6018,
          place_id: 'gaz:rimini-lungomare-augusto-murri:72',
        },
      }),
    ).toMatchObject({ status: 'outside', inside: false });
  });

  it('reports the missing street and house number (Incomplete address)', async () => {
    expect(await checkData({ address: { route: 'Viale Regina Elena', locality: 'Rimini' } })).toEqual({
      status: 'incomplete',
      found: false,
      inside: false,
      message_key: 'address.incomplete',
      hint_key: null,
      missing: ['street_number'],
      address: null,
    });
    expect(await checkData({ address: { street_number: '5' } })).toMatchObject({
      status: 'incomplete',
      missing: ['route'],
    });
    expect(await checkData({ address: { route: '   ', street_number: '', locality: null } })).toMatchObject({
      status: 'incomplete',
      missing: ['route', 'street_number'],
    });
  });

  it('answers not found for an unknown street or a house number the street does not have', async () => {
    for (const address of [
      { route: 'Via Che Non Esiste', street_number: '3', locality: 'Rimini' },
      { route: 'Piazza Cavour', street_number: '500', locality: 'Rimini' },
      { route: 'Viale Regina Elena', street_number: '10', locality: 'Riccione' },
    ]) {
      expect(await checkData({ address })).toMatchObject({
        status: 'not_found',
        found: false,
        message_key: 'address.not_found',
        address: null,
      });
    }
  });
});

describe('POST /api/address/check: bad requests', () => {
  const cases: [string, unknown, string][] = [
    ['an empty body', {}, 'GENERIC_ERROR'],
    [
      'both a place id and an address',
      { place_id: 'gaz:rimini-via-roma:10', address: { route: 'Via Roma', street_number: '10' } },
      'GENERIC_ERROR',
    ],
    ['an empty place id', { place_id: '' }, 'GENERIC_ERROR'],
    ['a street that is not text', { address: { route: 5, street_number: '10' } }, 'NO_ROUTE'],
    [
      'a house number that is not text',
      { address: { route: 'Via Roma', street_number: 10 } },
      'NO_STREET_NUMBER',
    ],
    [
      'a postal code that is too long',
      { address: { route: 'Via Roma', street_number: '10', postal_code: '47921479214' } },
      'NO_ZIP_CODE',
    ],
    [
      'a floor over 40 characters',
      { address: { route: 'Via Roma', street_number: '10', floor: 'x'.repeat(41) } },
      'GENERIC_ERROR',
    ],
    [
      'a doorbell over 60 characters',
      { address: { route: 'Via Roma', street_number: '10', intercom_name: 'x'.repeat(61) } },
      'GENERIC_ERROR',
    ],
    [
      'a doorbell of two lines',
      {
        address: {
          route: 'Via Roma',
          street_number: '10',
          intercom_name: 'Rossi\nVisit https://evil.example',
        },
      },
      'GENERIC_ERROR',
    ],
    [
      'a floor with a bidi override',
      { address: { route: 'Via Roma', street_number: '10', floor: '3\u202Emoc.live' } },
      'GENERIC_ERROR',
    ],
    [
      'a street with a control character',
      { address: { route: 'Via Roma\u0000', street_number: '10' } },
      'NO_ROUTE',
    ],
    ['an unknown locale', { place_id: 'gaz:rimini-via-roma:10', locale: 'es' }, 'GENERIC_ERROR'],
  ];
  it.each(cases)('refuses %s with 400', async (_name, payload, code) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: [code] } });
  });

  it('refuses a body that is not JSON with 400 GENERIC_ERROR', async () => {
    expectGenericError(await postRaw(server.app, '/api/address/check', JSON_TYPE, '{"place_id": '), 400);
  });
});

describe('POST /api/address/check reads the zones from the database', () => {
  let santarcangelo: RouteTestApp;

  beforeAll(async () => {
    // The same business delivering only around Santarcangelo's centre.
    const business = await readLidoAzzurro();
    business.delivery_order.deliveryZones = [
      [
        { lat: 44.075, lng: 12.43 },
        { lat: 44.075, lng: 12.47 },
        { lat: 44.05, lng: 12.47 },
        { lat: 44.05, lng: 12.43 },
      ],
    ];
    santarcangelo = await createRouteTestApp({ business });
  });

  afterAll(async () => {
    await santarcangelo.close();
  });

  it('turns the same addresses around when the zone is elsewhere', async () => {
    expect(
      await checkData({ place_id: 'gaz:santarcangelo-piazza-ganganelli:1' }, santarcangelo.app),
    ).toMatchObject({ status: 'inside' });
    expect(
      await checkData({ place_id: 'gaz:rimini-lungomare-augusto-murri:72' }, santarcangelo.app),
    ).toMatchObject({ status: 'outside' });
  });
});

describe('geocoding service outage', () => {
  let failing: RouteTestApp;
  let nominatim: Server;

  beforeAll(async () => {
    // A real HTTP server standing in for a Nominatim that is down.
    nominatim = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    });
    const port = await listenOnFreePort(nominatim);
    failing = await createRouteTestApp({
      geocoder: new NominatimGeocoder({ baseUrl: `http://127.0.0.1:${port}`, userAgent: 'ordina-test' }),
    });
  });

  afterAll(async () => {
    await failing.close();
    await new Promise<void>((resolve, reject) =>
      nominatim.close((error) => (error ? reject(error) : resolve())),
    );
  });

  it('answers 503 GENERIC_ERROR, not a crash or a false "not found"', async () => {
    const search = await failing.app.inject({
      method: 'GET',
      url: '/api/address/autocomplete',
      query: { q: 'viale regina elena' },
    });
    expect(search.statusCode).toBe(503);
    expect(search.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
    const checked = await check(
      { address: { route: 'Viale Regina Elena', street_number: '5', locality: 'Rimini' } },
      failing.app,
    );
    expect(checked.statusCode).toBe(503);
    expect(checked.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
  });
});

// Zones with their own rules (issue 37, docs/decisions/072): the check names the zone the address falls in
// — the smallest where zones overlap — with the figures that hold there; a bare polygon answers as before.
describe('POST /api/address/check names a zone with its own rules', () => {
  let zoned: RouteTestApp;

  beforeAll(async () => {
    const business = await readLidoAzzurro();
    business.delivery_order.deliveryZones = [...business.delivery_order.deliveryZones, LIDO_CENTRE_ZONE];
    zoned = await createRouteTestApp({ business });
  });

  afterAll(async () => {
    await zoned.close();
  });

  it('gives the inner zone’s name and figures for the lido’s own address', async () => {
    const data = await checkData({ place_id: 'gaz:rimini-lungomare-augusto-murri:72' }, zoned.app);
    expect(data).toMatchObject({ status: 'inside', inside: true });
    expect(data['zone']).toEqual({
      name: 'Lungomare centro',
      deliveryPrice: 100,
      deliveryPricePerProduct: 0,
      deliveryThresholdFree: 5000,
      deliveryMinOrder: 2000,
    });
  });

  it('names no zone in the outer bare polygon, nor outside', async () => {
    const outer = await checkData(
      { address: { route: 'Viale Regina Margherita', street_number: '100', locality: 'Rimini' } },
      zoned.app,
    );
    expect(outer).toMatchObject({ status: 'inside' });
    expect('zone' in outer).toBe(false);
    const outside = await checkData(
      { address: { route: 'Viale Regina Margherita', street_number: '280', locality: 'Rimini' } },
      zoned.app,
    );
    expect(outside).toMatchObject({ status: 'outside' });
    expect('zone' in outside).toBe(false);
  });

  it('takes the business’s own figure for one the zone leaves out', async () => {
    const business = await readLidoAzzurro();
    const { deliveryMinOrder: _min, deliveryPrice: _price, ...partial } = LIDO_CENTRE_ZONE;
    business.delivery_order.deliveryZones = [
      ...business.delivery_order.deliveryZones,
      partial as typeof LIDO_CENTRE_ZONE,
    ];
    const app = await createRouteTestApp({ business });
    try {
      const data = await checkData({ place_id: 'gaz:rimini-lungomare-augusto-murri:72' }, app.app);
      // The demo's 2,50 € and 12,00 € minimum.
      expect(data['zone']).toMatchObject({
        deliveryPrice: 250,
        deliveryMinOrder: 1200,
        deliveryThresholdFree: 5000,
      });
    } finally {
      await app.close();
    }
  });
});
