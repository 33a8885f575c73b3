/**
 * Answers in the shape a Photon server gives for /api (GeoJSON features with
 * the properties Photon writes: osm_type N/W/R, osm_key/osm_value, type,
 * housenumber, street, district, city, county, state, postcode, country,
 * countrycode; ids and coordinates illustrative).
 */

const RIMINI_PROVINCE = { county: 'Rimini', state: 'Emilia-Romagna' };
const ITALY = { country: 'Italia', countrycode: 'IT' };

const RIMINI = {
  district: 'Marina Centro',
  city: 'Rimini',
  ...RIMINI_PROVINCE,
  postcode: '47921',
  ...ITALY,
};

/** A feature at [longitude, latitude] with Photon's properties. */
function feature(coordinates: [number, number], properties: Record<string, unknown>) {
  return { type: 'Feature', geometry: { type: 'Point', coordinates }, properties };
}

/** A house (an OSM node tagged place=house) at its number of `street`. */
function house(
  coordinates: [number, number],
  osmId: number,
  housenumber: string,
  street: string,
  place: Record<string, string>,
) {
  return feature(coordinates, {
    osm_type: 'N',
    osm_id: osmId,
    osm_key: 'place',
    osm_value: 'house',
    type: 'house',
    housenumber,
    street,
    ...place,
  });
}

/** A house on Viale Regina Elena. */
export const HOUSE_45 = house([12.5901234, 44.0571234], 4471234567, '45', 'Viale Regina Elena', RIMINI);

/** The street itself (a street feature names itself in `name`). */
export const REGINA_ELENA = feature([12.5941021, 44.0540112], {
  osm_type: 'W',
  osm_id: 23456789,
  osm_key: 'highway',
  osm_value: 'tertiary',
  type: 'street',
  name: 'Viale Regina Elena',
  extent: [12.5824, 44.0627, 12.6037, 44.0452],
  ...RIMINI,
});

/** A house across the border, in San Marino. */
export const SAN_MARINO_HOUSE = house([12.4473, 43.9356], 5550001, '45', 'Via Regina Elena', {
  city: 'Serravalle',
  postcode: '47899',
  country: 'San Marino',
  countrycode: 'SM',
});

/** The town: not a street address. */
export const RIMINI_CITY = feature([12.5684, 44.0593], {
  osm_type: 'R',
  osm_id: 42000,
  osm_key: 'place',
  osm_value: 'city',
  type: 'city',
  name: 'Rimini',
  ...RIMINI_PROVINCE,
  ...ITALY,
  extent: [12.4, 44.15, 12.7, 43.95],
});

/** Piazza Ganganelli 1, Santarcangelo di Romagna: west of the demo zone. */
export const GANGANELLI_1 = house([12.4466037, 44.063251], 6660001, '1', 'Piazza Ganganelli', {
  city: 'Santarcangelo di Romagna',
  ...RIMINI_PROVINCE,
  postcode: '47822',
  ...ITALY,
});

/** A /api answer. */
export function featureCollection(...features: unknown[]) {
  return { type: 'FeatureCollection', features };
}
