import type { LatLng, Locale } from '@ordina/contracts';
import { addressDescription } from './address-description.ts';
import type { AddressSuggestion, GeocodedAddress, GeocodeSearchOptions, Geocoder } from './geocoder.ts';
import { GeocoderUnavailableError, MAX_SUGGESTIONS } from './geocoder.ts';
import { nominatimAddress, nominatimAnswerSchema, nominatimOsmId } from './nominatim-address.ts';
import type { NominatimPlace } from './nominatim-address.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * The online geocoder: OpenStreetMap Nominatim over HTTP (/search and
 * /lookup, `format=jsonv2&addressdetails=1`). The public server
 * (nominatim.openstreetmap.org) allows at most one request per second, needs
 * a User-Agent naming the application and forbids search-as-you-type from
 * browsers; answers are cached here, the browser debounces (300 ms) and only
 * searches past 4 characters, and a busy storefront should point NOMINATIM_URL
 * at its own Nominatim instance. See README.md beside this file.
 */

/** The public OpenStreetMap Nominatim server. */
export const PUBLIC_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';

/** Options of the Nominatim adapter. */
export interface NominatimOptions {
  /** Server root, e.g. https://nominatim.openstreetmap.org or http://127.0.0.1:8080/nominatim. */
  baseUrl: string;
  /** Identifies this storefront to the server's operators (required by the usage policy). */
  userAgent: string;
  /** How long one request may take before the search counts as failed (ms). */
  timeoutMs?: number;
  /** Countries searched (ISO 3166-1 alpha-2, lower-case); empty means worldwide. */
  countryCodes?: readonly string[];
  /** Contact address sent with each request, as the policy suggests for heavy use. */
  email?: string;
  /** How long answers are reused (ms) and how many are kept. */
  cacheTtlMs?: number;
  cacheSize?: number;
}

const DEFAULT_TIMEOUT_MS = 4000;
// A little more than we show: answers that are not street addresses are dropped.
const SEARCH_LIMIT = 10;
// How far around the business searches prefer results (degrees; about 20 km).
const NEAR_BOX_DEGREES = 0.2;

/** Geocoding through an OpenStreetMap Nominatim server. */
export class NominatimGeocoder implements Geocoder {
  readonly kind = 'nominatim';
  private readonly root: URL;
  private readonly answers: TtlCache<NominatimPlace[]>;
  /** Places this server suggested, so choosing one needs no second request and keeps its exact point. */
  private readonly suggested: TtlCache<GeocodedAddress>;

  constructor(private readonly options: NominatimOptions) {
    this.root = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.answers = new TtlCache(options.cacheSize ?? 1000, options.cacheTtlMs ?? 10 * 60_000);
    this.suggested = new TtlCache(options.cacheSize ?? 1000, options.cacheTtlMs ?? 10 * 60_000);
  }

  /** Street-address suggestions from /search. */
  async autocomplete(query: string, options: GeocodeSearchOptions): Promise<AddressSuggestion[]> {
    const addresses = await this.search(query, options.locale, options.near);
    const seen = new Set<string>();
    const suggestions: AddressSuggestion[] = [];
    for (const address of addresses) {
      if (seen.has(address.place_id)) continue;
      seen.add(address.place_id);
      this.suggested.set(placeKey(address.place_id, options.locale), address);
      suggestions.push({ place_id: address.place_id, description: addressDescription(address) });
      if (suggestions.length === MAX_SUGGESTIONS) break;
    }
    return suggestions;
  }

  /** The address of an `osm:` place id: from a recent suggestion, else from /lookup. */
  async place(placeId: string, options: Partial<GeocodeSearchOptions> = {}): Promise<GeocodedAddress | null> {
    const locale = options.locale ?? 'it';
    const remembered = this.suggested.get(placeKey(placeId, locale));
    if (remembered !== undefined) return remembered;
    const osmId = nominatimOsmId(placeId);
    if (osmId === null) return null;
    const places = await this.request('lookup', { osm_ids: osmId }, locale);
    for (const place of places) {
      const address = nominatimAddress(place);
      if (address !== null) return address;
    }
    return null;
  }

  /** The first street address /search finds for the text. */
  async geocode(text: string, options: Partial<GeocodeSearchOptions> = {}): Promise<GeocodedAddress | null> {
    const [best] = await this.search(text, options.locale ?? 'it', options.near);
    return best ?? null;
  }

  private async search(text: string, locale: Locale, near: LatLng | undefined): Promise<GeocodedAddress[]> {
    const params: Record<string, string> = { q: text, limit: String(SEARCH_LIMIT) };
    const countries = this.options.countryCodes ?? ['it'];
    if (countries.length > 0) params.countrycodes = countries.join(',');
    if (near !== undefined) {
      params.viewbox = [
        near.lng - NEAR_BOX_DEGREES,
        near.lat + NEAR_BOX_DEGREES,
        near.lng + NEAR_BOX_DEGREES,
        near.lat - NEAR_BOX_DEGREES,
      ]
        .map((value) => value.toFixed(4))
        .join(',');
      params.bounded = '0';
    }
    const places = await this.request('search', params, locale);
    return places.map(nominatimAddress).filter((address): address is GeocodedAddress => address !== null);
  }

  private async request(
    endpoint: 'search' | 'lookup',
    params: Record<string, string>,
    locale: Locale,
  ): Promise<NominatimPlace[]> {
    const url = new URL(endpoint, this.root);
    for (const [key, value] of Object.entries({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': locale,
    }))
      url.searchParams.set(key, value);
    if (this.options.email) url.searchParams.set('email', this.options.email);
    const key = url.toString();
    const cached = this.answers.get(key);
    if (cached !== undefined) return cached;

    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GeocoderUnavailableError(
        `Nominatim ${endpoint} did not answer: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    if (!response.ok) {
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      throw new GeocoderUnavailableError(`Nominatim ${endpoint} answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new GeocoderUnavailableError(
        `Nominatim ${endpoint} answered with a body that could not be read as JSON`,
        { cause: error },
      );
    }
    const parsed = nominatimAnswerSchema.safeParse(body);
    if (!parsed.success)
      throw new GeocoderUnavailableError(`Nominatim ${endpoint} answered in an unexpected shape`);
    this.answers.set(key, parsed.data);
    return parsed.data;
  }
}

function placeKey(placeId: string, locale: Locale): string {
  return `${locale}|${placeId}`;
}
