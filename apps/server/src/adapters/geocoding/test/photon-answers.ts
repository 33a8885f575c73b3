/**
 * Answers in the shape a Photon server gives for /api (GeoJSON features with
 * the properties Photon writes: osm_type N/W/R, osm_key/osm_value, type,
 * housenumber, street, district, city, county, state, postcode, country,
 * countrycode; ids and coordinates illustrative).
 */

const RIMINI = {
  district: 'Marina Centro',
  city: 'Rimini',
  county: 'Rimini',
  state: 'Emilia-Romagna',
  postcode: '47921',
  country: 'Italia',
  countrycode: 'IT',
};

/** A house on Viale Regina Elena. */
export const HOUSE_45 = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [12.5901234, 44.0571234] },
  properties: {
    osm_type: 'N',
    osm_id: 4471234567,
    osm_key: 'place',
    osm_value: 'house',
    type: 'house',
    housenumber: '45',
    street: 'Viale Regina Elena',
    ...RIMINI,
  },
};

/** The street itself (a street feature names itself in `name`). */
export const REGINA_ELENA = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [12.5941021, 44.0540112] },
  properties: {
    osm_type: 'W',
    osm_id: 23456789,
    osm_key: 'highway',
    osm_value: 'tertiary',
    type: 'street',
    name: 'Viale Regina Elena',
    extent: [12.5824, 44.0627, 12.6037, 44.0452],
    ...RIMINI,
  },
};

/** A house across the border, in San Marino. */
export const SAN_MARINO_HOUSE = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [12.4473, 43.9356] },
  properties: {
    osm_type: 'N',
    osm_id: 5550001,
    osm_key: 'place',
    osm_value: 'house',
    type: 'house',
    housenumber: '45',
    street: 'Via Regina Elena',
    city: 'Serravalle',
    postcode: '47899',
    country: 'San Marino',
    countrycode: 'SM',
  },
};

/** The town: not a street address. */
export const RIMINI_CITY = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [12.5684, 44.0593] },
  properties: {
    osm_type: 'R',
    osm_id: 42000,
    osm_key: 'place',
    osm_value: 'city',
    type: 'city',
    name: 'Rimini',
    county: 'Rimini',
    state: 'Emilia-Romagna',
    country: 'Italia',
    countrycode: 'IT',
    extent: [12.4, 44.15, 12.7, 43.95],
  },
};

/** Piazza Ganganelli 1, Santarcangelo di Romagna: west of the demo zone. */
export const GANGANELLI_1 = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [12.4466037, 44.063251] },
  properties: {
    osm_type: 'N',
    osm_id: 6660001,
    osm_key: 'place',
    osm_value: 'house',
    type: 'house',
    housenumber: '1',
    street: 'Piazza Ganganelli',
    city: 'Santarcangelo di Romagna',
    county: 'Rimini',
    state: 'Emilia-Romagna',
    postcode: '47822',
    country: 'Italia',
    countrycode: 'IT',
  },
};

/** A /api answer. */
export function featureCollection(...features: unknown[]) {
  return { type: 'FeatureCollection', features };
}
