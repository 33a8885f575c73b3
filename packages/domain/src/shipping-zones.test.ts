import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '@ordina/contracts';
import { deliveryZoneAt, polygonArea, shippingPricingAt, shippingPricingOfZone } from './shipping-zones.ts';
import { shippingMinimumOrderReached, shippingQuote } from './shipping.ts';

/*
 * Delivery zones with their own rules (issue 37, docs/decisions/072): the zone a point falls in is the
 * smallest of those holding it; its figures are its own where it sets them, the business's elsewhere.
 */

// The business's own figures: 2,50 € + 0,50 € a product, free from 30,00 €, minimum 10,00 €.
const business = {
  deliveryPrice: 250,
  deliveryPricePerProduct: 50,
  deliveryThresholdFree: 3000,
  deliveryMinOrder: 1000,
};
// A town square, a small centre inside it, and a strip crossing both.
const town = [
  { lat: 44.0, lng: 12.5 },
  { lat: 44.0, lng: 12.6 },
  { lat: 44.1, lng: 12.6 },
  { lat: 44.1, lng: 12.5 },
];
const centre: DeliveryZone = {
  name: 'Centro',
  polygon: [
    { lat: 44.04, lng: 12.54 },
    { lat: 44.04, lng: 12.56 },
    { lat: 44.06, lng: 12.56 },
    { lat: 44.06, lng: 12.54 },
  ],
  deliveryPrice: 100,
  deliveryMinOrder: 500,
};
const strip: DeliveryZone = {
  name: 'Lungomare',
  polygon: [
    { lat: 44.045, lng: 12.4 },
    { lat: 44.045, lng: 12.7 },
    { lat: 44.055, lng: 12.7 },
    { lat: 44.055, lng: 12.4 },
  ],
  deliveryPrice: 400,
  deliveryPricePerProduct: 0,
  deliveryThresholdFree: 5000,
  deliveryMinOrder: 2000,
};
const inCentreOnly = { lat: 44.042, lng: 12.55 };
const inCentreAndStrip = { lat: 44.05, lng: 12.55 };
const inTownOnly = { lat: 44.09, lng: 12.59 };
const outside = { lat: 45, lng: 12 };

describe('deliveryZoneAt: the smallest zone holding the point', () => {
  it('picks the inner zone inside the outer one, whatever their order in the file', () => {
    expect(deliveryZoneAt(inCentreOnly, [town, centre])).toEqual({ index: 1, zone: centre });
    expect(deliveryZoneAt(inCentreOnly, [centre, town])).toEqual({ index: 0, zone: centre });
  });

  it('picks the smaller of two overlapping zones (the centre, 0,0004 sq°, over the strip, 0,003 sq°)', () => {
    expect(polygonArea(centre.polygon)).toBeLessThan(polygonArea(strip.polygon));
    expect(deliveryZoneAt(inCentreAndStrip, [town, strip, centre])?.zone).toBe(centre);
    expect(deliveryZoneAt({ lat: 44.05, lng: 12.65 }, [town, strip, centre])?.zone).toBe(strip);
  });

  it('answers null outside every zone', () => {
    expect(deliveryZoneAt(outside, [town, strip, centre])).toBeNull();
  });
});

describe('shippingPricingOfZone / shippingPricingAt: the zone’s figures, else the business’s', () => {
  it('takes each figure the zone sets and the business’s for the rest', () => {
    expect(shippingPricingOfZone(business, centre)).toEqual({
      deliveryPrice: 100,
      deliveryPricePerProduct: 50,
      deliveryThresholdFree: 3000,
      deliveryMinOrder: 500,
    });
    // A 0 the zone sets is its figure (free per product), not a fallback.
    expect(shippingPricingOfZone(business, strip).deliveryPricePerProduct).toBe(0);
  });

  it('falls back to the business’s figures for a bare polygon, no address or an address outside', () => {
    const delivery = { ...business, deliveryZones: [town, centre] };
    expect(shippingPricingAt(delivery, inTownOnly)).toEqual({ ...business, zone: town });
    expect(shippingPricingAt(delivery, null)).toEqual({ ...business, zone: null });
    expect(shippingPricingAt(delivery, outside)).toEqual({ ...business, zone: null });
    expect(shippingPricingAt(delivery, inCentreOnly)).toMatchObject({ deliveryPrice: 100, zone: centre });
  });

  it('prices shipping with the zone’s fixed fee, per-product fee and free-delivery threshold', () => {
    const delivery = { ...business, deliveryZones: [town, strip, centre] };
    const quote = (point: { lat: number; lng: number }, cartSubtotal: number) =>
      shippingQuote({
        cartSubtotal,
        quantity: 3,
        method: 'home_delivery',
        pricing: shippingPricingAt(delivery, point),
      });
    // Town (the business's): 2,50 + 3 × 0,50; free from 30,00.
    expect(quote(inTownOnly, 2000)).toEqual({ shipping: 400, freeShipping: false });
    expect(quote(inTownOnly, 3000)).toEqual({ shipping: 0, freeShipping: true });
    // Centre: 1,00 + 3 × 0,50 (its per-product fee is the business's).
    expect(quote(inCentreOnly, 2000)).toEqual({ shipping: 250, freeShipping: false });
    // The strip: 4,00 flat, and 30,00 is not yet free there (its threshold is 50,00).
    expect(quote({ lat: 44.05, lng: 12.65 }, 3000)).toEqual({ shipping: 400, freeShipping: false });
    expect(quote({ lat: 44.05, lng: 12.65 }, 5000)).toEqual({ shipping: 0, freeShipping: true });
  });

  it('holds the zone’s minimum order', () => {
    const delivery = { ...business, deliveryZones: [town, strip, centre] };
    expect(shippingMinimumOrderReached(600, shippingPricingAt(delivery, inCentreOnly))).toBe(true);
    expect(shippingMinimumOrderReached(600, shippingPricingAt(delivery, inTownOnly))).toBe(false);
    expect(shippingMinimumOrderReached(1500, shippingPricingAt(delivery, { lat: 44.05, lng: 12.65 }))).toBe(
      false,
    );
  });
});
