/**
 * A small zone with its own rules around the demo lido itself (Lungomare Augusto Murri 72, 44.0488 N
 * 12.6018 E), inside the demo's zone of packages/db/demo/lido-azzurro.json (docs/decisions/072):
 * 1,00 € flat, nothing per product, free from 50,00 €, minimum 20,00 € — every figure unlike the
 * demo's own. The tests that add an inner zone to the demo business add this one.
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
};
