import { gazetteerLoad } from './gazetteer.ts';
import type { Geocoder, GeocoderKind } from './geocoder.ts';
import { GooglePlacesGeocoder } from './google-places-geocoder.ts';
import { LocalGeocoder } from './local-geocoder.ts';
import { NominatimGeocoder, PUBLIC_NOMINATIM_URL } from './nominatim-geocoder.ts';
import { PhotonGeocoder } from './photon-geocoder.ts';

/** Which geocoder to build and its settings (from the server configuration). */
export interface GeocoderSettings {
  /** GEOCODER: `local` (offline gazetteer, the default), `nominatim`, `google` or `photon`. */
  kind: GeocoderKind;
  /** Gazetteer file for `local` (absolute path); the shipped Rimini gazetteer when absent. */
  gazetteerFile?: string;
  /** NOMINATIM_URL: the Nominatim server for `nominatim`. */
  nominatimUrl?: string;
  /** User-Agent sent to Nominatim and Photon; should name the storefront and its public URL. */
  userAgent?: string;
  /** NOMINATIM_EMAIL: contact address sent to Nominatim. */
  nominatimEmail?: string;
  /** GOOGLE_MAPS_API_KEY: the key for `google` (required with it). */
  googleApiKey?: string;
  /** GOOGLE_PLACES_URL: the Places API root for `google` (a local stand-in in tests). */
  googlePlacesUrl?: string;
  /** PHOTON_URL: the Photon server for `photon` (required with it). */
  photonUrl?: string;
  /** GEOCODER_COUNTRIES: the countries searched (ISO 3166-1 alpha-2), the business's first. */
  countryCodes?: readonly string[];
  /** GEOCODER_TIMEOUT_MS: how long a request to an online service may take. */
  timeoutMs?: number;
}

/** The User-Agent used when the configuration gives none. */
export const DEFAULT_GEOCODER_USER_AGENT =
  'Ordina-storefront/0.1 (online food ordering; geocoding of delivery addresses)';

/** Thrown when the settings name a service without what it needs (the config module checks this first). */
export class GeocoderSettingsError extends Error {
  override name = 'GeocoderSettingsError';
}

/** Builds the configured geocoder (reading the gazetteer for `local`). */
export async function createGeocoder(settings: GeocoderSettings): Promise<Geocoder> {
  const common = {
    ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}),
    ...(settings.countryCodes !== undefined ? { countryCodes: settings.countryCodes } : {}),
  };
  switch (settings.kind) {
    case 'local':
      return new LocalGeocoder(await gazetteerLoad(settings.gazetteerFile));
    case 'google':
      if (settings.googleApiKey === undefined)
        throw new GeocoderSettingsError('GEOCODER=google needs an API key');
      return new GooglePlacesGeocoder({
        apiKey: settings.googleApiKey,
        ...(settings.googlePlacesUrl !== undefined ? { baseUrl: settings.googlePlacesUrl } : {}),
        ...common,
      });
    case 'photon':
      if (settings.photonUrl === undefined) throw new GeocoderSettingsError('GEOCODER=photon needs its URL');
      return new PhotonGeocoder({
        baseUrl: settings.photonUrl,
        userAgent: settings.userAgent ?? DEFAULT_GEOCODER_USER_AGENT,
        ...common,
      });
    case 'nominatim':
      return new NominatimGeocoder({
        baseUrl: settings.nominatimUrl ?? PUBLIC_NOMINATIM_URL,
        userAgent: settings.userAgent ?? DEFAULT_GEOCODER_USER_AGENT,
        ...common,
        ...(settings.nominatimEmail !== undefined ? { email: settings.nominatimEmail } : {}),
      });
  }
}
