import { z } from 'zod';
import type { GeocodedAddress } from './geocoder.ts';

/**
 * Google Places API (New) answers — places:autocomplete and places/{id} —
 * and how they map to the delivery-address shape. Only the fields we ask
 * for in the field masks are read; anything else Google adds is ignored.
 */

/** POST /v1/places:autocomplete: place predictions (query predictions are not asked for). */
export const googleAutocompleteAnswerSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string().min(1),
            text: z.object({ text: z.string() }),
            types: z.array(z.string()).default([]),
          })
          .optional(),
      }),
    )
    .default([]),
});
export type GoogleAutocompleteAnswer = z.infer<typeof googleAutocompleteAnswerSchema>;

/** One structured part of an address (`longText` "Provincia di Rimini", `shortText` "RN"). */
const addressComponentSchema = z.object({
  longText: z.string().default(''),
  shortText: z.string().default(''),
  types: z.array(z.string()).default([]),
});
type AddressComponent = z.infer<typeof addressComponentSchema>;

/** GET /v1/places/{id} with the field mask `addressComponents,location`. */
export const googlePlaceAnswerSchema = z.object({
  addressComponents: z.array(addressComponentSchema).default([]),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});
export type GooglePlaceAnswer = z.infer<typeof googlePlaceAnswerSchema>;

/** Our place ids for Google places: `gpl:` then Google's own id (what places/{id} takes). */
const PLACE_ID = /^gpl:([A-Za-z0-9_-]{10,250})$/;

export function googlePlaceId(googleId: string): string {
  return `gpl:${googleId}`;
}

/** Google's id inside one of our place ids, or null when the id is not a Google one (never sent to Google). */
export function googleIdOf(placeId: string): string | null {
  return PLACE_ID.exec(placeId)?.[1] ?? null;
}

/**
 * The delivery address of a place's details, or null when the place is not
 * on a street (a town, a region) or has no location. The province is the
 * component's short text ("RN"), as Italian addresses write it.
 */
export function googleAddress(placeId: string, place: GooglePlaceAnswer): GeocodedAddress | null {
  const part = (type: string, text: 'longText' | 'shortText' = 'longText') =>
    component(place.addressComponents, type)?.[text].trim() ?? '';
  const route = part('route');
  if (route === '' || place.location === undefined) return null;
  const locality = part('locality') || part('postal_town') || part('administrative_area_level_3');
  return {
    route,
    street_number: part('street_number'),
    locality,
    postal_code: part('postal_code'),
    administrative_area_level_1: part('administrative_area_level_1'),
    administrative_area_level_2: part('administrative_area_level_2', 'shortText'),
    administrative_area_level_3: part('administrative_area_level_3') || locality,
    country: part('country'),
    lat: place.location.latitude,
    lng: place.location.longitude,
    place_id: placeId,
  };
}

function component(components: readonly AddressComponent[], type: string): AddressComponent | undefined {
  return components.find((candidate) => candidate.types.includes(type));
}
