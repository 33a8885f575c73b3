import type { FastifyInstance } from 'fastify';
import type { LatLng, Locale, OrderRequestParsed, Storefront } from '@ordina/contracts';
import { listSavedAddresses } from '@ordina/db';
import { deliveryMethodIsKnown, deliveryMethodNeedsAddress, savedAddressAsDelivery } from '@ordina/domain';
import type { OrderDraft, OrderDraftAddress } from '@ordina/domain';
import { deliveryZonesArea } from '../../../adapters/geocoding/index.ts';
import { addressCheck } from '../address/check-address.ts';

/**
 * The submitted payload (spec §3) read into the domain's order draft. The
 * delivery address is never the browser's: a saved address of the logged-in
 * customer is read from the database (its point was located by this server
 * when it was saved); any other address is geocoded here again — a
 * suggestion by its place id, a typed one by its text — and only the
 * geocoder's point goes to the zone check (docs/decisions/015).
 */

/** The logged-in customer placing the order: their e-mail comes from the account, never from the payload. */
export interface OrderAccount {
  userId: number;
  email: string;
}

/** The draft, and whether its address is one the customer typed now (a logged-in customer's is then saved with the order). */
export interface ResolvedDraft {
  draft: OrderDraft;
  newAddress: boolean;
}

/** Reads the payload into an order draft, locating a home-delivery address on the server. */
export async function orderDraftFrom(
  app: FastifyInstance,
  body: OrderRequestParsed,
  account: OrderAccount | null,
  storefront: Storefront,
): Promise<ResolvedDraft> {
  const method = body.delivery.method ?? null;
  const home = method !== null && deliveryMethodIsKnown(method) && deliveryMethodNeedsAddress(method);
  const located = home
    ? await deliveryAddress(app, body, account, storefront)
    : { address: null, newAddress: false };
  return {
    newAddress: located.newAddress,
    draft: {
      lines: body.cart,
      deliveryMethod: method,
      paymentMethod: body.payment.method ?? null,
      slot: { day: body.delivery.day ?? null, time: body.delivery.time ?? null },
      localPlace: body.delivery.localPlace ?? null,
      address: located.address,
      customer: {
        name: body.identity.name ?? null,
        lastname: body.identity.lastname ?? null,
        email: account?.email ?? body.identity.email ?? null,
        phone: body.identity.phone ?? null,
        note: body.identity.note ?? null,
      },
      deliveryNote: body.delivery.note ?? null,
      couponCode: body.coupon?.manual ?? null,
      tip: body.tip ?? null,
      privacyPolicy: body.other.privacyPolicy === true,
      newsletter: body.other.newsletterSubscription === true,
      verifyMethod: body.verify_method ?? null,
      displayedTotal: body.prices.total,
    },
  };
}

/** The order's language: the payload's when the business offers it, else the business's default. */
export function orderLocale(body: OrderRequestParsed, storefront: Storefront): Locale {
  const asked = body.locale ?? undefined;
  return asked !== undefined && storefront.languages.includes(asked)
    ? asked
    : (storefront.languages[0] ?? 'it');
}

/** The home-delivery address: a saved one of the customer, or the typed one as the geocoder locates it (no point when it cannot). */
async function deliveryAddress(
  app: FastifyInstance,
  body: OrderRequestParsed,
  account: OrderAccount | null,
  storefront: Storefront,
): Promise<{ address: OrderDraftAddress | null; newAddress: boolean }> {
  if (account !== null && body.selectedAddress != null) {
    const saved = (await listSavedAddresses(app.database.db, app.businessId, account.userId)).find(
      (a) => a.id === body.selectedAddress,
    );
    if (saved !== undefined)
      return {
        newAddress: false,
        address: savedAddressAsDelivery(saved),
      };
  }
  const typed = body.delivery.deliveryAddress;
  if (typed == null) return { address: null, newAddress: false };
  const { latitude, longitude } = storefront.anagraphic;
  const near: LatLng | undefined =
    latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : undefined;
  const placeId = typed.place_id?.trim();
  const delivery = storefront.configuration.delivery_order;
  const check = await addressCheck(placeId ? { place_id: placeId } : { address: typed }, {
    geocoder: app.geocoder,
    delivery,
    near,
    area: deliveryZonesArea(delivery.deliveryZones),
    locale: orderLocale(body, storefront),
  });
  // Not found or incomplete: the typed parts without a point, so the quote names what is missing.
  const found = check.found && check.address !== null ? check.address : null;
  const { lat: _lat, lng: _lng, ...withoutPoint } = typed;
  const address: OrderDraftAddress =
    found === null
      ? withoutPoint
      : {
          route: found.route,
          street_number: found.street_number,
          postal_code: found.postal_code,
          locality: found.locality,
          country: found.country,
          floor: typed.floor ?? '',
          intercom_name: typed.intercom_name ?? '',
          lat: found.lat,
          lng: found.lng,
          place_id: found.place_id,
        };
  return { address, newAddress: true };
}
