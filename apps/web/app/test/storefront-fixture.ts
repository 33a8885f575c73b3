import type { Storefront } from '@ordina/contracts';
import { storefrontCategory as category, testProduct as product } from '@ordina/contracts/test/test-menu';
import { testStorefront } from '@ordina/contracts/test/test-storefront';

/** A category and a product with only what a test cares about set (the builders every package's tests share). */
export { category, product };

/** A week with no hours on any day. */
const closedWeek = () => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

/**
 * A small storefront for component tests (two languages, two categories): the test pizzeria's
 * storefront (@ordina/contracts/test) as a Bologna trattoria that takes guests only, with no
 * payment or delivery method, no hours, no coupon and nothing charged for delivery.
 */
export function storefront(overrides: { link_menu_delivery?: '0' | '1' } = {}): Storefront {
  return testStorefront(
    {
      languages: [
        { locale: 'it', default: true },
        { locale: 'en', default: false },
      ],
      colors: {
        primary: '#123456',
        secondary: '#654321',
        navbar_background: '#000000',
        navbar_text: '#ffffff',
        coupon: '#aa0000',
        button_color: '#00aa00',
        button_text: '#ffffff',
      },
      logo: '/logo.png',
      payment_methods: [],
      delivery_method: [],
      has_sms_to_spend: false,
      routes: { privacy_policy: '/privacy/{locale}.html', oauth_google: '', oauth_facebook: '' },
      customer_auth_type: 'solo_guest',
      link_menu_delivery: overrides.link_menu_delivery ?? '1',
      order_verify_data: 'no',
      coupons: [],
      has_coupons: false,
    },
    {
      orderAcceptTimetables: closedWeek(),
      publicOpenTimetables: closedWeek(),
      deliveryTimetables: closedWeek(),
      deliveryPrice: 0,
      deliveryThresholdFree: 0,
      deliveryMinOrder: 0,
      deliveryPricePerProduct: 0,
      deliveryZones: [],
    },
    {
      languages: ['it', 'en'],
      anagraphic: {
        name: 'Trattoria Prova',
        address: 'Via Roma 1',
        zipCode: '40100',
        city: 'Bologna',
        province: '',
        latitude: null,
        longitude: null,
        email: '',
      },
      categories: [
        category({
          id: 1,
          slug: 'primi-piatti',
          name: 'Primi piatti',
          languages: { en: { name: 'First courses' } },
          products: {
            deliveryNumber: 2,
            menuNumber: 3,
          },
        }),
        category({
          id: 2,
          slug: 'dolci',
          name: 'Dolci',
          products: {
            deliveryNumber: 1,
            menuNumber: 1,
          },
        }),
      ],
    },
  );
}
