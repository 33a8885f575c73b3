import type { LatLng, Locale } from '@ordina/contracts';

/**
 * The geocoding port (spec §7 "a maps service: place autocomplete, geocoding
 * by place id"). Routes talk to this interface only; which service answers is
 * configuration (GEOCODER=local|nominatim|google|photon).
 */

/** A located address in the spec's delivery-address shape (§3), without floor and doorbell. */
export interface GeocodedAddress {
  route: string;
  /** Empty when the place is a whole street (no house number). */
  street_number: string;
  locality: string;
  postal_code: string;
  /** Region (Emilia-Romagna). */
  administrative_area_level_1: string;
  /** Province, as its two-letter code where known (RN). */
  administrative_area_level_2: string;
  /** Municipality (comune). */
  administrative_area_level_3: string;
  country: string;
  lat: number;
  lng: number;
  /** The geocoder's id for this place, accepted back by `place()`. */
  place_id: string;
}

/** One autocomplete suggestion. */
export interface AddressSuggestion {
  place_id: string;
  description: string;
}

/** A box on the map (degrees): the delivery zones' extent, which searches prefer. */
export interface SearchArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Options of a search: the language of the answer, a point and an area to
 * rank nearby places first, and the customer's search session.
 */
export interface GeocodeSearchOptions {
  locale: Locale;
  near?: LatLng;
  /** The delivery zones' extent: services that take an area bias to it rather than to `near` alone. */
  area?: SearchArea;
  /**
   * An opaque key naming one customer's address search (the route derives
   * it per customer): the keystrokes' autocompletes and the choice that
   * follows share it. Services billed per session (Google Places) group their
   * requests by it; the others ignore it.
   */
  session?: string;
}

/** A geocoding service (offline gazetteer, OpenStreetMap Nominatim or Photon, Google Places). */
export interface Geocoder {
  /** The adapter's name, as in the GEOCODER setting. */
  readonly kind: GeocoderKind;
  /** Street-address suggestions for what the customer typed (at most 5, best first). */
  autocomplete(query: string, options: GeocodeSearchOptions): Promise<AddressSuggestion[]>;
  /** The address behind a suggestion's place_id, or null when the id is unknown. */
  place(placeId: string, options?: Partial<GeocodeSearchOptions>): Promise<GeocodedAddress | null>;
  /** The best street address for a free-text address, or null when none matches. */
  geocode(text: string, options?: Partial<GeocodeSearchOptions>): Promise<GeocodedAddress | null>;
}

/** The geocoder implementations selectable by configuration. */
export const GEOCODER_KINDS = ['local', 'nominatim', 'google', 'photon'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

/** How many suggestions an autocomplete returns at most. */
export const MAX_SUGGESTIONS = 5;

/** The geocoding service could not answer (network failure, timeout, bad reply): not the customer's fault. */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}
