import { randomUUID } from 'node:crypto';
import type { Locale } from '@ordina/contracts';
import { AutocompleteSessions } from './autocomplete-sessions.ts';
import type { AddressSuggestion, GeocodedAddress, GeocodeSearchOptions, Geocoder } from './geocoder.ts';
import { GeocoderUnavailableError, MAX_SUGGESTIONS } from './geocoder.ts';
import {
  googleAddress,
  googleAutocompleteAnswerSchema,
  googleIdOf,
  googlePlaceAnswerSchema,
  googlePlaceId,
} from './google-places-address.ts';
import type { GoogleAutocompleteAnswer } from './google-places-address.ts';
import { serviceJson } from './service-request.ts';

/**
 * Google Places API (New): Autocomplete (POST /v1/places:autocomplete) and
 * Place Details (GET /v1/places/{id}), authenticated by `X-Goog-Api-Key`.
 * Suggestions are street addresses in the business's countries, biased to
 * its delivery zones; the chosen one is looked up with the field mask
 * `addressComponents,location` only (the Place Details Essentials SKU, the
 * cheapest that has an address). One session token per customer's search
 * groups the keystrokes with the choice (docs/decisions/066). Answers are
 * not cached: Google's terms allow keeping place ids, not their content.
 */

/** Google's Places API root. */
export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';

/** Options of the Google Places adapter. */
export interface GooglePlacesOptions {
  /** An API key of a project with the Places API (New) enabled. */
  apiKey: string;
  /** Server root; a local stand-in in tests. */
  baseUrl?: string;
  /** Countries searched (ISO 3166-1 alpha-2, the business's first); empty means worldwide. */
  countryCodes?: readonly string[];
  /** How long one request may take before the search counts as failed (ms). */
  timeoutMs?: number;
  /** A search with no keystroke for this long starts a new session (ms). */
  sessionIdleMs?: number;
}

const DEFAULT_TIMEOUT_MS = 4000;
// Google ends an abandoned session after "a few minutes" of silence; ours ends a little earlier.
const DEFAULT_SESSION_IDLE_MS = 3 * 60_000;
const MAX_OPEN_SESSIONS = 10_000;
// Street addresses, whole streets and named buildings (Place Types table B); towns and shops are not delivery addresses.
const ADDRESS_TYPES = ['street_address', 'route', 'premise', 'subpremise'];
// With no zones to bias to: a circle around the business (metres; Google allows up to 50 km).
const NEAR_RADIUS_METRES = 20_000;
const AUTOCOMPLETE_FIELDS = 'suggestions.placePrediction.placeId,suggestions.placePrediction.text';
const DETAILS_FIELDS = 'addressComponents,location';

/** Geocoding through Google Places API (New). */
export class GooglePlacesGeocoder implements Geocoder {
  readonly kind = 'google';
  private readonly root: URL;
  private readonly sessions: AutocompleteSessions;
  private readonly countries: readonly string[];

  constructor(private readonly options: GooglePlacesOptions) {
    const base = options.baseUrl ?? GOOGLE_PLACES_URL;
    this.root = new URL(base.endsWith('/') ? base : `${base}/`);
    this.sessions = new AutocompleteSessions(
      options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
      MAX_OPEN_SESSIONS,
    );
    this.countries = (options.countryCodes ?? ['it']).map((code) => code.toLowerCase());
  }

  /** Street-address suggestions, within the customer's session. */
  async autocomplete(query: string, options: GeocodeSearchOptions): Promise<AddressSuggestion[]> {
    const token = options.session === undefined ? undefined : this.sessions.token(options.session);
    const answer = await this.predictions(query, options, token);
    const suggestions: AddressSuggestion[] = [];
    for (const { placePrediction } of answer.suggestions) {
      if (placePrediction === undefined) continue;
      suggestions.push({
        place_id: googlePlaceId(placePrediction.placeId),
        description: placePrediction.text.text,
      });
      if (suggestions.length === MAX_SUGGESTIONS) break;
    }
    return suggestions;
  }

  /** The address of a `gpl:` place: Place Details, closing the customer's session. */
  async place(placeId: string, options: Partial<GeocodeSearchOptions> = {}): Promise<GeocodedAddress | null> {
    const googleId = googleIdOf(placeId);
    if (googleId === null) return null;
    const token = options.session === undefined ? undefined : this.sessions.end(options.session);
    return this.details(googleId, options.locale ?? 'it', token);
  }

  /**
   * The best street address for a typed address: the first suggestion and
   * its details, as one session of their own (one Autocomplete request and
   * one Place Details Essentials, the cheapest pair that yields components).
   */
  async geocode(text: string, options: Partial<GeocodeSearchOptions> = {}): Promise<GeocodedAddress | null> {
    const token = randomUUID();
    const locale = options.locale ?? 'it';
    const answer = await this.predictions(text, { ...options, locale }, token);
    const best = answer.suggestions.find((suggestion) => suggestion.placePrediction !== undefined);
    if (best?.placePrediction === undefined) return null;
    return this.details(best.placePrediction.placeId, locale, token);
  }

  private async predictions(
    input: string,
    options: GeocodeSearchOptions,
    sessionToken: string | undefined,
  ): Promise<GoogleAutocompleteAnswer> {
    const body = {
      input,
      languageCode: options.locale,
      includedPrimaryTypes: ADDRESS_TYPES,
      ...(this.countries.length > 0
        ? { includedRegionCodes: this.countries, regionCode: this.countries[0] }
        : {}),
      ...locationBias(options),
      ...(sessionToken !== undefined ? { sessionToken } : {}),
    };
    const answer = await serviceJson({
      label: 'Google Places autocomplete',
      url: new URL('v1/places:autocomplete', this.root),
      method: 'POST',
      headers: this.headers(AUTOCOMPLETE_FIELDS),
      json: body,
      timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    const parsed = googleAutocompleteAnswerSchema.safeParse(answer);
    if (!parsed.success)
      throw new GeocoderUnavailableError('Google Places autocomplete answered in an unexpected shape');
    return parsed.data;
  }

  private async details(
    googleId: string,
    locale: Locale,
    sessionToken: string | undefined,
  ): Promise<GeocodedAddress | null> {
    const url = new URL(`v1/places/${encodeURIComponent(googleId)}`, this.root);
    url.searchParams.set('languageCode', locale);
    if (this.countries[0] !== undefined) url.searchParams.set('regionCode', this.countries[0]);
    if (sessionToken !== undefined) url.searchParams.set('sessionToken', sessionToken);
    const answer = await serviceJson({
      label: 'Google Places details',
      url,
      headers: this.headers(DETAILS_FIELDS),
      timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      // An id Google does not know (an old or made-up one) is "not found", not an outage.
      notFound: [404],
    });
    if (answer === null) return null;
    const parsed = googlePlaceAnswerSchema.safeParse(answer);
    if (!parsed.success)
      throw new GeocoderUnavailableError('Google Places details answered in an unexpected shape');
    return googleAddress(googlePlaceId(googleId), parsed.data);
  }

  private headers(fieldMask: string): Record<string, string> {
    return { 'X-Goog-Api-Key': this.options.apiKey, 'X-Goog-FieldMask': fieldMask };
  }
}

/** The delivery zones' box when known (a rectangle), else a circle around the business, else none. */
function locationBias(options: Pick<GeocodeSearchOptions, 'near' | 'area'>): { locationBias?: object } {
  if (options.area !== undefined) {
    const { south, west, north, east } = options.area;
    return {
      locationBias: {
        rectangle: { low: { latitude: south, longitude: west }, high: { latitude: north, longitude: east } },
      },
    };
  }
  if (options.near !== undefined) {
    return {
      locationBias: {
        circle: {
          center: { latitude: options.near.lat, longitude: options.near.lng },
          radius: NEAR_RADIUS_METRES,
        },
      },
    };
  }
  return {};
}
