/**
 * Answers in the shape nominatim.openstreetmap.org gives for
 * `format=jsonv2&addressdetails=1` (fields, types and address keys as the
 * real server sends them; ids and coordinates illustrative).
 */

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** The province and region of Rimini, as Nominatim's address names them. */
const RIMINI_PROVINCE = {
  county: 'Rimini',
  'ISO3166-2-lvl6': 'IT-RN',
  state: 'Emilia-Romagna',
  'ISO3166-2-lvl4': 'IT-45',
};

const RIMINI_ADDRESS = {
  suburb: 'Marina Centro',
  city: 'Rimini',
  ...RIMINI_PROVINCE,
  postcode: '47921',
  country: 'Italia',
  country_code: 'it',
};

/** A house on Viale Regina Elena. */
export const HOUSE_45 = {
  place_id: 118354022,
  licence: LICENCE,
  osm_type: 'node',
  osm_id: 4471234567,
  lat: '44.0571234',
  lon: '12.5901234',
  category: 'place',
  type: 'house',
  place_rank: 30,
  importance: 0.00000999999999995449,
  addresstype: 'place',
  name: '',
  display_name: '45, Viale Regina Elena, Marina Centro, Rimini, Emilia-Romagna, 47921, Italia',
  address: { house_number: '45', road: 'Viale Regina Elena', ...RIMINI_ADDRESS },
  boundingbox: ['44.0570734', '44.0571734', '12.5900734', '12.5901734'],
};

/** The street itself. */
export const REGINA_ELENA = {
  place_id: 117990321,
  licence: LICENCE,
  osm_type: 'way',
  osm_id: 23456789,
  lat: '44.0540112',
  lon: '12.5941021',
  category: 'highway',
  type: 'tertiary',
  place_rank: 26,
  importance: 0.0533,
  addresstype: 'road',
  name: 'Viale Regina Elena',
  display_name: 'Viale Regina Elena, Marina Centro, Rimini, Emilia-Romagna, 47921, Italia',
  address: { road: 'Viale Regina Elena', ...RIMINI_ADDRESS },
  boundingbox: ['44.0452', '44.0627', '12.5824', '12.6037'],
};

/** The town: not a street address, dropped from suggestions. */
export const RIMINI_CITY = {
  place_id: 115634874,
  licence: LICENCE,
  osm_type: 'relation',
  osm_id: 42627,
  lat: '44.0593886',
  lon: '12.5684371',
  category: 'boundary',
  type: 'administrative',
  place_rank: 16,
  importance: 0.6472,
  addresstype: 'city',
  name: 'Rimini',
  display_name: 'Rimini, Emilia-Romagna, Italia',
  address: { city: 'Rimini', ...RIMINI_PROVINCE, country: 'Italia', country_code: 'it' },
  boundingbox: ['43.9794', '44.1374', '12.4523', '12.6412'],
};

/** A square in a town (Nominatim says `town`, not `city`), asked in English. */
export const GANGANELLI_EN = {
  place_id: 118009876,
  licence: LICENCE,
  osm_type: 'way',
  osm_id: 98765432,
  lat: '44.0632510',
  lon: '12.4466037',
  category: 'place',
  type: 'square',
  place_rank: 25,
  importance: 0.1,
  addresstype: 'square',
  name: 'Piazza Ganganelli',
  display_name: 'Piazza Ganganelli, Santarcangelo di Romagna, Rimini, Emilia-Romagna, 47822, Italy',
  address: {
    square: 'Piazza Ganganelli',
    town: 'Santarcangelo di Romagna',
    ...RIMINI_PROVINCE,
    postcode: '47822',
    country: 'Italy',
    country_code: 'it',
  },
  boundingbox: ['44.0629', '44.0636', '12.4457', '12.4475'],
};
