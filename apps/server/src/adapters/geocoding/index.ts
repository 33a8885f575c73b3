// Geocoding adapters (README.md): the port, the offline gazetteer, OpenStreetMap Nominatim and Photon, Google Places.
export type {
  AddressSuggestion,
  GeocodedAddress,
  GeocodeSearchOptions,
  Geocoder,
  GeocoderKind,
  SearchArea,
} from './geocoder.ts';
export { GEOCODER_KINDS, GeocoderUnavailableError, MAX_SUGGESTIONS } from './geocoder.ts';
export { addressDescription } from './address-description.ts';
export { createGeocoder, DEFAULT_GEOCODER_USER_AGENT, GeocoderSettingsError } from './create-geocoder.ts';
export type { GeocoderSettings } from './create-geocoder.ts';
export { DEFAULT_GAZETTEER_FILE, GazetteerError, gazetteerLoad } from './gazetteer.ts';
export type { Gazetteer } from './gazetteer.ts';
export { LocalGeocoder } from './local-geocoder.ts';
export { NominatimGeocoder, PUBLIC_NOMINATIM_URL } from './nominatim-geocoder.ts';
export type { NominatimOptions } from './nominatim-geocoder.ts';
export { GOOGLE_PLACES_URL, GooglePlacesGeocoder } from './google-places-geocoder.ts';
export type { GooglePlacesOptions } from './google-places-geocoder.ts';
export { PhotonGeocoder } from './photon-geocoder.ts';
export type { PhotonOptions } from './photon-geocoder.ts';
export { deliveryZonesArea } from './search-area.ts';
export { default as geocodingPlugin } from './plugin.ts';
export type { GeocodingPluginOptions } from './plugin.ts';
