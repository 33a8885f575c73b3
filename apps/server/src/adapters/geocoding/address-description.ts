import type { GeocodedAddress } from './geocoder.ts';

/**
 * One line for a suggestion, in the Italian postal order every adapter uses:
 * "Viale Regina Elena, 45, 47921 Rimini RN, Italia" (no house number for a
 * whole street; empty parts left out).
 */
export function addressDescription(
  address: Pick<
    GeocodedAddress,
    'route' | 'street_number' | 'postal_code' | 'locality' | 'administrative_area_level_2' | 'country'
  >,
): string {
  const town = [address.postal_code, address.locality, provinceCode(address.administrative_area_level_2)]
    .filter(Boolean)
    .join(' ');
  return [address.route, address.street_number, town, address.country].filter(Boolean).join(', ');
}

// Only the two-letter province code belongs after the town ("Rimini RN"); a long county name does not.
function provinceCode(area: string): string {
  return /^[A-Z]{2}$/.test(area) ? area : '';
}
