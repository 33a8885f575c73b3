// Geocoding adapters (README.md): the port, the offline gazetteer and OpenStreetMap Nominatim.
export type {
  AddressSuggestion,
  GeocodedAddress,
  GeocodeSearchOptions,
  Geocoder,
  GeocoderKind,
} from './geocoder.ts';
export { GEOCODER_KINDS, GeocoderUnavailableError, MAX_SUGGESTIONS } from './geocoder.ts';
export { addressDescription } from './address-description.ts';
export { createGeocoder, DEFAULT_GEOCODER_USER_AGENT } from './create-geocoder.ts';
export type { GeocoderSettings } from './create-geocoder.ts';
export { DEFAULT_GAZETTEER_FILE, GazetteerError, gazetteerLoad } from './gazetteer.ts';
export type { Gazetteer } from './gazetteer.ts';
export { LocalGeocoder } from './local-geocoder.ts';
export { NominatimGeocoder, PUBLIC_NOMINATIM_URL } from './nominatim-geocoder.ts';
export type { NominatimOptions } from './nominatim-geocoder.ts';
export { default as geocodingPlugin } from './plugin.ts';
export type { GeocodingPluginOptions } from './plugin.ts';
