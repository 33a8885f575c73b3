import { describe, expect, it } from 'vitest';
import type { Gazetteer } from './gazetteer.ts';
import { gazetteerSchema } from './gazetteer.ts';
import { LocalGeocoder } from './local-geocoder.ts';
import { gazetteerStreet } from './test/gazetteer-street.ts';

// A made-up town whose numbers are easy to interpolate by hand.
const TOWN = { administrative_area_level_1: 'Regione', administrative_area_level_2: 'TT', country: 'Italia' };
const gazetteer: Gazetteer = gazetteerSchema.parse({
  localities: {
    alpha: { locality: 'Alpha', administrative_area_level_3: 'Alpha', ...TOWN, aliases: ['Lido di Alpha'] },
    beta: { locality: 'Beta', administrative_area_level_3: 'Beta', ...TOWN },
  },
  streets: [
    // Number 1 at (44.0, 12.0), 101 at (44.1, 12.2): each number moves 0.001° north and 0.002° east.
    gazetteerStreet('alpha-via-roma', 'Via Roma', 'alpha', '11111', [1, 101], [44, 12], [44.1, 12.2]),
    // Numbered backwards: 50 at the start, 10 at the end.
    gazetteerStreet('alpha-viale-dante', 'Viale Dante', 'alpha', '11111', [50, 10], [44, 12], [44.04, 12]),
    gazetteerStreet('beta-via-roma', 'Via Roma', 'beta', '22222', [1, 21], [45, 13], [45.02, 13]),
    gazetteerStreet(
      'beta-piazza-nicolo',
      'Piazza Nicolò Tommaseo',
      'beta',
      '22222',
      [1, 9],
      [45, 13],
      [45, 13.008],
    ),
  ],
});
const geocoder = new LocalGeocoder(gazetteer);
const IT = { locale: 'it' } as const;

/** The place ids the geocoder suggests for `text`, best first. */
async function suggested(text: string, options: Parameters<LocalGeocoder['autocomplete']>[1]) {
  return (await geocoder.autocomplete(text, options)).map((s) => s.place_id);
}

describe('LocalGeocoder.place', () => {
  it('interpolates a house number along the street', async () => {
    expect(await geocoder.place('gaz:alpha-via-roma:51')).toEqual({
      route: 'Via Roma',
      street_number: '51',
      locality: 'Alpha',
      postal_code: '11111',
      administrative_area_level_1: 'Regione',
      administrative_area_level_2: 'TT',
      administrative_area_level_3: 'Alpha',
      country: 'Italia',
      lat: 44.05,
      lng: 12.1,
      place_id: 'gaz:alpha-via-roma:51',
    });
    expect(await geocoder.place('gaz:alpha-via-roma:1')).toMatchObject({ lat: 44, lng: 12 });
    expect(await geocoder.place('gaz:alpha-via-roma:101')).toMatchObject({ lat: 44.1, lng: 12.2 });
    expect(await geocoder.place('gaz:alpha-via-roma:11/B')).toMatchObject({
      street_number: '11/B',
      lat: 44.01,
      lng: 12.02,
    });
  });

  it('interpolates streets numbered backwards', async () => {
    expect(await geocoder.place('gaz:alpha-viale-dante:40')).toMatchObject({ lat: 44.01, lng: 12 });
  });

  it('puts a whole street at its middle, without a house number', async () => {
    expect(await geocoder.place('gaz:beta-via-roma')).toMatchObject({
      route: 'Via Roma',
      street_number: '',
      locality: 'Beta',
      lat: 45.01,
      lng: 13,
    });
  });

  it('knows nothing of numbers out of range, unknown streets and other ids', async () => {
    for (const id of [
      'gaz:alpha-via-roma:102',
      'gaz:alpha-via-roma:0',
      'gaz:beta-via-milano:3',
      'gaz:alpha-via-roma:5:6',
      'osm:W1',
      'alpha-via-roma:5',
    ]) {
      expect(await geocoder.place(id)).toBeNull();
    }
  });
});

describe('LocalGeocoder.autocomplete', () => {
  it('describes each suggestion in Italian postal order', async () => {
    expect(await geocoder.autocomplete('piazza nicolo tommaseo 3', IT)).toEqual([
      {
        place_id: 'gaz:beta-piazza-nicolo:3',
        description: 'Piazza Nicolò Tommaseo, 3, 22222 Beta TT, Italia',
      },
    ]);
  });

  it('matches word beginnings, so a half-typed word already finds the street', async () => {
    expect(await suggested('piaz tomm', IT)).toEqual(['gaz:beta-piazza-nicolo']);
  });

  it('needs every word to fit and at least one to be in the street name', async () => {
    expect(await geocoder.autocomplete('via roma gamma', IT)).toEqual([]);
    expect(await geocoder.autocomplete('alpha', IT)).toEqual([]);
  });

  it('narrows by town, district alias or postal code', async () => {
    expect(await suggested('via roma beta', IT)).toEqual(['gaz:beta-via-roma']);
    expect(await suggested('via roma lido di alpha', IT)).toEqual(['gaz:alpha-via-roma']);
    expect(await suggested('via roma 22222', IT)).toEqual(['gaz:beta-via-roma']);
  });

  it('ranks whole-word matches first, then streets nearer the given point', async () => {
    // "via" is a whole word of "Via Roma" but only the beginning of "Viale Dante".
    expect(await suggested('via', IT)).toEqual([
      'gaz:alpha-via-roma',
      'gaz:beta-via-roma',
      'gaz:alpha-viale-dante',
    ]);
    expect(await suggested('via roma', { locale: 'it', near: { lat: 45, lng: 13 } })).toEqual([
      'gaz:beta-via-roma',
      'gaz:alpha-via-roma',
    ]);
  });

  it('offers the whole street when it does not have the typed number', async () => {
    expect(await suggested('via roma beta 50', IT)).toEqual(['gaz:beta-via-roma']);
  });
});

describe('LocalGeocoder.geocode', () => {
  it('finds the best street at the typed number', async () => {
    expect(await geocoder.geocode('Via Roma 11, 11111 Alpha')).toMatchObject({
      place_id: 'gaz:alpha-via-roma:11',
      lat: 44.01,
      lng: 12.02,
    });
  });

  it('returns the whole street when no number is typed', async () => {
    expect(await geocoder.geocode('viale dante')).toMatchObject({
      street_number: '',
      place_id: 'gaz:alpha-viale-dante',
    });
  });

  it('finds nothing for a number the street does not have, or two house numbers', async () => {
    expect(await geocoder.geocode('Via Roma 30, Beta')).toBeNull();
    expect(await geocoder.geocode('Via Roma 3 4, Beta')).toBeNull();
    expect(await geocoder.geocode('')).toBeNull();
  });
});
