import { z } from 'zod';
import type { GeocodedAddress } from './geocoder.ts';

/**
 * Photon answers (GeoJSON FeatureCollection of GeocodeJSON-style properties,
 * from /api) and how they map to the delivery-address shape; and the place
 * ids that let `place()` answer without a lookup Photon does not have.
 */

/** One feature of a Photon answer (only the properties we read; the rest is ignored). */
export const photonFeatureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z.object({
    osm_id: z.number().int().positive(),
    osm_type: z.enum(['N', 'W', 'R']),
    type: z.string().optional(),
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    locality: z.string().optional(),
    county: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    countrycode: z.string().optional(),
  }),
});
export type PhotonFeature = z.infer<typeof photonFeatureSchema>;

/** A /api answer. */
export const photonAnswerSchema = z.object({ features: z.array(photonFeatureSchema) });

// 200 bytes are 268 base64url characters: with `pho:W<15 digits>:` the id stays under 300.
const MAX_TEXT_BYTES = 200;

/**
 * Our place id of a Photon feature: `pho:` then the OSM type and id, and the
 * address text that finds it again ("Viale Regina Elena 45, 47921 Rimini", as
 * base64url). Photon has no lookup by id, so `place()` on a server that did
 * not make the suggestion searches that text and takes the feature with the
 * same OSM object and house number: the point always comes from Photon,
 * never from the id, which the browser could change.
 */
export function photonPlaceId(address: Omit<GeocodedAddress, 'place_id'>, feature: PhotonFeature): string {
  const { osm_type, osm_id } = feature.properties;
  // Within the check's 300-character place id; a longer text is cut (only the suggesting server then knows it).
  const text = Buffer.from(photonSearchText(address)).subarray(0, MAX_TEXT_BYTES);
  return `pho:${osm_type}${osm_id}:${text.toString('base64url')}`;
}

/** What a Photon place id holds, or null when the id is not a Photon one. */
export function photonPlaceRef(
  placeId: string,
): { osmType: 'N' | 'W' | 'R'; osmId: number; text: string } | null {
  const match = /^pho:([NWR])(\d{1,15}):([A-Za-z0-9_-]{1,280})$/.exec(placeId);
  if (match === null) return null;
  const text = Buffer.from(match[3]!, 'base64url').toString('utf8').trim();
  if (text === '') return null;
  return { osmType: match[1] as 'N' | 'W' | 'R', osmId: Number(match[2]), text };
}

/** "Route Number, Postcode Town": the text that finds an address again. */
export function photonSearchText(
  address: Pick<GeocodedAddress, 'route' | 'street_number' | 'postal_code' | 'locality'>,
): string {
  const town = [address.postal_code, address.locality].filter(Boolean).join(' ');
  return [`${address.route} ${address.street_number}`.trim(), town].filter(Boolean).join(', ');
}

/**
 * The delivery address of a Photon feature, or null when it is not on a
 * street (a town, a shop without an address) or lies in another country.
 * A house's street is `street`; a street feature's is its `name`. Photon
 * gives the province by name (county), not by its two-letter code.
 */
export function photonAddress(
  feature: PhotonFeature,
  countries: readonly string[],
): Omit<GeocodedAddress, 'place_id'> | null {
  const p = feature.properties;
  const route = (p.street ?? (p.type === 'street' ? p.name : undefined) ?? '').trim();
  const [lng, lat] = feature.geometry.coordinates;
  if (route === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (countries.length > 0 && !countries.includes((p.countrycode ?? '').toLowerCase())) return null;
  const locality = (p.city ?? p.locality ?? '').trim();
  return {
    route,
    street_number: (p.housenumber ?? '').trim(),
    locality,
    postal_code: (p.postcode ?? '').trim(),
    administrative_area_level_1: (p.state ?? '').trim(),
    administrative_area_level_2: (p.county ?? '').trim(),
    administrative_area_level_3: locality,
    country: (p.country ?? '').trim(),
    lat,
    lng,
  };
}
