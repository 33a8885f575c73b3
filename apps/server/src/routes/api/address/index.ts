import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressSearchReady } from '@ordina/domain';
import type { LatLng, Locale } from '@ordina/contracts';
import { deliveryZonesArea, GeocoderUnavailableError } from '../../../adapters/geocoding/index.ts';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { addressCheck } from './check-address.ts';
import { addressSearchSession } from './search-session.ts';

/**
 * /api/address: autocomplete for the address field and the delivery-zone
 * check (spec §5 "Address"). Needs the `geocoding` and `storefront` plugins (declared below).
 * Register with `{ prefix: '/address' }` inside the /api routes.
 */
function addressRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  /** The business's default language, position and delivery zones (and their extent), from the cached storefront. */
  async function business() {
    const storefront = await app.storefronts.get(app.businessKey);
    const { latitude, longitude } = storefront.anagraphic;
    const near: LatLng | undefined =
      latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : undefined;
    const locale: Locale = storefront.languages[0] ?? 'it';
    const delivery = storefront.configuration.delivery_order;
    return { near, area: deliveryZonesArea(delivery.deliveryZones), locale, delivery };
  }

  registerEndpoint(app, 'GET /api/address/autocomplete', {}, async (request) => {
    const { q } = request.query;
    // Spec §5: the search starts with more than 4 characters.
    if (!addressSearchReady(q)) return { data: { list: [] } };
    const { near, area, locale } = await business();
    const list = await unavailableAs503(request, () =>
      app.geocoder.autocomplete(q.trim(), {
        locale: request.query.locale ?? locale,
        ...(near ? { near } : {}),
        ...(area ? { area } : {}),
        session: addressSearchSession(request),
      }),
    );
    return { data: { list } };
  });

  registerEndpoint(app, 'POST /api/address/check', {}, async (request) => {
    const { near, area, locale, delivery } = await business();
    const result = await unavailableAs503(request, () =>
      addressCheck(request.body, {
        geocoder: app.geocoder,
        delivery,
        near,
        area,
        locale: request.body.locale ?? locale,
        session: addressSearchSession(request),
      }),
    );
    return { data: result };
  });

  done();
}

export default fp(addressRoutes, {
  name: 'address-routes',
  dependencies: ['geocoding', 'storefront'],
  encapsulate: true,
});

/** A geocoding service that cannot answer is our outage, not the customer's mistake: 503 GENERIC_ERROR. */
async function unavailableAs503<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) {
      request.log.warn({ err: error }, 'geocoding service unavailable');
      throw new ApiError(503, 'GENERIC_ERROR');
    }
    throw error;
  }
}
