import type { Storefront, Timetable } from '../index.ts';
import { publicCoupon, TEST_COLORS, testDeliveryOffer } from './test-business.ts';

/*
 * The test pizzeria's storefront as the storefront API answers it, for every package's tests
 * (the domain's order quote adds its menu; the server's messages change its name and languages):
 * prices in cents, Europe/Rome; orders accepted 11:00–23:00 and delivered 19:00–22:00 in 15-minute
 * slots of 4 orders every day but Monday; shipping 2,50 € + 0,50 € a product, free from 30,00 €,
 * minimum order 10,00 €; one square delivery zone around Rimini; home delivery (cash, PayPal),
 * pick-up (cash), table service (cash, 'other'), take-away with no payment type (so not offered).
 * Coupons: PIZZA10 (public, manual), an automatic first-order free delivery, an automatic 5 % from 20,00 €.
 */

const everyDayButMonday = (from: string, to: string): Timetable => ({
  mon: [],
  tue: [{ from, to }],
  wed: [{ from, to }],
  thu: [{ from, to }],
  fri: [{ from, to }],
  sat: [{ from, to }],
  sun: [{ from, to }],
});

/**
 * A fresh storefront of the test pizzeria with an empty menu (each package's tests add theirs); `over`
 * replaces configuration fields, `delivery` delivery_order fields, the third argument anagraphic fields and any other part.
 */
export function testStorefront(
  over: Partial<Storefront['configuration']> = {},
  delivery: Partial<Storefront['configuration']['delivery_order']> = {},
  {
    anagraphic,
    ...rest
  }: Partial<Omit<Storefront, 'configuration' | 'anagraphic'>> & {
    anagraphic?: Partial<Storefront['anagraphic']>;
  } = {},
): Storefront {
  return {
    configuration: {
      languages: [{ locale: 'it', default: true }],
      colors: { ...TEST_COLORS },
      logo: '/logo.svg',
      params: [],
      payment_methods: [
        {
          code: 'cash_on_delivery',
          name: 'Contanti',
          label: '',
          description: '',
          online: false,
          languages: {},
        },
        { code: 'paypal', name: 'PayPal', label: '', description: '', online: true, languages: {} },
        {
          code: 'other',
          name: 'Buono pasto',
          label: 'Buono',
          description: 'Al tavolo',
          online: false,
          languages: {},
        },
      ],
      delivery_method: [
        {
          code: 'home_delivery',
          name: 'Domicilio',
          paymentTypes: [{ code: 'cash_on_delivery' }, { code: 'paypal' }],
        },
        { code: 'pick_up', name: 'Ritiro', paymentTypes: [{ code: 'cash_on_delivery' }] },
        {
          code: 'table_delivery',
          name: 'Al tavolo',
          paymentTypes: [{ code: 'cash_on_delivery' }, { code: 'other' }],
        },
        { code: 'take_away', name: 'Asporto', paymentTypes: [] },
      ],
      has_sms_to_spend: true,
      image_format: { box_list: false, box_product_list: false },
      routes: { privacy_policy: '/privacy', oauth_google: '', oauth_facebook: '' },
      customer_auth_type: 'guest_or_login',
      menu_delivery_mode: 'delivery_and_menu',
      link_menu_delivery: '1',
      order_verify_data: 'email_sms',
      time_zone: 'Europe/Rome',
      notice: {},
      food_intolerance_text: {},
      removable_items_title: {},
      delivery_delay_notice: {},
      web_push: true,
      coupons: [
        publicCoupon({
          id: 1,
          value: 10,
          min_order_amount: 1500,
          validity_hour_from: '18:00',
          validity_hour_to: '22:00',
        }),
        publicCoupon({
          id: 3,
          value: 0,
          free_shipping: true,
          at_first_order: true,
          automatic_order_binding: 1,
        }),
        publicCoupon({ id: 4, value: 5, min_order_amount: 2000, automatic_order_binding: 1 }),
      ],
      has_coupons: true,
      delivery_order: {
        orderAcceptTimetables: everyDayButMonday('11:00', '23:00'),
        publicOpenTimetables: everyDayButMonday('11:00', '23:00'),
        deliveryTimetables: everyDayButMonday('19:00', '22:00'),
        ...testDeliveryOffer(),
        deliverySlotMinutes: 15,
        deliverySlotMaxOrders: 4,
        deliverySlotMaxItems: null,
        closures: [],
        ...delivery,
      },
      ...over,
    },
    languages: ['it'],
    anagraphic: {
      id: 1,
      idAttivita: 1,
      name: 'Pizzeria Test',
      address: 'Via Garibaldi 12',
      zipCode: '47921',
      city: 'Rimini',
      province: 'RN',
      phone: '',
      mobilePhone: '',
      website: '',
      facebook: '',
      instagram: '',
      whatsapp: '',
      googleMapUrl: '',
      latitude: 44.0594,
      longitude: 12.5683,
      logo: '',
      email: 'info@pizzeria.test',
      ...anagraphic,
    },
    categories: [],
    products: [],
    category_options: [],
    ...rest,
  };
}
