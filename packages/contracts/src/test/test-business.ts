import {
  publicCouponSchema,
  type BusinessFileInput,
  type Configuration,
  type DeliveryOrder,
  type PublicCoupon,
} from '../index.ts';

/*
 * The parts the test businesses of every package share (the domain's pizzeria
 * storefront, the database's trattoria file): one brand palette, and one
 * delivery offer around Rimini's centre. Kept here, beside the schemas they
 * satisfy, so that a change to a field is made once for every package's tests.
 */

/** The test businesses' brand colours. */
export const TEST_COLORS: Configuration['colors'] = {
  primary: '#8a1c1c',
  secondary: '#f4b400',
  navbar_background: '#8a1c1c',
  navbar_text: '#ffffff',
  coupon: '#0b6e4f',
  button_color: '#8a1c1c',
  button_text: '#ffffff',
};

/**
 * The test businesses' delivery costs and zone: 2,50 € + 0,50 € a product,
 * free from 30,00 €, a 10,00 € minimum order, one square around Rimini's
 * centre. A fresh copy each call, so a test may change it freely.
 */
export function testDeliveryOffer(): Pick<
  DeliveryOrder,
  'deliveryPrice' | 'deliveryThresholdFree' | 'deliveryMinOrder' | 'deliveryPricePerProduct' | 'deliveryZones'
> {
  return {
    deliveryPrice: 250,
    deliveryThresholdFree: 3000,
    deliveryMinOrder: 1000,
    deliveryPricePerProduct: 50,
    deliveryZones: [
      [
        { lat: 44.07, lng: 12.55 },
        { lat: 44.07, lng: 12.6 },
        { lat: 44.04, lng: 12.6 },
        { lat: 44.04, lng: 12.55 },
      ],
    ],
  };
}

/**
 * A coupon as the storefront carries it (no code): a 10 % discount, every field the file may leave
 * out at the schema's own default, so a default changed in the schema changes here too.
 */
export function publicCoupon(over: Partial<PublicCoupon> & Pick<PublicCoupon, 'id'>): PublicCoupon {
  return { ...publicCouponSchema.parse({ id: over.id, value: 10 }), ...over };
}

/** The test customer's home, Viale Vespucci 12, inside the test delivery zone, as the server's geocoder gives it back and an order stores it. A fresh copy each call. */
export function vespucci12() {
  return {
    route: 'Viale Vespucci',
    street_number: '12',
    postal_code: '47921',
    locality: 'Rimini',
    country: 'Italia',
    floor: '2',
    intercom_name: 'Rossi',
    lat: 44.06,
    lng: 12.58,
    place_id: 'gazetteer:vespucci-12',
  };
}

const ALL_DAY = [{ from: '00:00', to: '00:00' }];
const EVERY_DAY = {
  mon: ALL_DAY,
  tue: ALL_DAY,
  wed: ALL_DAY,
  thu: ALL_DAY,
  fri: ALL_DAY,
  sat: ALL_DAY,
  sun: ALL_DAY,
};

/**
 * The smallest valid business file, for the schema's tests: one language, pick-up paid cash,
 * open round the clock, one category with one product, every optional part left to its default.
 * A fresh copy each call, so a test may change it freely.
 */
export function minimalBusinessFile(): BusinessFileInput {
  return {
    business: { key: 'trattoria', name: 'Trattoria' },
    configuration: {
      languages: [{ locale: 'it', default: true }],
      colors: { ...TEST_COLORS },
      logo: '/logo.svg',
      payment_methods: [{ code: 'cash_on_delivery', name: 'Contanti' }],
      delivery_method: [{ code: 'pick_up', name: 'Ritiro', paymentTypes: [{ code: 'cash_on_delivery' }] }],
      image_format: {},
      routes: { privacy_policy: '/privacy/{locale}.html' },
      customer_auth_type: 'solo_guest',
      menu_delivery_mode: 'delivery_and_menu',
    },
    delivery_order: {
      orderAcceptTimetables: EVERY_DAY,
      publicOpenTimetables: EVERY_DAY,
      deliveryTimetables: EVERY_DAY,
      deliveryPrice: 250,
      deliveryThresholdFree: 0,
      deliveryMinOrder: 0,
      deliveryPricePerProduct: 0,
      deliveryZones: [],
    },
    anagraphic: { id: 1, idAttivita: 1, name: 'Trattoria', address: 'Via Roma 1', city: 'Rimini' },
    categories: [{ id: 1, slug: 'pizze', name: 'Pizze' }],
    products: [
      {
        id: 1,
        categoryId: 1,
        name: 'Margherita',
        price: 700,
        view_on_delivery: true,
        view_on_digital_menu: true,
      },
    ],
  };
}
