import { describe, expect, it } from 'vitest';
import { GeocoderUnavailableError } from './geocoder.ts';
import { GooglePlacesGeocoder } from './google-places-geocoder.ts';
import {
  AUTOCOMPLETE_NOTHING,
  AUTOCOMPLETE_REGINA_ELENA,
  DETAILS_HOUSE_45,
  DETAILS_REGINA_ELENA,
  DETAILS_RIMINI_TOWN,
  googleError,
  HOUSE_45_ID,
  REGINA_ELENA_ID,
  TEST_API_KEY,
} from './test/google-places-answers.ts';
import { house45Place } from './test/house-45.ts';
import { json, suiteStandIn } from './test/stand-in-server.ts';
import type { SeenRequest, StandIn } from './test/stand-in-server.ts';
import { itReportsAnUnreachableServiceAsUnavailable } from './test/unreachable-service.ts';

// A local HTTP server speaks the Places API (New) as places.googleapis.com
// does; the tests check what the adapter sends (key, field masks, session
// tokens, restriction and bias) and how it reads the answers and failures.

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DEMO_ZONE = { south: 44.0262, west: 12.5645, north: 44.0692, east: 12.6262 };
const LIDO = { lat: 44.0488, lng: 12.6018 };

function standardAnswer(request: SeenRequest, response: Parameters<StandIn['answer']>[1]) {
  if (request.method === 'POST' && request.path === '/v1/places:autocomplete')
    return json(response, AUTOCOMPLETE_REGINA_ELENA);
  if (request.path === `/v1/places/${HOUSE_45_ID}`) return json(response, DETAILS_HOUSE_45);
  if (request.path === `/v1/places/${REGINA_ELENA_ID}`) return json(response, DETAILS_REGINA_ELENA);
  if (request.path === '/v1/places/ChIJriminiTownTest') return json(response, DETAILS_RIMINI_TOWN);
  return json(response, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'), 404);
}

const google = suiteStandIn(standardAnswer);

function places({
  origin = google.origin,
  ...options
}: { origin?: string; timeoutMs?: number; countryCodes?: string[]; sessionIdleMs?: number } = {}) {
  return new GooglePlacesGeocoder({ apiKey: TEST_API_KEY, baseUrl: origin, ...options });
}

const autocompletes = () => google.seen.filter((request) => request.path === '/v1/places:autocomplete');
const details = () => google.seen.filter((request) => request.path.startsWith('/v1/places/'));
const tokenOf = (request: SeenRequest | undefined) =>
  (request?.body as { sessionToken?: string }).sessionToken;

describe('GooglePlacesGeocoder.autocomplete', () => {
  it('posts to places:autocomplete with the key, a field mask, the language, the country and the zones as bias', async () => {
    await places().autocomplete('viale regina elena 45', {
      locale: 'en',
      near: LIDO,
      area: DEMO_ZONE,
      session: 'customer-a',
    });
    const [request] = google.seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/places:autocomplete');
    expect(request?.headers['x-goog-api-key']).toBe(TEST_API_KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe(
      'suggestions.placePrediction.placeId,suggestions.placePrediction.text',
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      input: 'viale regina elena 45',
      languageCode: 'en',
      includedPrimaryTypes: ['street_address', 'route', 'premise', 'subpremise'],
      includedRegionCodes: ['it'],
      regionCode: 'it',
      locationBias: {
        rectangle: {
          low: { latitude: 44.0262, longitude: 12.5645 },
          high: { latitude: 44.0692, longitude: 12.6262 },
        },
      },
      sessionToken: expect.stringMatching(UUID_V4) as unknown,
    });
  });

  it('biases to a circle around the business when there are no zones, and not at all without a point', async () => {
    await places().autocomplete('viale regina elena', { locale: 'it', near: LIDO });
    await places({ countryCodes: [] }).autocomplete('viale regina elena', { locale: 'it' });
    expect((autocompletes()[0]?.body as Record<string, unknown>).locationBias).toEqual({
      circle: { center: { latitude: 44.0488, longitude: 12.6018 }, radius: 20_000 },
    });
    const worldwide = autocompletes()[1]?.body as Record<string, unknown>;
    expect(worldwide).not.toHaveProperty('locationBias');
    expect(worldwide).not.toHaveProperty('includedRegionCodes');
    // No search session named: no token (Google then bills each request on its own).
    expect(worldwide).not.toHaveProperty('sessionToken');
  });

  it('restricts to every configured country, the first as the region', async () => {
    await places({ countryCodes: ['IT', 'SM'] }).autocomplete('via', { locale: 'it' });
    expect(autocompletes()[0]?.body).toMatchObject({ includedRegionCodes: ['it', 'sm'], regionCode: 'it' });
  });

  it('suggests the place predictions with Google’s text, as gpl: ids', async () => {
    expect(await places().autocomplete('viale regina elena 45', { locale: 'it' })).toEqual([
      { place_id: `gpl:${HOUSE_45_ID}`, description: 'Viale Regina Elena, 45, Rimini, RN, Italia' },
      { place_id: `gpl:${REGINA_ELENA_ID}`, description: 'Viale Regina Elena, Rimini, RN, Italia' },
    ]);
  });

  it('answers an empty list when Google has no suggestion', async () => {
    google.answer = (_request, response) => json(response, AUTOCOMPLETE_NOTHING);
    expect(await places().autocomplete('zzzzzz', { locale: 'it' })).toEqual([]);
  });

  it('asks Google again for a repeated search (its terms allow keeping place ids, not answers)', async () => {
    const geocoder = places();
    await geocoder.autocomplete('viale regina', { locale: 'it' });
    await geocoder.autocomplete('viale regina', { locale: 'it' });
    expect(autocompletes()).toHaveLength(2);
  });
});

describe('GooglePlacesGeocoder session tokens', () => {
  it('keeps one token through a customer’s keystrokes and gives it to the Place Details that ends the session', async () => {
    const geocoder = places();
    await geocoder.autocomplete('viale regi', { locale: 'it', session: 'customer-a' });
    await geocoder.autocomplete('viale regina el', { locale: 'it', session: 'customer-a' });
    await geocoder.autocomplete('via roma', { locale: 'it', session: 'customer-b' });
    const [first, second, other] = autocompletes();
    expect(tokenOf(first)).toMatch(UUID_V4);
    expect(tokenOf(second)).toBe(tokenOf(first));
    expect(tokenOf(other)).toMatch(UUID_V4);
    expect(tokenOf(other)).not.toBe(tokenOf(first));

    await geocoder.place(`gpl:${HOUSE_45_ID}`, { locale: 'it', session: 'customer-a' });
    expect(details()[0]?.params.get('sessionToken')).toBe(tokenOf(first));

    // The session is over: the customer's next search gets a new token, never the spent one.
    await geocoder.autocomplete('viale regina margherita', { locale: 'it', session: 'customer-a' });
    expect(tokenOf(autocompletes()[3])).toMatch(UUID_V4);
    expect(tokenOf(autocompletes()[3])).not.toBe(tokenOf(first));
    // And a second choice without typing again goes without a token rather than with the spent one.
    await geocoder.place(`gpl:${HOUSE_45_ID}`, { locale: 'it', session: 'customer-b-never-typed' });
    expect(details()[1]?.params.has('sessionToken')).toBe(false);
  });

  it('starts a new session after the customer stopped typing for longer than the idle time', async () => {
    const geocoder = places({ sessionIdleMs: 40 });
    await geocoder.autocomplete('viale regi', { locale: 'it', session: 'customer-a' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await geocoder.autocomplete('viale regina', { locale: 'it', session: 'customer-a' });
    expect(tokenOf(autocompletes()[1])).not.toBe(tokenOf(autocompletes()[0]));
  });
});

describe('GooglePlacesGeocoder.place', () => {
  it('asks Place Details for address components and location only, in the language and region', async () => {
    expect(await places().place(`gpl:${HOUSE_45_ID}`, { locale: 'de' })).toEqual(
      house45Place(`gpl:${HOUSE_45_ID}`),
    );
    const [request] = details();
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(`/v1/places/${HOUSE_45_ID}`);
    expect(request?.headers['x-goog-api-key']).toBe(TEST_API_KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe('addressComponents,location');
    expect(Object.fromEntries(request?.params ?? [])).toEqual({ languageCode: 'de', regionCode: 'it' });
  });

  it('gives a whole street without a house number (the check then asks for it)', async () => {
    expect(await places().place(`gpl:${REGINA_ELENA_ID}`)).toMatchObject({
      route: 'Viale Regina Elena',
      street_number: '',
      postal_code: '47921',
    });
  });

  it('answers null for a town, an id Google does not know, and ids that are not Google ones (without asking)', async () => {
    expect(await places().place('gpl:ChIJriminiTownTest')).toBeNull();
    expect(await places().place('gpl:ChIJunknownPlaceTest')).toBeNull();
    expect(details()).toHaveLength(2);
    for (const foreign of [
      'gaz:rimini-via-roma:10',
      'osm:W123',
      'gpl:',
      'gpl:../../v1/places:x',
      'ChIJplain',
    ])
      expect(await places().place(foreign)).toBeNull();
    expect(details()).toHaveLength(2);
  });
});

describe('GooglePlacesGeocoder.geocode', () => {
  it('takes the first suggestion’s details, both in one fresh session', async () => {
    expect(
      await places().geocode('Viale Regina Elena 45, Rimini', { locale: 'it', area: DEMO_ZONE }),
    ).toMatchObject({
      route: 'Viale Regina Elena',
      street_number: '45',
      place_id: `gpl:${HOUSE_45_ID}`,
    });
    expect(google.seen).toHaveLength(2);
    expect(tokenOf(autocompletes()[0])).toMatch(UUID_V4);
    expect(details()[0]?.params.get('sessionToken')).toBe(tokenOf(autocompletes()[0]));
  });

  it('finds nothing, with one request only, when Google suggests nothing', async () => {
    google.answer = (_request, response) => json(response, AUTOCOMPLETE_NOTHING);
    expect(await places().geocode('Via Che Non Esiste 3')).toBeNull();
    expect(google.seen).toHaveLength(1);
  });
});

describe('GooglePlacesGeocoder failures', () => {
  it.each([
    [403, 'PERMISSION_DENIED', 'Places API (New) has not been used in project 123 before or it is disabled.'],
    [400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'],
    [429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric'],
    [500, 'INTERNAL', 'Internal error encountered.'],
    [503, 'UNAVAILABLE', 'The service is currently unavailable.'],
  ])('reports HTTP %i (%s) as unavailable', async (status, code, message) => {
    google.answer = (_request, response) => json(response, googleError(status, code, message), status);
    await expect(places().autocomplete('viale regina', { locale: 'it' })).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    await expect(places().place(`gpl:${HOUSE_45_ID}`)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('reports a body that is not JSON, or not in Google’s shape, as unavailable', async () => {
    google.answer = (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy error</html>');
    await expect(places().geocode('viale regina elena 45')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    google.answer = (_request, response) => json(response, { suggestions: 'none' });
    await expect(places().autocomplete('viale regina', { locale: 'it' })).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    google.answer = (_request, response) => json(response, { location: { latitude: 'north' } });
    await expect(places().place(`gpl:${HOUSE_45_ID}`)).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  itReportsAnUnreachableServiceAsUnavailable(
    'Google',
    google,
    (options) => places(options),
    (geocoder) => geocoder.autocomplete('viale regina', { locale: 'it' }),
  );

  it('never puts the key in a URL or an error message', async () => {
    google.answer = (_request, response) =>
      json(response, googleError(403, 'PERMISSION_DENIED', 'denied'), 403);
    const error = await places()
      .place(`gpl:${HOUSE_45_ID}`)
      .catch((caught: unknown) => caught);
    expect(String((error as Error).message)).not.toContain(TEST_API_KEY);
    expect(google.seen.every((request) => ![...request.params.values()].includes(TEST_API_KEY))).toBe(true);
  });
});
