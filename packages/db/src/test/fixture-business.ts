import type { BusinessFileInput, PublicCoupon } from '@ordina/contracts';
import { publicCoupon, TEST_COLORS, testDeliveryOffer } from '@ordina/contracts/test/test-business';

/*
 * A small but complete business file for tests: two languages, two payment and
 * delivery methods, all three timetables, one delivery zone, three categories
 * (one without products), products seen on delivery only / menu only / both,
 * an ingredient shared by two products, one option group with exclusions, and
 * public, manual and automatic coupons, a new-order e-mail address and SMS
 * credit. Each call returns a fresh copy, so a
 * test may change it freely.
 */

const lunchAndDinner = [
  { from: '11:30', to: '14:30' },
  { from: '18:30', to: '23:00' },
];

/** PIZZA10's fields as the file writes them (public by default; the fields it leaves out take their defaults). */
const PIZZA10_IN_FILE = {
  id: 1,
  description: '10% di sconto sulle pizze',
  value: 10,
  value_mode: '%',
  min_order_amount: 1500,
  validity_from: '2026-01-01',
  validity_to: '2026-12-31',
  validity_hour_from: '18:00',
  validity_hour_to: '22:00',
  validity_week_days: ['fri', 'tue'],
  languages: { en: { description: '10% off pizzas' } },
} satisfies Partial<PublicCoupon>;

/** PIZZA10 as the storefront shows it once imported: no code, every field left out at its default. */
export const PIZZA10_SHOWN: PublicCoupon = publicCoupon(structuredClone(PIZZA10_IN_FILE));

/** A fresh copy of the test business file (key `trattoria-test`). */
export function fixtureBusinessFile(): BusinessFileInput {
  return {
    business: { key: 'trattoria-test', name: 'Trattoria Test' },
    configuration: {
      languages: [
        { locale: 'en', default: false },
        { locale: 'it', default: true },
      ],
      colors: { ...TEST_COLORS },
      logo: '/assets/trattoria-test/logo.svg',
      params: [
        { param_name: 'DELIVERY_DELAY_NOTICE', value: 'Sabato sera consegne con 20 minuti di ritardo' },
        { param_name: 'ORDER_VERIFY_DATA', value: 'email' },
      ],
      payment_methods: [
        {
          code: 'cash_on_delivery',
          name: 'Contanti',
          label: 'Contanti alla consegna',
          description: 'Paghi al fattorino',
        },
        {
          code: 'paypal',
          name: 'PayPal',
          label: 'PayPal',
          description: 'Pagamento on-line',
          online: true,
          gateway: 'sandbox',
          languages: { en: { label: 'PayPal', description: 'Pay online' } },
        },
      ],
      delivery_method: [
        {
          code: 'home_delivery',
          name: 'Consegna a domicilio',
          paymentTypes: [{ code: 'cash_on_delivery' }, { code: 'paypal' }],
        },
        { code: 'pick_up', name: 'Ritiro al locale', paymentTypes: [{ code: 'cash_on_delivery' }] },
      ],
      has_sms_to_spend: true,
      image_format: { box_list: true, box_product_list: false },
      routes: { privacy_policy: '/privacy/{locale}.html', oauth_google: '/connect/google/start' },
      customer_auth_type: 'guest_or_login',
      menu_delivery_mode: 'delivery_and_menu',
      link_menu_delivery: '1',
      order_verify_data: 'email_sms',
      time_zone: 'Europe/Rome',
      notice: { it: '<p>Aperti anche a Ferragosto</p>', en: '<p>Open on 15 August too</p>' },
      food_intolerance_text: { it: 'Chiedi al personale per gli allergeni' },
      removable_items_title: { it: 'Vuoi togliere un ingrediente?' },
      delivery_delay_notice: { en: 'Saturday evening deliveries run 20 minutes late' },
    },
    delivery_order: {
      orderAcceptTimetables: {
        tue: lunchAndDinner,
        wed: lunchAndDinner,
        sat: [{ from: '18:00', to: '00:00' }],
        sun: [{ from: '00:00', to: '02:00' }],
      },
      publicOpenTimetables: {
        tue: lunchAndDinner,
        wed: lunchAndDinner,
        sat: [{ from: '18:00', to: '23:59' }],
      },
      deliveryTimetables: { tue: [{ from: '19:00', to: '22:30' }], sat: [{ from: '19:00', to: '23:30' }] },
      ...testDeliveryOffer(),
      deliverySlotMinutes: 20,
      deliverySlotMaxOrders: 3,
      // Fixed past dates (issue 35): no test's clock falls on them unless it means to.
      closures: [
        { from: '2020-12-25', closed: true, note: { it: 'Natale', en: 'Christmas' } },
        { from: '2020-01-07', to: '2020-01-31', closed: true },
        { from: '2020-08-15', closed: false, intervals: [{ from: '19:00', to: '02:00' }] },
      ],
    },
    anagraphic: {
      id: 7,
      idAttivita: 70,
      name: 'Trattoria Test',
      address: 'Via Garibaldi 12',
      zipCode: '47921',
      city: 'Rimini',
      province: 'RN',
      phone: '+39 0541 000000',
      mobilePhone: '+39 333 0000000',
      website: 'https://trattoria.example',
      whatsapp: '+39 333 0000000',
      latitude: 44.0594,
      longitude: 12.5683,
      email: 'info@trattoria.example',
    },
    categories: [
      {
        id: 10,
        slug: 'pizze',
        position: 1,
        name: 'Pizze',
        description: 'Cotte nel forno a legna',
        image: '/img/pizze.jpg',
        options_id: 500,
        languages: { en: { name: 'Pizzas', description: 'Wood-fired' } },
      },
      { id: 20, slug: 'bevande', position: 2, name: 'Bevande', icon: 'glass' },
      // Listed first but positioned last: storefront order follows position.
      { id: 5, slug: 'in-arrivo', position: 3, name: 'In arrivo' },
    ],
    products: [
      {
        id: 101,
        categoryId: 10,
        position: 2,
        name: 'Diavola',
        description: 'Pomodoro, mozzarella, salame piccante',
        image: null,
        price: 850,
        price_menu: 900,
        view_on_delivery: true,
        view_on_digital_menu: true,
        removable_items: [
          { id: 1, name: 'Mozzarella', languages: { en: { name: 'Mozzarella cheese' } } },
          { id: 3, name: 'Salame piccante' },
        ],
      },
      {
        id: 100,
        categoryId: 10,
        position: 1,
        name: 'Margherita',
        description: 'Pomodoro, mozzarella, basilico',
        image: '/img/margherita.jpg',
        price: 700,
        price_menu: 750,
        view_on_delivery: true,
        view_on_digital_menu: true,
        removable_items: [
          { id: 1, name: 'Mozzarella', languages: { en: { name: 'Mozzarella cheese' } } },
          { id: 2, name: 'Basilico' },
        ],
        languages: {
          en: { name: 'Margherita', description: 'Tomato, mozzarella, basil' },
          fr: { description: 'Tomate, mozzarella, basilic' },
        },
      },
      {
        id: 102,
        categoryId: 10,
        position: 3,
        name: 'Pizza del giorno',
        image: '/img/giorno.jpg',
        price: null,
        view_on_delivery: false,
        view_on_digital_menu: true,
      },
      {
        id: 200,
        categoryId: 20,
        position: 1,
        name: 'Acqua 0,5 l',
        price: 150,
        view_on_delivery: true,
        view_on_digital_menu: false,
      },
      {
        id: 201,
        categoryId: 20,
        position: 2,
        name: 'Birra artigianale',
        image: '',
        price: 500,
        price_menu: 550,
        view_on_delivery: true,
        view_on_digital_menu: true,
      },
    ],
    category_options: [
      {
        id: 500,
        position: 1,
        name: 'Varianti pizza',
        options: [
          {
            id: 50,
            name: 'Impasto',
            multi_select: false,
            min_select: 1,
            max_select: 1,
            default_item_id: 501,
            items: [
              { id: 501, name: 'Classico', price: 0 },
              { id: 502, name: 'Integrale', price: 100, languages: { en: { name: 'Wholemeal' } } },
            ],
          },
          {
            id: 51,
            name: 'Aggiunte',
            description: 'Fino a due',
            multi_select: true,
            min_select: 0,
            max_select: 2,
            excluded_products_id: [102, 101],
            items: [
              { id: 511, name: 'Bufala', price: 200 },
              { id: 512, name: 'Senza glutine', price: 50, operand: '-' },
              { id: 513, name: 'Olive', price: 80 },
            ],
            languages: { en: { name: 'Extras', description: 'Up to two' } },
          },
        ],
      },
    ],
    coupons: [
      { ...structuredClone(PIZZA10_IN_FILE), code: 'PIZZA10' },
      {
        id: 2,
        code: 'Amici5',
        description: '5 euro per gli amici',
        value: 500,
        value_mode: 'euro',
        public: false,
        usage_limit: 50,
        usage_limit_per_customer: 1,
      },
      {
        id: 3,
        code: 'BENVENUTO',
        description: 'Consegna gratis al primo ordine',
        value: 0,
        value_mode: '%',
        free_shipping: true,
        at_first_order: true,
        automatic_order_binding: 1,
        public: false,
      },
    ],
    messaging: { new_order_email: 'ordini@trattoria-test.example', sms_credit: 100 },
  };
}
