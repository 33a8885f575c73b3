/**
 * Answers in the shape Google Places API (New) gives (fields, nesting and
 * types as the real service sends them for the field masks we use; ids and
 * coordinates illustrative): places:autocomplete, places/{id}, and its errors.
 */

/** A Google-looking API key (AIza + 35 characters); no real key is ever used in tests. */
export const TEST_API_KEY = 'AIzaSyTESTtestTESTtestTESTtestTEST12345';

export const HOUSE_45_ID = 'ChIJ45ReginaElenaRiminiTest01';
export const REGINA_ELENA_ID = 'EiVWaWFsZSBSZWdpbmEgRWxlbmEsIFJpbWluaSwgUk4sIEl0YWxpYQ';
export const SANTARCANGELO_ID = 'ChIJ5GanganelliSantarcangelo02';

/** One prediction of places:autocomplete: the place, its full text and its two lines, the first `matched` characters matching. */
function placePrediction(
  placeId: string,
  mainText: string,
  secondaryText: string,
  types: string[],
  matched: number,
) {
  const text = `${mainText}, ${secondaryText}`;
  return {
    placePrediction: {
      place: `places/${placeId}`,
      placeId,
      text: { text, matches: [{ endOffset: matched }] },
      structuredFormat: {
        mainText: { text: mainText, matches: [{ endOffset: matched }] },
        secondaryText: { text: secondaryText },
      },
      types,
    },
  };
}

/** POST /v1/places:autocomplete for "viale regina elena 45": the house, the street, and a query prediction we did not ask for. */
export const AUTOCOMPLETE_REGINA_ELENA = {
  suggestions: [
    placePrediction(
      HOUSE_45_ID,
      'Viale Regina Elena, 45',
      'Rimini, RN, Italia',
      ['geocode', 'premise', 'street_address'],
      22,
    ),
    placePrediction(REGINA_ELENA_ID, 'Viale Regina Elena', 'Rimini, RN, Italia', ['geocode', 'route'], 18),
    {
      queryPrediction: {
        text: { text: 'viale regina elena 45 pizzeria', matches: [{ endOffset: 21 }] },
      },
    },
  ],
};

/** Nothing matched: Google leaves the list out. */
export const AUTOCOMPLETE_NOTHING = {};

/** One address component, in Italian; its short text is its long one unless given. */
function part(longText: string, types: string[], shortText = longText) {
  return { longText, shortText, types, languageCode: 'it' };
}

const PROVINCE_TO_COUNTRY = [
  part('Provincia di Rimini', ['administrative_area_level_2', 'political'], 'RN'),
  part('Emilia-Romagna', ['administrative_area_level_1', 'political']),
  part('Italia', ['country', 'political'], 'IT'),
];

const RIMINI_PARTS = [
  part('Rimini', ['locality', 'political']),
  part('Rimini', ['administrative_area_level_3', 'political']),
  ...PROVINCE_TO_COUNTRY,
];

const REGINA_ELENA = part('Viale Regina Elena', ['route'], 'V.le Regina Elena');

/** GET /v1/places/{HOUSE_45_ID} with X-Goog-FieldMask: addressComponents,location. */
export const DETAILS_HOUSE_45 = {
  addressComponents: [
    part('45', ['street_number']),
    REGINA_ELENA,
    part('Marina Centro', ['sublocality_level_1', 'sublocality', 'political']),
    ...RIMINI_PARTS,
    part('47921', ['postal_code']),
  ],
  location: { latitude: 44.0571234, longitude: 12.5901234 },
};

/** The street itself: no house number. */
export const DETAILS_REGINA_ELENA = {
  addressComponents: [REGINA_ELENA, ...RIMINI_PARTS, part('47921', ['postal_code'])],
  location: { latitude: 44.0540112, longitude: 12.5941021 },
};

/** Piazza Ganganelli 1, Santarcangelo di Romagna: west of the demo zone. */
export const DETAILS_SANTARCANGELO = {
  addressComponents: [
    part('1', ['street_number']),
    part('Piazza Ganganelli', ['route']),
    part('Santarcangelo di Romagna', ['locality', 'political']),
    ...PROVINCE_TO_COUNTRY,
    part('47822', ['postal_code']),
  ],
  location: { latitude: 44.063251, longitude: 12.4466037 },
};

/** A town: not a street address. */
export const DETAILS_RIMINI_TOWN = {
  addressComponents: RIMINI_PARTS,
  location: { latitude: 44.0593, longitude: 12.5684 },
};

/** Google's error body (google.rpc.Status), as sent with 4xx and 5xx answers. */
export function googleError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}
