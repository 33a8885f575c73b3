import type { LatLng, Locale } from '@ordina/contracts';
import type { AddressSuggestion, GeocodedAddress, GeocodeSearchOptions, Geocoder } from './geocoder.ts';
import { GeocoderUnavailableError, MAX_SUGGESTIONS } from './geocoder.ts';
import { addressDescription } from './address-description.ts';
import {
  photonAddress,
  photonAnswerSchema,
  photonPlaceId,
  photonPlaceRef,
  photonSearchText,
} from './photon-address.ts';
import type { PhotonFeature } from './photon-address.ts';
import { areaCentre } from './search-area.ts';
import { serviceJson } from './service-request.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * Photon (komoot's OpenStreetMap search, self-hostable, built for
 * search-as-you-type): GET {PHOTON_URL}/api with `q`, `lang`, `limit`,
 * `layer=house&layer=street` and a `lat`/`lon` focus point. Photon cannot
 * filter by country in /api, so answers outside the business's countries are
 * dropped here; it has no lookup by id either, so our place ids carry the
 * text that finds the place again (photon-address.ts). See README.md beside
 * this file.
 */

/** Options of the Photon adapter. */
export interface PhotonOptions {
  /** Server root, e.g. http://photon.internal:2322 (the /api path is added). */
  baseUrl: string;
  /** Identifies this storefront to the server's operators. */
  userAgent: string;
  /** How long one request may take before the search counts as failed (ms). */
  timeoutMs?: number;
  /** Countries kept (ISO 3166-1 alpha-2, lower-case); empty means worldwide. */
  countryCodes?: readonly string[];
  /** How long answers are reused (ms) and how many are kept. */
  cacheTtlMs?: number;
  cacheSize?: number;
}

const DEFAULT_TIMEOUT_MS = 4000;
// A little more than we show: features that are not street addresses, or abroad, are dropped.
const SEARCH_LIMIT = 10;

/** A located Photon feature with our id. */
interface PhotonPlace {
  feature: PhotonFeature;
  address: GeocodedAddress;
}

/** Geocoding through a Photon server. */
export class PhotonGeocoder implements Geocoder {
  readonly kind = 'photon';
  private readonly root: URL;
  private readonly countries: readonly string[];
  private readonly answers: TtlCache<PhotonFeature[]>;
  /** Places this server suggested, so choosing one needs no second request. */
  private readonly suggested: TtlCache<GeocodedAddress>;

  constructor(private readonly options: PhotonOptions) {
    this.root = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.countries = (options.countryCodes ?? ['it']).map((code) => code.toLowerCase());
    this.answers = new TtlCache(options.cacheSize ?? 1000, options.cacheTtlMs ?? 10 * 60_000);
    this.suggested = new TtlCache(options.cacheSize ?? 1000, options.cacheTtlMs ?? 10 * 60_000);
  }

  /** Street-address suggestions for what the customer typed. */
  async autocomplete(query: string, options: GeocodeSearchOptions): Promise<AddressSuggestion[]> {
    const places = await this.search(query, options.locale, focus(options));
    const seen = new Set<string>();
    const suggestions: AddressSuggestion[] = [];
    for (const { address } of places) {
      if (seen.has(address.place_id)) continue;
      seen.add(address.place_id);
      this.suggested.set(address.place_id, address);
      suggestions.push({ place_id: address.place_id, description: addressDescription(address) });
      if (suggestions.length === MAX_SUGGESTIONS) break;
    }
    return suggestions;
  }

  /** The address of a `pho:` place: from a recent suggestion, else found again by its text. */
  async place(placeId: string, options: Partial<GeocodeSearchOptions> = {}): Promise<GeocodedAddress | null> {
    const remembered = this.suggested.get(placeId);
    if (remembered !== undefined) return remembered;
    const ref = photonPlaceRef(placeId);
    if (ref === null) return null;
    const places = await this.search(ref.text, options.locale ?? 'it', focus(options));
    const same = places.filter(
      ({ feature }) => feature.properties.osm_type === ref.osmType && feature.properties.osm_id === ref.osmId,
    );
    // One OSM object can carry several numbers (an interpolation line): the one whose text was asked for.
    const found = same.find(({ address }) => photonSearchText(address) === ref.text) ?? same[0];
    return found === undefined ? null : { ...found.address, place_id: placeId };
  }

  /** The first street address Photon finds for the text. */
  async geocode(text: string, options: Partial<GeocodeSearchOptions> = {}): Promise<GeocodedAddress | null> {
    const [best] = await this.search(text, options.locale ?? 'it', focus(options));
    return best?.address ?? null;
  }

  private async search(text: string, locale: Locale, near: LatLng | undefined): Promise<PhotonPlace[]> {
    const url = new URL('api', this.root);
    url.searchParams.set('q', text);
    url.searchParams.set('lang', locale);
    url.searchParams.set('limit', String(SEARCH_LIMIT));
    url.searchParams.append('layer', 'house');
    url.searchParams.append('layer', 'street');
    if (near !== undefined) {
      url.searchParams.set('lat', near.lat.toFixed(5));
      url.searchParams.set('lon', near.lng.toFixed(5));
    }
    const features = await this.features(url);
    const places: PhotonPlace[] = [];
    for (const feature of features) {
      const address = photonAddress(feature, this.countries);
      if (address !== null)
        places.push({ feature, address: { ...address, place_id: photonPlaceId(address, feature) } });
    }
    return places;
  }

  private async features(url: URL): Promise<PhotonFeature[]> {
    const key = url.toString();
    const cached = this.answers.get(key);
    if (cached !== undefined) return cached;
    const answer = await serviceJson({
      label: 'Photon search',
      url,
      headers: { 'User-Agent': this.options.userAgent },
      timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    const parsed = photonAnswerSchema.safeParse(answer);
    if (!parsed.success) throw new GeocoderUnavailableError('Photon search answered in an unexpected shape');
    this.answers.set(key, parsed.data.features);
    return parsed.data.features;
  }
}

/** Where results should be preferred: the business, else the middle of its delivery zones. */
function focus(options: Partial<Pick<GeocodeSearchOptions, 'near' | 'area'>>): LatLng | undefined {
  return options.near ?? (options.area === undefined ? undefined : areaCentre(options.area));
}
