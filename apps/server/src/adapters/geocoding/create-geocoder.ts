import { gazetteerLoad } from './gazetteer.ts';
import type { Geocoder, GeocoderKind } from './geocoder.ts';
import { LocalGeocoder } from './local-geocoder.ts';
import { NominatimGeocoder, PUBLIC_NOMINATIM_URL } from './nominatim-geocoder.ts';

/** Which geocoder to build and its settings (from the server configuration). */
export interface GeocoderSettings {
  /** GEOCODER: `local` (offline gazetteer, the default) or `nominatim`. */
  kind: GeocoderKind;
  /** Gazetteer file for `local` (absolute path); the shipped Rimini gazetteer when absent. */
  gazetteerFile?: string;
  /** NOMINATIM_URL: the Nominatim server for `nominatim`. */
  nominatimUrl?: string;
  /** User-Agent sent to Nominatim; should name the storefront and its public URL. */
  userAgent?: string;
  /** NOMINATIM_EMAIL: contact address sent to Nominatim. */
  nominatimEmail?: string;
  /** GEOCODER_TIMEOUT_MS: how long a Nominatim request may take. */
  timeoutMs?: number;
}

/** The User-Agent used when the configuration gives none. */
export const DEFAULT_GEOCODER_USER_AGENT =
  'Ordina-storefront/0.1 (online food ordering; geocoding of delivery addresses)';

/** Builds the configured geocoder (reading the gazetteer for `local`). */
export async function createGeocoder(settings: GeocoderSettings): Promise<Geocoder> {
  if (settings.kind === 'local') return new LocalGeocoder(await gazetteerLoad(settings.gazetteerFile));
  return new NominatimGeocoder({
    baseUrl: settings.nominatimUrl ?? PUBLIC_NOMINATIM_URL,
    userAgent: settings.userAgent ?? DEFAULT_GEOCODER_USER_AGENT,
    ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}),
    ...(settings.nominatimEmail !== undefined ? { email: settings.nominatimEmail } : {}),
  });
}
