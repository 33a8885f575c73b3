import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGeocoder } from './create-geocoder.ts';
import type { GeocoderSettings } from './create-geocoder.ts';
import type { Geocoder } from './geocoder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured geocoding service (offline gazetteer or Nominatim). */
    geocoder: Geocoder;
  }
}

/** Options of the geocoding plugin: the settings to build a geocoder from, or a ready one. */
export type GeocodingPluginOptions = GeocoderSettings | { geocoder: Geocoder };

async function geocoding(app: FastifyInstance, options: GeocodingPluginOptions) {
  const geocoder = 'geocoder' in options ? options.geocoder : await createGeocoder(options);
  app.decorate('geocoder', geocoder);
  app.log.debug({ geocoder: geocoder.kind }, 'geocoder ready');
}

/** Decorates the app with `geocoder`, used by the /api/address routes. */
export default fp(geocoding, { name: 'geocoding' });
