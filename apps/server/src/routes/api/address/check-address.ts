import type {
  AddressCheckBody,
  AddressCheckResult,
  AddressInput,
  DeliveryAddress,
  DeliveryOrder,
  LatLng,
  Locale,
} from '@ordina/contracts';
import {
  addressIncomplete,
  addressLocality,
  deliveryZoneCheck,
  message,
  shippingPricingAt,
} from '@ordina/domain';
import type { Message } from '@ordina/domain';
import type { GeocodedAddress, Geocoder, SearchArea } from '../../../adapters/geocoding/index.ts';

/**
 * The server's address check (spec §4 "Address check", §5 "Address"): find
 * the address, demand street and house number, then test the point against
 * the business's delivery zones. The browser's own coordinates are never
 * used: the point always comes from the geocoder.
 */

/** What the check needs besides the request: the geocoder, the zones and where the business is. */
export interface AddressCheckContext {
  geocoder: Geocoder;
  /** The business's zones and its own figures (delivery_order), which a zone's rules fall back to. */
  delivery: DeliveryOrder;
  near: LatLng | undefined;
  /** The zones' extent, which searches prefer. */
  area?: SearchArea | undefined;
  locale: Locale;
  /** The customer's address search, which choosing a suggestion ends (route's search-session.ts). */
  session?: string;
}

/** Checks a place id or a typed address against the delivery zones. */
export async function addressCheck(
  body: AddressCheckBody,
  context: AddressCheckContext,
): Promise<AddressCheckResult> {
  const search = {
    locale: context.locale,
    ...(context.near ? { near: context.near } : {}),
    ...(context.area ? { area: context.area } : {}),
  };
  if (body.place_id !== undefined) {
    const place = await context.geocoder.place(body.place_id, {
      ...search,
      ...(context.session !== undefined ? { session: context.session } : {}),
    });
    return place === null ? notFound() : located(place, {}, context.delivery);
  }
  const typed = body.address ?? {};
  const incomplete = addressIncomplete(typed);
  if (incomplete !== null)
    return { ...result('incomplete', incomplete.message, null), missing: incomplete.missing };

  const found = await context.geocoder.geocode(addressText(typed), search);
  // A match without the house number only knows the street: where on it the customer lives is a guess.
  if (found === null || found.street_number === '') return notFound();
  return located(found, typed, context.delivery);
}

/** The text the geocoder searches for a typed address: "Route Number, Postcode Town". */
export function addressText(address: AddressInput): string {
  const town = [address.postal_code, address.locality].filter(Boolean).join(' ');
  return [`${address.route ?? ''} ${address.street_number ?? ''}`.trim(), town].filter(Boolean).join(', ');
}

function located(
  place: GeocodedAddress,
  typed: Pick<AddressInput, 'floor' | 'intercom_name'>,
  delivery: DeliveryOrder,
): AddressCheckResult {
  const address = deliveryAddress(place, typed);
  // A suggestion for a whole street has no house number yet: ask for it.
  const incomplete = addressIncomplete(address);
  if (incomplete !== null)
    return { ...result('incomplete', incomplete.message, address), missing: incomplete.missing };
  const point = { lat: address.lat, lng: address.lng };
  const zone = deliveryZoneCheck(point, delivery.deliveryZones);
  // A zone with its own rules is named with the figures that hold there (docs/decisions/072).
  const { zone: rules, ...figures } = shippingPricingAt(delivery, point);
  return {
    ...result(zone.inside ? 'inside' : 'outside', zone.message, address),
    hint_key: zone.hint ? 'address.floor_bell_hint' : null,
    ...(zone.inside && rules !== null && !Array.isArray(rules)
      ? { zone: { name: rules.name, ...figures } }
      : {}),
  };
}

function deliveryAddress(
  place: GeocodedAddress,
  typed: Pick<AddressInput, 'floor' | 'intercom_name'>,
): DeliveryAddress {
  return {
    ...place,
    locality: addressLocality(place),
    floor: typed.floor ?? '',
    intercom_name: typed.intercom_name ?? '',
  };
}

function notFound(): AddressCheckResult {
  return result('not_found', message('address.not_found'), null);
}

function result(
  status: AddressCheckResult['status'],
  text: Message,
  address: DeliveryAddress | null,
): AddressCheckResult {
  return {
    status,
    found: status === 'inside' || status === 'outside',
    inside: status === 'inside',
    message_key: messageKey(text),
    hint_key: null,
    missing: [],
    address,
  };
}

function messageKey(text: Message): AddressCheckResult['message_key'] {
  switch (text.key) {
    case 'address.inside_zone':
    case 'address.outside_zone':
    case 'address.incomplete':
    case 'address.not_found':
      return text.key;
    default:
      throw new Error(`Unexpected address message ${text.key}`);
  }
}
