/** A street of a gazetteer file: in `locality` (its key), numbered `from`–`to` evenly from `start` to `end` ([lat, lng]). */
export function gazetteerStreet(
  id: string,
  route: string,
  locality: string,
  postalCode: string,
  [from, to]: [number, number],
  [startLat, startLng]: [number, number],
  [endLat, endLng]: [number, number],
) {
  return {
    id,
    route,
    locality,
    postal_code: postalCode,
    numbers: { from, to },
    start: { lat: startLat, lng: startLng },
    end: { lat: endLat, lng: endLng },
  };
}
