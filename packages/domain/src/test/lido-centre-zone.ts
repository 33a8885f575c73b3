import type { DeliveryZone } from '@ordina/contracts';

/**
 * A small zone with its own rules around the demo lido itself (Lungomare Augusto Murri 72, 44.0488 N
 * 12.6018 E), inside the demo's zone (docs/decisions/072): 1,00 € flat, nothing per product, free from
 * 50,00 €, minimum 20,00 € — every figure unlike the demo's own (2,50 € + 0,50 € a product, minimum
 * 12,00 €). For tests that add it to the demo business file's `delivery_order.deliveryZones`.
 */
export const LIDO_CENTRE_ZONE = {
  name: 'Lungomare centro',
  polygon: [
    { lat: 44.045, lng: 12.597 },
    { lat: 44.045, lng: 12.606 },
    { lat: 44.052, lng: 12.606 },
    { lat: 44.052, lng: 12.597 },
  ],
  deliveryPrice: 100,
  deliveryPricePerProduct: 0,
  deliveryThresholdFree: 5000,
  deliveryMinOrder: 2000,
} satisfies DeliveryZone;
