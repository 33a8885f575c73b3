import { describe, expect, it } from 'vitest';
import { GeocoderUnavailableError } from './geocoder.ts';
import { PhotonGeocoder } from './photon-geocoder.ts';
import {
  featureCollection,
  GANGANELLI_1,
  HOUSE_45,
  REGINA_ELENA,
  RIMINI_CITY,
  SAN_MARINO_HOUSE,
} from './test/photon-answers.ts';
import { house45Place } from './test/house-45.ts';
import { json, suiteStandIn } from './test/stand-in-server.ts';
import type { SeenRequest, StandIn } from './test/stand-in-server.ts';
import { itReportsAnUnreachableServiceAsUnavailable } from './test/unreachable-service.ts';

// A local HTTP server speaks Photon's /api as a self-hosted Photon does; the
// tests check the requests (query, language, layers, focus point, User-Agent),
// the mapping, the place ids that let place() answer without a lookup, and
// the failures.

const DEMO_ZONE = { south: 44.0262, west: 12.5645, north: 44.0692, east: 12.6262 };
const LIDO = { lat: 44.0488, lng: 12.6018 };
const USER_AGENT = 'Ordina-test/1.0 (+http://localhost:3000)';

function standardAnswer(request: SeenRequest, response: Parameters<StandIn['answer']>[1]) {
  if (request.path !== '/photon/api') return json(response, { message: 'not found' }, 404);
  const q = request.params.get('q') ?? '';
  if (/ganganelli/i.test(q)) return json(response, featureCollection(GANGANELLI_1));
  if (/regina elena/i.test(q))
    return json(response, featureCollection(HOUSE_45, REGINA_ELENA, SAN_MARINO_HOUSE, RIMINI_CITY));
  return json(response, featureCollection());
}

const photon = suiteStandIn(standardAnswer);

function geocoder({
  origin = photon.origin,
  ...options
}: { origin?: string; timeoutMs?: number; countryCodes?: string[] } = {}) {
  return new PhotonGeocoder({ baseUrl: `${origin}/photon`, userAgent: USER_AGENT, ...options });
}

describe('PhotonGeocoder.autocomplete', () => {
  it('asks /api for houses and streets in the language, focused on the business, with our User-Agent', async () => {
    await geocoder().autocomplete('viale regina elena 45', { locale: 'fr', near: LIDO, area: DEMO_ZONE });
    const [request] = photon.seen;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/photon/api');
    expect(request?.headers['user-agent']).toBe(USER_AGENT);
    expect(request?.params.get('q')).toBe('viale regina elena 45');
    expect(request?.params.get('lang')).toBe('fr');
    expect(request?.params.get('limit')).toBe('10');
    expect(request?.params.getAll('layer')).toEqual(['house', 'street']);
    expect([request?.params.get('lat'), request?.params.get('lon')]).toEqual(['44.04880', '12.60180']);
  });

  it('focuses on the middle of the delivery zones when the business has no point, and nowhere without either', async () => {
    await geocoder().autocomplete('viale regina elena', { locale: 'it', area: DEMO_ZONE });
    await geocoder().autocomplete('viale regina', { locale: 'it' });
    expect([photon.seen[0]?.params.get('lat'), photon.seen[0]?.params.get('lon')]).toEqual([
      '44.04770',
      '12.59535',
    ]);
    expect(photon.seen[1]?.params.has('lat')).toBe(false);
    expect(photon.seen[1]?.params.has('lon')).toBe(false);
  });

  it('suggests street addresses in the business’s country only, in Italian postal order', async () => {
    const suggestions = await geocoder().autocomplete('viale regina elena 45', { locale: 'it' });
    expect(suggestions.map((suggestion) => suggestion.description)).toEqual([
      'Viale Regina Elena, 45, 47921 Rimini, Italia',
      'Viale Regina Elena, 47921 Rimini, Italia',
    ]);
    expect(suggestions.map((suggestion) => suggestion.place_id.split(':').slice(0, 2).join(':'))).toEqual([
      'pho:N4471234567',
      'pho:W23456789',
    ]);
  });

  it('keeps the other configured countries (a Rimini business delivering to San Marino)', async () => {
    const suggestions = await geocoder({ countryCodes: ['it', 'sm'] }).autocomplete('regina elena 45', {
      locale: 'it',
    });
    expect(suggestions.map((suggestion) => suggestion.description)).toContain(
      'Via Regina Elena, 45, 47899 Serravalle, San Marino',
    );
  });

  it('answers a repeated search from its cache', async () => {
    const photonGeocoder = geocoder();
    await photonGeocoder.autocomplete('viale regina elena', { locale: 'it' });
    await photonGeocoder.autocomplete('viale regina elena', { locale: 'it' });
    expect(photon.seen).toHaveLength(1);
  });
});

describe('PhotonGeocoder.place', () => {
  it('returns a suggested place without asking again', async () => {
    const photonGeocoder = geocoder();
    const [first] = await photonGeocoder.autocomplete('viale regina elena 45', { locale: 'it' });
    expect(await photonGeocoder.place(first!.place_id, { locale: 'it' })).toEqual(
      house45Place(first!.place_id, 'Rimini'),
    );
    expect(photon.seen).toHaveLength(1);
  });

  it('on a server that did not suggest it, finds the same OSM object again by the text its id carries', async () => {
    const [first] = await geocoder().autocomplete('viale regina elena 45', { locale: 'it' });
    photon.seen.length = 0;
    expect(await geocoder().place(first!.place_id, { locale: 'it' })).toEqual(
      house45Place(first!.place_id, 'Rimini'),
    );
    expect(photon.seen.map((request) => request.params.get('q'))).toEqual([
      'Viale Regina Elena 45, 47921 Rimini',
    ]);
  });

  it('never takes a point from the id: a made-up id naming a house its text does not find is not found', async () => {
    // The lido's house id with Santarcangelo's text: Photon's answer for the text has no such object.
    const forged = `pho:N4471234567:${Buffer.from('Piazza Ganganelli 1, 47822 Santarcangelo di Romagna').toString('base64url')}`;
    expect(await geocoder().place(forged, { locale: 'it' })).toBeNull();
  });

  it('answers null for ids that are not Photon ones, without asking', async () => {
    for (const foreign of [
      'osm:N4471234567',
      'gpl:ChIJ45ReginaElenaRiminiTest01',
      'pho:N1:',
      'pho:X1:YQ',
      'pho:N1',
    ])
      expect(await geocoder().place(foreign)).toBeNull();
    expect(photon.seen).toHaveLength(0);
  });
});

describe('PhotonGeocoder.geocode', () => {
  it('takes the first street address', async () => {
    expect(await geocoder().geocode('Piazza Ganganelli 1, Santarcangelo di Romagna')).toMatchObject({
      route: 'Piazza Ganganelli',
      street_number: '1',
      locality: 'Santarcangelo di Romagna',
      lat: 44.063251,
      lng: 12.4466037,
    });
  });

  it('finds nothing when the answer has no street address in the country', async () => {
    photon.answer = (_request, response) => json(response, featureCollection(RIMINI_CITY, SAN_MARINO_HOUSE));
    expect(await geocoder().geocode('Rimini')).toBeNull();
  });
});

describe('PhotonGeocoder failures', () => {
  it.each([400, 404, 500, 502, 503])('reports HTTP %i as unavailable', async (status) => {
    photon.answer = (_request, response) => json(response, { message: 'Language is not supported.' }, status);
    await expect(geocoder().autocomplete('viale regina', { locale: 'it' })).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
  });

  it('reports a body that is not JSON, or not a feature collection, as unavailable', async () => {
    photon.answer = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>502 Bad Gateway</html>');
    await expect(geocoder().geocode('viale regina elena')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    photon.answer = (_request, response) =>
      json(response, featureCollection({ properties: { osm_id: 'x' }, geometry: {} }));
    await expect(geocoder().geocode('viale regina elena')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  itReportsAnUnreachableServiceAsUnavailable(
    'Photon',
    photon,
    (options) => geocoder(options),
    (closed) => closed.geocode('viale regina elena'),
  );
});
