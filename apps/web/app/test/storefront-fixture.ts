import type { Product, Storefront, StorefrontCategory } from '@ordina/contracts';

/** A category as the storefront carries it, with only what a test cares about set. */
export function category(
  overrides: Partial<StorefrontCategory> & Pick<StorefrontCategory, 'id' | 'slug' | 'name'>,
): StorefrontCategory {
  return {
    position: overrides.id,
    description: '',
    image: null,
    icon: null,
    options_id: null,
    languages: {},
    products: {
      deliveryNumber: 0,
      menuNumber: 0,
      at_least_one_with_an_image: false,
      at_least_one_with_an_image_menu: false,
    },
    ...overrides,
  };
}

/** A product with only what a test cares about set (category 1, 5,00 €, shown on delivery and menu, unless overridden). */
export function product(overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    categoryId: 1,
    position: 0,
    description: '',
    image: null,
    icon: null,
    price: 500,
    price_menu: null,
    view_on_delivery: true,
    view_on_digital_menu: true,
    removable_items: [],
    languages: {},
    ...overrides,
  };
}

/** A small storefront for component tests (two languages, two categories). */
export function storefront(overrides: { link_menu_delivery?: '0' | '1' } = {}): Storefront {
  return {
    configuration: {
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
      params: [],
      payment_methods: [],
      delivery_method: [],
      has_sms_to_spend: false,
      image_format: { box_list: false, box_product_list: false },
      routes: { privacy_policy: '/privacy/{locale}.html', oauth_google: '', oauth_facebook: '' },
      customer_auth_type: 'solo_guest',
      menu_delivery_mode: 'delivery_and_menu',
      link_menu_delivery: overrides.link_menu_delivery ?? '1',
      order_verify_data: 'no',
      time_zone: 'Europe/Rome',
      notice: {},
      food_intolerance_text: {},
      removable_items_title: {},
      delivery_delay_notice: {},
      web_push: false,
      delivery_order: {
        orderAcceptTimetables: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
        publicOpenTimetables: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
        deliveryTimetables: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
        deliveryPrice: 0,
        deliveryThresholdFree: 0,
        deliveryMinOrder: 0,
        deliveryPricePerProduct: 0,
        deliveryZones: [],
        deliverySlotMinutes: 15,
        deliverySlotMaxOrders: 4,
        deliverySlotMaxItems: null,
        closures: [],
      },
      coupons: [],
      has_coupons: false,
    },
    languages: ['it', 'en'],
    anagraphic: {
      id: 1,
      idAttivita: 1,
      name: 'Trattoria Prova',
      address: 'Via Roma 1',
      zipCode: '40100',
      city: 'Bologna',
      province: '',
      phone: '',
      mobilePhone: '',
      website: '',
      facebook: '',
      instagram: '',
      whatsapp: '',
      googleMapUrl: '',
      latitude: null,
      longitude: null,
      logo: '',
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
          at_least_one_with_an_image: false,
          at_least_one_with_an_image_menu: false,
        },
      }),
      category({
        id: 2,
        slug: 'dolci',
        name: 'Dolci',
        products: {
          deliveryNumber: 1,
          menuNumber: 1,
          at_least_one_with_an_image: false,
          at_least_one_with_an_image_menu: false,
        },
      }),
    ],
    products: [],
    category_options: [],
  };
}
