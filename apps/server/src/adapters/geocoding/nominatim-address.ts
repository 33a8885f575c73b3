import { z } from 'zod';
import type { GeocodedAddress } from './geocoder.ts';

/**
 * OpenStreetMap Nominatim answers (`format=jsonv2&addressdetails=1`, from
 * /search and /lookup) and how they map to the delivery-address shape.
 */

/** One place of a Nominatim jsonv2 answer (only the fields we read; the rest is ignored). */
export const nominatimPlaceSchema = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.number().int().positive(),
  lat: z.string(),
  lon: z.string(),
  address: z.record(z.string(), z.string()).default({}),
});
export type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

/** A /search or /lookup answer: a list of places. */
export const nominatimAnswerSchema = z.array(nominatimPlaceSchema);

// The address keys Nominatim uses for the thing a house number belongs to, most specific first.
const ROUTE_KEYS = ['road', 'pedestrian', 'square', 'footway', 'path', 'cycleway', 'living_street'];
const LOCALITY_KEYS = ['city', 'town', 'village', 'hamlet', 'municipality'];
const MUNICIPALITY_KEYS = ['municipality', 'city', 'town', 'village'];

const PLACE_ID = /^osm:([NWR])(\d{1,15})$/;

/** Our place id of an OSM object: `osm:` then N, W or R and the OSM id (what /lookup takes). */
export function nominatimPlaceId(place: Pick<NominatimPlace, 'osm_type' | 'osm_id'>): string {
  return `osm:${place.osm_type.charAt(0).toUpperCase()}${place.osm_id}`;
}

/** The `osm_ids` value for /lookup of one of our place ids, or null when the id is not an OSM one. */
export function nominatimOsmId(placeId: string): string | null {
  const match = PLACE_ID.exec(placeId);
  return match ? `${match[1]}${match[2]}` : null;
}

/**
 * The delivery address of a Nominatim place, or null when it is not on a
 * street (a town, a park, a coastline) or has no usable coordinates. The
 * province becomes its two-letter code when Nominatim gives the ISO
 * subdivision (IT-RN → RN), as Italian addresses write it.
 */
export function nominatimAddress(place: NominatimPlace): GeocodedAddress | null {
  const a = place.address;
  const route = first(a, ROUTE_KEYS);
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (route === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const provinceIso = a['ISO3166-2-lvl6'] ?? '';
  const province = /^[A-Z]{2}-[A-Z0-9]{2}$/.test(provinceIso)
    ? provinceIso.slice(3)
    : (a.county ?? a.province ?? '');
  return {
    route,
    street_number: a.house_number ?? '',
    locality: first(a, LOCALITY_KEYS),
    postal_code: a.postcode ?? '',
    administrative_area_level_1: a.state ?? '',
    administrative_area_level_2: province,
    administrative_area_level_3: first(a, MUNICIPALITY_KEYS),
    country: a.country ?? '',
    lat,
    lng,
    place_id: nominatimPlaceId(place),
  };
}

function first(address: Record<string, string>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = address[key]?.trim();
    if (value) return value;
  }
  return '';
}
