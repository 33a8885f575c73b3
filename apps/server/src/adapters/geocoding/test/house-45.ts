/**
 * Viale Regina Elena 45, Rimini (every online service's answers in ./ have it) as a geocoder places it, under
 * `placeId`; its province as the service names it (Google and Nominatim: the code, RN).
 */
export function house45Place(placeId: string, province = 'RN') {
  return {
    route: 'Viale Regina Elena',
    street_number: '45',
    locality: 'Rimini',
    postal_code: '47921',
    administrative_area_level_1: 'Emilia-Romagna',
    administrative_area_level_2: province,
    administrative_area_level_3: 'Rimini',
    country: 'Italia',
    lat: 44.0571234,
    lng: 12.5901234,
    place_id: placeId,
  };
}
