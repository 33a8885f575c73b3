import { describe, expect, it } from 'vitest';
import { GeocoderUnavailableError } from './geocoder.ts';
import { nominatimAddress, nominatimPlaceSchema } from './nominatim-address.ts';
import { NominatimGeocoder } from './nominatim-geocoder.ts';
import { GANGANELLI_EN, HOUSE_45, REGINA_ELENA, RIMINI_CITY } from './test/nominatim-answers.ts';
import { house45Place } from './test/house-45.ts';
import { json, suiteStandIn } from './test/stand-in-server.ts';
import { itReportsAnUnreachableServiceAsUnavailable } from './test/unreachable-service.ts';

// A real HTTP server on 127.0.0.1 (./test/stand-in-server.ts) stands in for Nominatim (this machine has
// no internet): the adapter's requests, headers, timeouts and parsing are the
// ones it uses against nominatim.openstreetmap.org.

const osm = suiteStandIn((request, response) => {
  if (request.path === '/nominatim/search') return json(response, [HOUSE_45, REGINA_ELENA, RIMINI_CITY]);
  if (request.path === '/nominatim/lookup')
    return json(response, request.params.get('osm_ids') === 'W98765432' ? [GANGANELLI_EN] : []);
  return json(response, { error: 'not found' }, 404);
});

function geocoder({
  origin = osm.origin,
  ...options
}: { origin?: string; timeoutMs?: number; email?: string } = {}) {
  return new NominatimGeocoder({
    baseUrl: `${origin}/nominatim`,
    userAgent: 'Ordina-test/1.0 (+http://localhost:3000)',
    ...options,
  });
}

describe('NominatimGeocoder.autocomplete', () => {
  it('asks /search in jsonv2 with address details, the language, Italy and a box around the business', async () => {
    await geocoder({ email: 'info@example.com' }).autocomplete('viale regina elena 45', {
      locale: 'en',
      near: { lat: 44.0488, lng: 12.6018 },
    });
    expect(osm.seen).toHaveLength(1);
    const [request] = osm.seen;
    expect(request?.path).toBe('/nominatim/search');
    expect(request?.headers['user-agent']).toBe('Ordina-test/1.0 (+http://localhost:3000)');
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      q: 'viale regina elena 45',
      limit: '10',
      countrycodes: 'it',
      viewbox: '12.4018,44.2488,12.8018,43.8488',
      bounded: '0',
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'en',
      email: 'info@example.com',
    });
  });

  it('suggests street addresses only, described in Italian postal order', async () => {
    expect(await geocoder().autocomplete('viale regina elena 45', { locale: 'it' })).toEqual([
      { place_id: 'osm:N4471234567', description: 'Viale Regina Elena, 45, 47921 Rimini RN, Italia' },
      { place_id: 'osm:W23456789', description: 'Viale Regina Elena, 47921 Rimini RN, Italia' },
    ]);
  });

  it('answers a repeated search from its cache', async () => {
    const nominatim = geocoder();
    await nominatim.autocomplete('viale regina elena', { locale: 'it' });
    await nominatim.autocomplete('viale regina elena', { locale: 'it' });
    expect(osm.seen).toHaveLength(1);
    await nominatim.autocomplete('viale regina elena', { locale: 'fr' });
    expect(osm.seen).toHaveLength(2);
  });
});

describe('NominatimGeocoder.place', () => {
  it('returns a suggested place without asking again, at its exact point', async () => {
    const nominatim = geocoder();
    await nominatim.autocomplete('viale regina elena 45', { locale: 'it' });
    expect(await nominatim.place('osm:N4471234567', { locale: 'it' })).toEqual(
      house45Place('osm:N4471234567'),
    );
    expect(osm.seen).toHaveLength(1);
  });

  it('looks other places up by OSM id', async () => {
    expect(await geocoder().place('osm:W98765432', { locale: 'en' })).toEqual({
      route: 'Piazza Ganganelli',
      street_number: '',
      locality: 'Santarcangelo di Romagna',
      postal_code: '47822',
      administrative_area_level_1: 'Emilia-Romagna',
      administrative_area_level_2: 'RN',
      administrative_area_level_3: 'Santarcangelo di Romagna',
      country: 'Italy',
      lat: 44.063251,
      lng: 12.4466037,
      place_id: 'osm:W98765432',
    });
    expect(
      osm.seen.map((request) => [
        request.path,
        request.params.get('osm_ids'),
        request.params.get('accept-language'),
      ]),
    ).toEqual([['/nominatim/lookup', 'W98765432', 'en']]);
  });

  it('answers null for an unknown OSM id, and for ids that are not OSM ones without asking', async () => {
    expect(await geocoder().place('osm:N1', { locale: 'it' })).toBeNull();
    expect(osm.seen).toHaveLength(1);
    expect(await geocoder().place('gaz:rimini-via-roma:10')).toBeNull();
    expect(await geocoder().place('osm:X12')).toBeNull();
    expect(osm.seen).toHaveLength(1);
  });
});

describe('NominatimGeocoder.geocode', () => {
  it('takes the first street address', async () => {
    expect(await geocoder().geocode('Viale Regina Elena 45, Rimini')).toMatchObject({
      route: 'Viale Regina Elena',
      street_number: '45',
    });
  });

  it('finds nothing when the answer has no street address', async () => {
    osm.answer = (_request, response) => json(response, [RIMINI_CITY]);
    expect(await geocoder().geocode('Rimini')).toBeNull();
  });
});

describe('NominatimGeocoder failures', () => {
  it('reports an HTTP error (rate limit) as unavailable', async () => {
    osm.answer = (_request, response) => json(response, { error: 'Too Many Requests' }, 429);
    await expect(geocoder().autocomplete('viale regina elena', { locale: 'it' })).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
  });

  it('reports a body that is not JSON, or not a list of places, as unavailable', async () => {
    osm.answer = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    await expect(geocoder().geocode('viale regina elena')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    osm.answer = (_request, response) =>
      json(response, { error: { code: 400, message: 'Parameter q missing' } });
    await expect(geocoder().geocode('viale regina elena')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  itReportsAnUnreachableServiceAsUnavailable(
    'the server',
    osm,
    (options) => geocoder(options),
    (nominatim) => nominatim.geocode('viale regina elena'),
  );
});

describe('nominatimAddress', () => {
  it('falls back to the county when there is no ISO province code', () => {
    const place = nominatimPlaceSchema.parse({
      osm_type: 'node',
      osm_id: 7,
      lat: '45.1',
      lon: '9.2',
      address: {
        road: 'Via Garibaldi',
        house_number: '3',
        village: 'Borgo',
        county: 'Provincia di Pavia',
        state: 'Lombardia',
        postcode: '27100',
        country: 'Italia',
      },
    });
    expect(nominatimAddress(place)).toMatchObject({
      locality: 'Borgo',
      administrative_area_level_2: 'Provincia di Pavia',
      administrative_area_level_3: 'Borgo',
    });
  });

  it('drops places without a street or with broken coordinates', () => {
    expect(nominatimAddress(nominatimPlaceSchema.parse(RIMINI_CITY))).toBeNull();
    expect(nominatimAddress(nominatimPlaceSchema.parse({ ...REGINA_ELENA, lat: 'n/a' }))).toBeNull();
  });
});
