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

/** POST /v1/places:autocomplete for "viale regina elena 45": the house, the street, and a query prediction we did not ask for. */
export const AUTOCOMPLETE_REGINA_ELENA = {
  suggestions: [
    {
      placePrediction: {
        place: `places/${HOUSE_45_ID}`,
        placeId: HOUSE_45_ID,
        text: {
          text: 'Viale Regina Elena, 45, Rimini, RN, Italia',
          matches: [{ endOffset: 22 }],
        },
        structuredFormat: {
          mainText: { text: 'Viale Regina Elena, 45', matches: [{ endOffset: 22 }] },
          secondaryText: { text: 'Rimini, RN, Italia' },
        },
        types: ['geocode', 'premise', 'street_address'],
      },
    },
    {
      placePrediction: {
        place: `places/${REGINA_ELENA_ID}`,
        placeId: REGINA_ELENA_ID,
        text: { text: 'Viale Regina Elena, Rimini, RN, Italia', matches: [{ endOffset: 18 }] },
        structuredFormat: {
          mainText: { text: 'Viale Regina Elena', matches: [{ endOffset: 18 }] },
          secondaryText: { text: 'Rimini, RN, Italia' },
        },
        types: ['geocode', 'route'],
      },
    },
    {
      queryPrediction: {
        text: { text: 'viale regina elena 45 pizzeria', matches: [{ endOffset: 21 }] },
      },
    },
  ],
};

/** Nothing matched: Google leaves the list out. */
export const AUTOCOMPLETE_NOTHING = {};

const RIMINI_PARTS = [
  { longText: 'Rimini', shortText: 'Rimini', types: ['locality', 'political'], languageCode: 'it' },
  {
    longText: 'Rimini',
    shortText: 'Rimini',
    types: ['administrative_area_level_3', 'political'],
    languageCode: 'it',
  },
  {
    longText: 'Provincia di Rimini',
    shortText: 'RN',
    types: ['administrative_area_level_2', 'political'],
    languageCode: 'it',
  },
  {
    longText: 'Emilia-Romagna',
    shortText: 'Emilia-Romagna',
    types: ['administrative_area_level_1', 'political'],
    languageCode: 'it',
  },
  { longText: 'Italia', shortText: 'IT', types: ['country', 'political'], languageCode: 'it' },
];

/** GET /v1/places/{HOUSE_45_ID} with X-Goog-FieldMask: addressComponents,location. */
export const DETAILS_HOUSE_45 = {
  addressComponents: [
    { longText: '45', shortText: '45', types: ['street_number'], languageCode: 'it' },
    { longText: 'Viale Regina Elena', shortText: 'V.le Regina Elena', types: ['route'], languageCode: 'it' },
    {
      longText: 'Marina Centro',
      shortText: 'Marina Centro',
      types: ['sublocality_level_1', 'sublocality', 'political'],
      languageCode: 'it',
    },
    ...RIMINI_PARTS,
    { longText: '47921', shortText: '47921', types: ['postal_code'], languageCode: 'it' },
  ],
  location: { latitude: 44.0571234, longitude: 12.5901234 },
};

/** The street itself: no house number. */
export const DETAILS_REGINA_ELENA = {
  addressComponents: [
    { longText: 'Viale Regina Elena', shortText: 'V.le Regina Elena', types: ['route'], languageCode: 'it' },
    ...RIMINI_PARTS,
    { longText: '47921', shortText: '47921', types: ['postal_code'], languageCode: 'it' },
  ],
  location: { latitude: 44.0540112, longitude: 12.5941021 },
};

/** Piazza Ganganelli 1, Santarcangelo di Romagna: west of the demo zone. */
export const DETAILS_SANTARCANGELO = {
  addressComponents: [
    { longText: '1', shortText: '1', types: ['street_number'], languageCode: 'it' },
    { longText: 'Piazza Ganganelli', shortText: 'Piazza Ganganelli', types: ['route'], languageCode: 'it' },
    {
      longText: 'Santarcangelo di Romagna',
      shortText: 'Santarcangelo di Romagna',
      types: ['locality', 'political'],
      languageCode: 'it',
    },
    {
      longText: 'Provincia di Rimini',
      shortText: 'RN',
      types: ['administrative_area_level_2', 'political'],
      languageCode: 'it',
    },
    {
      longText: 'Emilia-Romagna',
      shortText: 'Emilia-Romagna',
      types: ['administrative_area_level_1', 'political'],
      languageCode: 'it',
    },
    { longText: 'Italia', shortText: 'IT', types: ['country', 'political'], languageCode: 'it' },
    { longText: '47822', shortText: '47822', types: ['postal_code'], languageCode: 'it' },
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
