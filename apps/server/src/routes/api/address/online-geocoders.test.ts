import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GooglePlacesGeocoder, PhotonGeocoder } from '../../../adapters/geocoding/index.ts';
import {
  AUTOCOMPLETE_REGINA_ELENA,
  DETAILS_HOUSE_45,
  DETAILS_SANTARCANGELO,
  HOUSE_45_ID,
  SANTARCANGELO_ID,
  TEST_API_KEY,
} from '../../../adapters/geocoding/test/google-places-answers.ts';
import {
  featureCollection,
  GANGANELLI_1,
  HOUSE_45,
} from '../../../adapters/geocoding/test/photon-answers.ts';
import { json, startStandIn } from '../../../adapters/geocoding/test/stand-in-server.ts';
import type { SeenRequest, StandIn } from '../../../adapters/geocoding/test/stand-in-server.ts';
import { createRouteTestApp } from './test/lido-azzurro-app.ts';
import type { RouteTestApp } from './test/lido-azzurro-app.ts';

// /api/address through the Google Places and Photon adapters, each against a
// local server speaking its API: what the customer's browser sees, how one
// customer's search becomes one Google session, and that the zone is still
// decided here from the service's point. The demo zone spans latitudes
// 44.0262–44.0692 and longitudes 12.5645–12.6262; Viale Regina Elena 45
// (44.0571, 12.5901) is inside, Piazza Ganganelli in Santarcangelo (12.4466) west of it.

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';

async function autocomplete(app: RouteTestApp, q: string, userAgent = PHONE) {
  return app.app.inject({
    method: 'GET',
    url: '/api/address/autocomplete',
    query: { q, locale: 'it' },
    headers: { 'user-agent': userAgent },
  });
}

async function check(app: RouteTestApp, placeId: string, userAgent = PHONE) {
  return app.app.inject({
    method: 'POST',
    url: '/api/address/check',
    payload: { place_id: placeId, locale: 'it' },
    headers: { 'user-agent': userAgent },
  });
}

describe('/api/address through Google Places', () => {
  let google: StandIn;
  let server: RouteTestApp;

  const answer = (request: SeenRequest, response: Parameters<StandIn['answer']>[1]) => {
    if (request.path === '/v1/places:autocomplete') return json(response, AUTOCOMPLETE_REGINA_ELENA);
    if (request.path === `/v1/places/${HOUSE_45_ID}`) return json(response, DETAILS_HOUSE_45);
    if (request.path === `/v1/places/${SANTARCANGELO_ID}`) return json(response, DETAILS_SANTARCANGELO);
    return json(response, { error: { code: 404, status: 'NOT_FOUND', message: 'not found' } }, 404);
  };

  beforeAll(async () => {
    google = await startStandIn(answer);
    server = await createRouteTestApp({
      geocoder: new GooglePlacesGeocoder({ apiKey: TEST_API_KEY, baseUrl: google.origin }),
    });
  });

  afterAll(async () => {
    await server.close();
    await google.close();
  });

  beforeEach(() => {
    google.seen.length = 0;
    google.answer = answer;
  });

  const tokens = () =>
    google.seen.map((request) =>
      request.method === 'POST'
        ? (request.body as { sessionToken?: string }).sessionToken
        : request.params.get('sessionToken'),
    );

  it('suggests Google’s places biased to the business’s delivery zones, in Italy', async () => {
    const response = await autocomplete(server, 'viale regina elena 45');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        list: [
          { place_id: `gpl:${HOUSE_45_ID}`, description: 'Viale Regina Elena, 45, Rimini, RN, Italia' },
          {
            place_id: expect.stringMatching(/^gpl:/) as unknown,
            description: 'Viale Regina Elena, Rimini, RN, Italia',
          },
        ],
      },
    });
    expect(google.seen[0]?.body).toMatchObject({
      includedRegionCodes: ['it'],
      locationBias: {
        rectangle: {
          low: { latitude: 44.0262, longitude: 12.5645 },
          high: { latitude: 44.0692, longitude: 12.6262 },
        },
      },
    });
  });

  it('one customer’s keystrokes and choice share a session token; another customer’s search has its own', async () => {
    await autocomplete(server, 'viale regi');
    await autocomplete(server, 'viale regina el', LAPTOP);
    await autocomplete(server, 'viale regina elena 4');
    const chosen = await check(server, `gpl:${HOUSE_45_ID}`);
    expect(chosen.statusCode).toBe(200);
    const [phone1, laptop, phone2, details] = tokens();
    expect(phone1).toBeDefined();
    expect(phone2).toBe(phone1);
    expect(details).toBe(phone1);
    expect(laptop).toBeDefined();
    expect(laptop).not.toBe(phone1);
    // The phone's next search is a new session.
    await autocomplete(server, 'via roma 10');
    expect(tokens()[4]).not.toBe(phone1);
  });

  it('decides the zone here from Google’s point: Viale Regina Elena 45 inside, Santarcangelo outside', async () => {
    const inside = (await check(server, `gpl:${HOUSE_45_ID}`)).json<{ data: Record<string, unknown> }>().data;
    expect(inside).toMatchObject({
      status: 'inside',
      address: { route: 'Viale Regina Elena', street_number: '45', administrative_area_level_2: 'RN' },
    });
    const outside = (await check(server, `gpl:${SANTARCANGELO_ID}`)).json<{ data: Record<string, unknown> }>()
      .data;
    expect(outside).toMatchObject({ status: 'outside', inside: false, message_key: 'address.outside_zone' });
  });

  it('answers not found (200) for a Google id Google does not know', async () => {
    const response = await check(server, 'gpl:ChIJunknownPlaceTest');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'not_found', address: null } });
  });

  it('turns Google’s outage into 503 GENERIC_ERROR, which the address field offers to retry', async () => {
    google.answer = (_request, response) =>
      json(response, { error: { code: 503, status: 'UNAVAILABLE', message: 'try again' } }, 503);
    for (const response of [
      await autocomplete(server, 'viale regina'),
      await check(server, `gpl:${HOUSE_45_ID}`),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
    }
  });
});

describe('/api/address through Photon', () => {
  let photon: StandIn;
  let server: RouteTestApp;

  beforeAll(async () => {
    photon = await startStandIn((request, response) => {
      const q = request.params.get('q') ?? '';
      if (/ganganelli/i.test(q)) return json(response, featureCollection(GANGANELLI_1));
      return json(response, featureCollection(HOUSE_45));
    });
    server = await createRouteTestApp({
      geocoder: new PhotonGeocoder({ baseUrl: photon.origin, userAgent: 'ordina-test' }),
    });
  });

  afterAll(async () => {
    await server.close();
    await photon.close();
  });

  it('suggests, then checks a suggestion against the zone from Photon’s point', async () => {
    const list = (await autocomplete(server, 'viale regina elena 45')).json<{
      data: { list: { place_id: string; description: string }[] };
    }>().data.list;
    expect(list.map((suggestion) => suggestion.description)).toEqual([
      'Viale Regina Elena, 45, 47921 Rimini, Italia',
    ]);
    // Focused on the lido (the business file's point).
    expect([photon.seen[0]?.params.get('lat'), photon.seen[0]?.params.get('lon')]).toEqual([
      '44.04880',
      '12.60180',
    ]);
    expect((await check(server, list[0]!.place_id)).json()).toMatchObject({ data: { status: 'inside' } });
  });

  it('refuses a typed Santarcangelo address (outside), geocoded through Photon', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/address/check',
      payload: {
        address: { route: 'Piazza Ganganelli', street_number: '1', locality: 'Santarcangelo di Romagna' },
      },
    });
    expect(response.json()).toMatchObject({ data: { status: 'outside', inside: false } });
  });
});
