import { phoneNormalize } from './phone.ts';
import { ADDRESS_PART_ERROR_CODES, type Storefront } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import { orderQuote } from './order-quote.ts';
import type { OrderDraft, OrderQuoteInput, QuotedOrder } from './order-quote.ts';
import { chosenItem } from './test/chosen-item.ts';
import { pizza10, storefront } from './test/storefront.ts';
import { vespucci12 } from '@ordina/contracts/test/test-business';

// The storefront of test/storefront.ts. It is Wednesday 10 June 2026, 18:40 in
// Rome (16:40 UTC): orders are accepted (11:00–23:00), today's slots start at
// 19:00, every 15 minutes until 21:45.
const now = new Date('2026-06-10T16:40:00Z');

// The customer's address, carried unchanged into the placed order.
const VESPUCCI_12 = vespucci12();

// 2 Margherita with mushrooms (8,00 + 1,00) and a Cola (2,50): 20,50 € of products,
// 3 pieces. Home delivery would cost 2,50 + 3 × 0,50 = 4,00 €.
const draft = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  lines: [
    { productId: 1, itemIds: [5011, 5031, 5022], removedIds: [102], qty: 2 },
    { productId: 3, itemIds: [], removedIds: [], qty: 1 },
  ],
  deliveryMethod: 'home_delivery',
  paymentMethod: 'cash_on_delivery',
  slot: { day: '2026-06-10', time: '19:30' },
  address: VESPUCCI_12,
  customer: {
    name: ' Anna ',
    lastname: 'Rossi',
    email: ' Anna.Rossi@Example.com ',
    phone: '333 123 4567',
    note: 'Citofono rotto',
  },
  deliveryNote: 'Lasciare al portiere',
  couponCode: null,
  privacyPolicy: true,
  newsletter: false,
  verifyMethod: null,
  // A first order: the automatic free delivery (saves 4,00 €) beats 5 % (1,03 €).
  displayedTotal: 2050,
  ...over,
});

const quote = (over: Partial<OrderDraft> = {}, input: Partial<Omit<OrderQuoteInput, 'draft'>> = {}) =>
  orderQuote({
    draft: draft(over),
    storefront: storefront(),
    now,
    locale: 'it',
    authenticated: false,
    manualCoupon: null,
    firstOrder: true,
    ...input,
  });

function accepted(result: ReturnType<typeof orderQuote>): QuotedOrder {
  if (!result.ok) throw new Error(`refused: ${result.errors.join(', ')}`);
  return result.order;
}
function errors(result: ReturnType<typeof orderQuote>): string[] {
  return result.ok ? [] : result.errors;
}

describe('orderQuote: an order that can be placed', () => {
  it("names the lines in the order's language as well as the business's (issue 31 item 6)", () => {
    const [margherita] = accepted(quote({}, { locale: 'en' })).lines;
    expect(margherita?.options[0]).toMatchObject({ optionName: 'Impasto', optionNameInOrderLocale: 'Dough' });
  });

  it('prices a guest’s home delivery from the catalogue and holds it for e-mail verification', () => {
    expect(accepted(quote())).toEqual({
      status: 'unverified',
      verifyMethod: 'verify_with_email',
      customer: {
        name: 'Anna',
        lastname: 'Rossi',
        email: 'anna.rossi@example.com',
        phone: '+39 333 123 4567',
        phoneE164: '+393331234567',
        phoneMobile: true,
        note: 'Citofono rotto',
      },
      delivery: {
        method: 'home_delivery',
        place: null,
        address: VESPUCCI_12,
        note: 'Lasciare al portiere',
      },
      slot: { day: '2026-06-10', time: '19:30', startsAt: '2026-06-10T17:30:00.000Z', units: 1, max: 4 },
      paymentMethod: 'cash_on_delivery',
      paymentOnline: false,
      lines: [
        {
          productId: 1,
          name: 'Margherita',
          nameInOrderLocale: 'Margherita',
          categoryName: 'Pizze',
          categoryNameInOrderLocale: 'Pizze',
          qty: 2,
          unitPrice: 800,
          unitVariationsPrice: 100,
          totalUnitPrice: 900,
          lineTotal: 1800,
          options: [
            chosenItem(501, 'Impasto', 5011, 'Classico', 0),
            chosenItem(502, 'Aggiunte', 5022, 'Funghi', 100),
            chosenItem(503, 'Cottura', 5031, 'Forno a legna', 0),
          ],
          removed: [{ id: 102, name: 'Basilico', nameInOrderLocale: 'Basilico' }],
        },
        {
          productId: 3,
          name: 'Cola',
          nameInOrderLocale: 'Cola',
          categoryName: 'Bevande',
          categoryNameInOrderLocale: 'Bevande',
          qty: 1,
          unitPrice: 250,
          unitVariationsPrice: 0,
          totalUnitPrice: 250,
          lineTotal: 250,
          options: [],
          removed: [],
        },
      ],
      quantity: 3,
      // 20,50 + 0 (free delivery by the first-order coupon) = 20,50.
      prices: { cart: 2050, coupon: 0, shipping: 0, freeShipping: true, tip: 0, total: 2050 },
      coupon: {
        id: 3,
        value: 0,
        value_mode: '%',
        free_shipping: true,
        at_first_order: true,
        source: 'automatic',
      },
      manualCoupon: 'none',
      consents: { privacyPolicy: true, newsletter: false },
    });
  });

  it('gives a returning customer the best coupon left: 5 % of 20,50 = 1,03 → 20,50 − 1,03 + 4,00 = 23,47', () => {
    const order = accepted(quote({ displayedTotal: 2347 }, { firstOrder: false }));
    expect(order.prices).toEqual({
      cart: 2050,
      coupon: -103,
      shipping: 400,
      freeShipping: false,
      tip: 0,
      total: 2347,
    });
    expect(order.coupon).toMatchObject({ id: 4, source: 'automatic' });
  });

  it('lets an active manual coupon beat the automatic one: 10 % of 20,50 = 2,05 → 20,50 − 2,05 + 4,00 = 22,45', () => {
    const order = accepted(quote({ couponCode: 'pizza10', displayedTotal: 2245 }, { manualCoupon: pizza10 }));
    expect(order.prices).toEqual({
      cart: 2050,
      coupon: -205,
      shipping: 400,
      freeShipping: false,
      tip: 0,
      total: 2245,
    });
    expect(order.coupon).toEqual({
      id: 1,
      value: 10,
      value_mode: '%',
      free_shipping: false,
      at_first_order: false,
      source: 'manual',
    });
    expect(order.manualCoupon).toBe('applied');
  });

  it('charges no shipping for pick-up, so 5 % (1,03 €) beats the free delivery worth nothing there: 19,47', () => {
    const order = accepted(quote({ deliveryMethod: 'pick_up', address: null, displayedTotal: 1947 }));
    expect(order.prices).toEqual({
      cart: 2050,
      coupon: -103,
      shipping: 0,
      freeShipping: false,
      tip: 0,
      total: 1947,
    });
    expect(order.delivery).toEqual({
      method: 'pick_up',
      place: null,
      address: null,
      note: 'Lasciare al portiere',
    });
  });

  it('keeps the table number for table service and ignores any address sent along', () => {
    const order = accepted(
      quote({
        deliveryMethod: 'table_delivery',
        paymentMethod: 'other',
        localPlace: ' Tavolo 12 ',
        displayedTotal: 1947,
      }),
    );
    expect(order.delivery).toMatchObject({ method: 'table_delivery', place: 'Tavolo 12', address: null });
    expect(order.paymentMethod).toBe('other');
  });

  it('places a logged-in customer’s order straight to the business, without verification', () => {
    const order = accepted(quote({ verifyMethod: 'verify_with_email' }, { authenticated: true }));
    expect([order.status, order.verifyMethod]).toEqual(['to_manage', null]);
  });

  it('needs no verification when the business says ORDER_VERIFY_DATA no', () => {
    const order = accepted(
      orderQuote({
        draft: draft(),
        storefront: storefront({ order_verify_data: 'no' }),
        now,
        locale: 'it',
        authenticated: false,
        manualCoupon: null,
        firstOrder: true,
      }),
    );
    expect([order.status, order.verifyMethod]).toEqual(['to_manage', null]);
  });

  it('waits for the payment of an online method, without verification', () => {
    const order = accepted(quote({ paymentMethod: 'paypal' }));
    expect([order.status, order.verifyMethod, order.paymentOnline]).toEqual(['waiting_payment', null, true]);
  });

  it('verifies by SMS when asked and offered (mobile phone, SMS credit, e-mail+SMS); otherwise by e-mail, never not at all', () => {
    expect(accepted(quote({ verifyMethod: 'verify_with_sms' })).verifyMethod).toBe('verify_with_sms');
    const landline = { ...draft().customer, phone: '0541 123456' };
    expect(accepted(quote({ verifyMethod: 'verify_with_sms', customer: landline })).verifyMethod).toBe(
      'verify_with_email',
    );
    const noCredit = storefront({ has_sms_to_spend: false });
    const result = orderQuote({
      draft: draft({ verifyMethod: 'verify_with_sms' }),
      storefront: noCredit,
      now,
      locale: 'it',
      authenticated: false,
      manualCoupon: null,
      firstOrder: true,
    });
    expect(accepted(result).verifyMethod).toBe('verify_with_email');
  });

  it('takes one order from a slot, or the order’s pieces when the business counts kitchen load', () => {
    expect(accepted(quote()).slot).toMatchObject({ units: 1, max: 4 });
    const kitchen = storefront({}, { deliverySlotMaxItems: 30 });
    const result = orderQuote({
      draft: draft(),
      storefront: kitchen,
      now,
      locale: 'it',
      authenticated: false,
      manualCoupon: null,
      firstOrder: true,
    });
    expect(accepted(result).slot).toMatchObject({ units: 3, max: 30 });
  });

  it('accepts a slot of a later day within the week, and one running over midnight', () => {
    expect(accepted(quote({ slot: { day: '2026-06-16', time: '21:45' } })).slot.startsAt).toBe(
      '2026-06-16T19:45:00.000Z',
    );
    const lateNight = storefront(
      {},
      {
        deliveryTimetables: {
          mon: [],
          tue: [],
          wed: [{ from: '23:00', to: '01:00' }],
          thu: [],
          fri: [],
          sat: [],
          sun: [],
        },
      },
    );
    const result = orderQuote({
      draft: draft({ slot: { day: '2026-06-11', time: '00:30' } }),
      storefront: lateNight,
      now,
      locale: 'it',
      authenticated: false,
      manualCoupon: null,
      firstOrder: true,
    });
    expect(accepted(result).slot).toMatchObject({
      day: '2026-06-11',
      time: '00:30',
      startsAt: '2026-06-10T22:30:00.000Z',
    });
  });
});

describe('orderQuote: refusals (spec §5, §8 and docs/decisions/007)', () => {
  it('answers PRICES_CHANGED with the fresh prices when the customer saw another total (a tampered price)', () => {
    const result = quote({ displayedTotal: 1 });
    expect(result).toEqual({
      ok: false,
      errors: ['PRICES_CHANGED'],
      prices: { cart: 2050, coupon: 0, shipping: 0, freeShipping: true, tip: 0, total: 2050 },
      manualCoupon: 'none',
    });
  });

  it('answers PRICES_CHANGED when a coupon the customer saw no longer applies (first-order coupon, returning customer)', () => {
    const result = quote({}, { firstOrder: false });
    expect(result).toMatchObject({ ok: false, errors: ['PRICES_CHANGED'], prices: { total: 2347 } });
  });

  it('refuses an empty cart with CART_EMPTY', () => {
    expect(errors(quote({ lines: [], displayedTotal: 0 }))).toEqual(['CART_EMPTY']);
  });

  it('refuses lines the catalogue does not allow, without prices', () => {
    const result = quote({
      lines: [
        { productId: 4, itemIds: [], removedIds: [], qty: 1 },
        { productId: 2, itemIds: [5011, 5031], removedIds: [], qty: 1 },
        { productId: 1, itemIds: [5031], removedIds: [], qty: 1 },
        { productId: 1, itemIds: [5011, 5031, 5021, 5022, 5023], removedIds: [999], qty: 1 },
        { productId: 3, itemIds: [7], removedIds: [], qty: 0 },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        'WRONG_PRODUCT',
        'PRODUCT_OPTION_EXCLUDED',
        'OPTION_MIN_SELECT',
        'OPTION_MAX_SELECT',
        'WRONG_REMOVED_ITEM',
        'WRONG_QUANTITY',
        'WRONG_PRODUCT_OPTION',
      ],
      prices: null,
      manualCoupon: 'none',
    });
  });

  it('needs a delivery method the business offers, and a payment method that method offers', () => {
    expect(errors(quote({ deliveryMethod: null }))).toEqual(['NO_DELIVERY_METHOD']);
    expect(errors(quote({ deliveryMethod: ' ' }))).toEqual(['NO_DELIVERY_METHOD']);
    // Take-away has no payment type: not offered (spec §2).
    expect(errors(quote({ deliveryMethod: 'take_away' }))).toEqual(['WRONG_DELIVERY_METHOD']);
    expect(errors(quote({ deliveryMethod: 'drone_delivery' }))).toEqual(['WRONG_DELIVERY_METHOD']);
    expect(errors(quote({ paymentMethod: null }))).toEqual(['NO_PAYMENT_METHOD']);
    expect(
      errors(quote({ deliveryMethod: 'pick_up', paymentMethod: 'paypal', displayedTotal: 1947 })),
    ).toEqual(['WRONG_PAYMENT_METHOD']);
    expect(errors(quote({ paymentMethod: 'bitcoin' }))).toEqual(['WRONG_PAYMENT_METHOD']);
  });

  it('needs every part of a home-delivery address, as the server geocoded it', () => {
    // One code a missing part: route, street number, ZIP code, locality, latitude, longitude.
    expect(errors(quote({ address: null }))).toEqual(ADDRESS_PART_ERROR_CODES);
    const address = draft().address;
    expect(errors(quote({ address: { ...address, street_number: ' ', postal_code: null } }))).toEqual([
      'NO_STREET_NUMBER',
      'NO_ZIP_CODE',
    ]);
    expect(errors(quote({ address: { ...address, lat: Number.NaN } }))).toEqual(['NO_LATITUDE']);
  });

  it('refuses an address outside every delivery zone', () => {
    // Santarcangelo, west of the zone.
    expect(errors(quote({ address: { ...draft().address, lat: 44.063, lng: 12.447 } }))).toEqual([
      'OUTSIDE_DELIVERY_ZONE',
    ]);
  });

  it('keeps floor (40) and doorbell (60) to their lengths', () => {
    const address = draft().address;
    expect(
      errors(quote({ address: { ...address, floor: 'x'.repeat(40), intercom_name: 'y'.repeat(60) } })),
    ).toEqual([]);
    expect(errors(quote({ address: { ...address, floor: 'x'.repeat(41) } }))).toEqual(['GENERIC_ERROR']);
    expect(errors(quote({ address: { ...address, intercom_name: 'y'.repeat(61) } }))).toEqual([
      'GENERIC_ERROR',
    ]);
  });

  it('needs the place of table, umbrella and car service in letters, digits and spaces', () => {
    const table = { deliveryMethod: 'table_delivery', displayedTotal: 1947 };
    expect(errors(quote({ ...table, localPlace: null }))).toEqual(['NO_DELIVERY_PLACE']);
    expect(errors(quote({ ...table, localPlace: '   ' }))).toEqual(['NO_DELIVERY_PLACE']);
    expect(errors(quote({ ...table, localPlace: 'T-12!' }))).toEqual(['WRONG_DELIVERY_PLACE']);
    // Whitespace, but on one line: the place goes into the restaurant's e-mails (issue 7).
    expect(errors(quote({ ...table, localPlace: 'Tavolo 12\n\nRimborso pronto' }))).toEqual([
      'WRONG_DELIVERY_PLACE',
    ]);
    expect(errors(quote({ ...table, localPlace: 'Ombrellone 7 fila B' }))).toEqual([]);
  });

  it('reads the hyphens and dots of a plate or place as spaces before the rule (issue 34, item 9)', () => {
    const car = { deliveryMethod: 'table_delivery', paymentMethod: 'other', displayedTotal: 1947 };
    expect(accepted(quote({ ...car, localPlace: 'AB-123-CD' })).delivery.place).toBe('AB 123 CD');
    expect(accepted(quote({ ...car, localPlace: 'Reihe 3 Nr. 42' })).delivery.place).toBe('Reihe 3 Nr 42');
    expect(errors(quote({ ...car, localPlace: 'AB_123' }))).toEqual(['WRONG_DELIVERY_PLACE']);
  });

  it('takes only a listed place where the method has a list, stored by its name (decision 068)', () => {
    const table = { deliveryMethod: 'table_delivery', paymentMethod: 'other', displayedTotal: 1947 };
    const places = { table_delivery: [{ code: 't12', name: 'Tavolo 12' }] };
    expect(accepted(quote({ ...table, localPlace: 't12' }, { places })).delivery.place).toBe('Tavolo 12');
    expect(accepted(quote({ ...table, localPlace: 'tavolo 12' }, { places })).delivery.place).toBe(
      'Tavolo 12',
    );
    expect(errors(quote({ ...table, localPlace: 't13' }, { places }))).toEqual(['WRONG_DELIVERY_PLACE']);
    expect(errors(quote({ ...table, localPlace: ' ' }, { places }))).toEqual(['NO_DELIVERY_PLACE']);
    // Another method's list leaves this one's free text as it was.
    const umbrellas = { beach_umbrella_delivery: [{ code: 'b14', name: 'Ombrellone B14' }] };
    expect(accepted(quote({ ...table, localPlace: 'Tavolo 3' }, { places: umbrellas })).delivery.place).toBe(
      'Tavolo 3',
    );
  });

  it('needs a slot the business offers: today not yet started, within the week, on the slot grid', () => {
    expect(errors(quote({ slot: { day: null, time: '19:30' } }))).toEqual(['NO_DELIVERY_DAY']);
    expect(errors(quote({ slot: { day: '2026-06-10', time: '' } }))).toEqual(['NO_DELIVERY_TIME']);
    // 18:30 has gone by; 19:07 is not a slot; 22:00 is the end of the delivery hours.
    expect(errors(quote({ slot: { day: '2026-06-10', time: '18:30' } }))).toEqual(['WRONG_DELIVERY_TIME']);
    expect(errors(quote({ slot: { day: '2026-06-10', time: '19:07' } }))).toEqual(['WRONG_DELIVERY_TIME']);
    expect(errors(quote({ slot: { day: '2026-06-10', time: '22:00' } }))).toEqual(['WRONG_DELIVERY_TIME']);
    // Yesterday, a week ahead (today + 7), Monday (no delivery), not a date at all.
    expect(errors(quote({ slot: { day: '2026-06-09', time: '19:30' } }))).toEqual(['WRONG_DELIVERY_DAY']);
    expect(errors(quote({ slot: { day: '2026-06-17', time: '19:30' } }))).toEqual(['WRONG_DELIVERY_DAY']);
    expect(errors(quote({ slot: { day: '2026-06-15', time: '19:30' } }))).toEqual(['WRONG_DELIVERY_DAY']);
    expect(errors(quote({ slot: { day: 'tomorrow', time: '19:30' } }))).toEqual(['WRONG_DELIVERY_DAY']);
  });

  it('keeps the lead time the offered slots use: with 30 minutes, 19:00 is gone at 18:40 and 19:15 is the first', () => {
    expect(errors(quote({ slot: { day: '2026-06-10', time: '19:00' } }, { slotLeadMinutes: 30 }))).toEqual([
      'WRONG_DELIVERY_TIME',
    ]);
    expect(errors(quote({ slot: { day: '2026-06-10', time: '19:15' } }, { slotLeadMinutes: 30 }))).toEqual(
      [],
    );
  });

  it('needs first name, last name, a valid e-mail and a valid phone (spec §5)', () => {
    const customer = draft().customer;
    expect(errors(quote({ customer: { ...customer, name: ' ', lastname: null } }))).toEqual([
      'NO_NAME',
      'NO_LASTNAME',
    ]);
    // One line of a name, as at registration: the name goes into the restaurant's e-mails (issue 7).
    expect(
      errors(
        quote({
          customer: {
            ...customer,
            name: 'Mario,\n\nYour refund is ready: https://evil.example/refund',
            lastname: 'www.evil.it',
          },
        }),
      ),
    ).toEqual(['WRONG_NAME', 'WRONG_LASTNAME']);
    expect(errors(quote({ customer: { ...customer, name: ' Zoë-Anne ', lastname: 'D’Angelo' } }))).toEqual(
      [],
    );
    expect(errors(quote({ customer: { ...customer, email: '' } }))).toEqual(['NO_EMAIL']);
    expect(errors(quote({ customer: { ...customer, email: 'anna.rossi' } }))).toEqual(['WRONG_EMAIL']);
    expect(errors(quote({ customer: { ...customer, phone: '+39 ' } }))).toEqual(['WRONG_PHONE']);
    expect(errors(quote({ customer: { ...customer, phone: '12345' } }))).toEqual(['WRONG_PHONE']);
  });

  it('takes the phone as the caller already read it, with the same outcome as reading it here', () => {
    const customer = draft().customer;
    const mobile = '+39 333 765 4321';
    expect(
      quote({ customer: { ...customer, phone: mobile } }, { customerPhone: phoneNormalize(mobile) }),
    ).toEqual(quote({ customer: { ...customer, phone: mobile } }));
    expect(
      errors(
        quote({ customer: { ...customer, phone: '12345' } }, { customerPhone: phoneNormalize('12345') }),
      ),
    ).toEqual(['WRONG_PHONE']);
    // The given reading is the one used: the server parses the phone once per order.
    const landline = phoneNormalize('+39 06 1234 5678');
    expect(
      accepted(quote({ customer: { ...customer, phone: mobile } }, { customerPhone: landline })).customer,
    ).toMatchObject({ phone: landline.international, phoneMobile: false });
  });

  it('needs the privacy policy accepted', () => {
    expect(errors(quote({ privacyPolicy: false }))).toEqual(['NOT_ACCEPTED_PRIVACY_POLICY']);
  });

  it('refuses an order below the minimum (10,00 €): one Cola, 2,50 + 2,50 shipping', () => {
    const result = quote({
      lines: [{ productId: 3, itemIds: [], removedIds: [], qty: 1 }],
      displayedTotal: 250,
    });
    expect(result).toMatchObject({
      ok: false,
      errors: ['MIN_ORDER_NOT_REACHED'],
      prices: { cart: 250, total: 250 },
    });
  });

  it('refuses orders outside the order-acceptance hours (23:30), even for a slot of tomorrow', () => {
    const late = new Date('2026-06-10T21:30:00Z');
    expect(errors(quote({ slot: { day: '2026-06-11', time: '19:30' } }, { now: late }))).toEqual([
      'ORDERS_NOT_ACCEPTED',
    ]);
  });

  it('refuses orders on a closed date (issue 35) as outside the acceptance hours, within its weekday hours', () => {
    const closedToday = storefront(
      {},
      { closures: [{ from: '2026-06-10', closed: true, intervals: [], note: {} }] },
    );
    expect(quote().ok).toBe(true);
    expect(errors(quote({}, { storefront: closedToday }))).toEqual(
      expect.arrayContaining(['ORDERS_NOT_ACCEPTED']),
    );
    // The slot of a closed date is refused too, even when ordering today is fine.
    const closedTomorrow = storefront(
      {},
      { closures: [{ from: '2026-06-11', closed: true, intervals: [], note: {} }] },
    );
    expect(
      errors(quote({ slot: { day: '2026-06-11', time: '19:30' } }, { storefront: closedTomorrow })),
    ).toEqual(['WRONG_DELIVERY_DAY']);
  });

  it('refuses every order of a menu-only business (menu_delivery_mode solo_menu), even within the hours', () => {
    const menuOnly = orderQuote({
      draft: draft(),
      storefront: storefront({ menu_delivery_mode: 'solo_menu' }),
      now,
      locale: 'it',
      authenticated: true,
      manualCoupon: null,
      firstOrder: true,
    });
    expect(errors(menuOnly)).toEqual(['ORDERS_NOT_ACCEPTED']);
  });

  it('refuses a guest where the business takes orders only from logged-in customers (solo_login)', () => {
    const soloLogin = storefront({ customer_auth_type: 'solo_login' });
    const guest = orderQuote({
      draft: draft(),
      storefront: soloLogin,
      now,
      locale: 'it',
      authenticated: false,
      manualCoupon: null,
      firstOrder: true,
    });
    expect(errors(guest)).toEqual(['LOGIN_REQUIRED']);
    const customer = orderQuote({
      draft: draft(),
      storefront: soloLogin,
      now,
      locale: 'it',
      authenticated: true,
      manualCoupon: null,
      firstOrder: true,
    });
    expect(customer.ok).toBe(true);
  });

  it('lists every problem once, in the order of the form', () => {
    const result = quote({
      paymentMethod: null,
      address: { ...draft().address, lat: 44.063, lng: 12.447 },
      slot: { day: '2026-06-10', time: '18:00' },
      customer: { ...draft().customer, email: 'x' },
      privacyPolicy: false,
      displayedTotal: 0,
    });
    expect(errors(result)).toEqual([
      'NO_PAYMENT_METHOD',
      'OUTSIDE_DELIVERY_ZONE',
      'WRONG_DELIVERY_TIME',
      'WRONG_EMAIL',
      'NOT_ACCEPTED_PRIVACY_POLICY',
      'PRICES_CHANGED',
    ]);
  });
});

describe('orderQuote: the typed coupon code', () => {
  const withPizza10 = (over: Partial<OrderDraft>, input: Partial<Omit<OrderQuoteInput, 'draft'>> = {}) =>
    quote({ couponCode: 'PIZZA10', ...over }, { manualCoupon: pizza10, ...input });

  it('says a code that does not exist, and prices without it', () => {
    const result = quote({ couponCode: 'NOPE' });
    expect(result.ok && [result.order.manualCoupon, result.order.prices.total]).toEqual([
      'not_existing',
      2050,
    ]);
  });

  it('does not apply it outside its hours (22:30) and says so: the automatic coupon applies instead', () => {
    const late = new Date('2026-06-10T20:30:00Z');
    const result = withPizza10({ slot: { day: '2026-06-11', time: '19:30' } }, { now: late });
    expect(result.ok && [result.order.manualCoupon, result.order.coupon?.id]).toEqual([
      'not_valid_temporarily',
      3,
    ]);
  });

  it('does not apply it below its minimum (15,00 €)', () => {
    const result = withPizza10({
      lines: [
        { productId: 1, itemIds: [5011, 5031], removedIds: [], qty: 1 },
        { productId: 3, itemIds: [], removedIds: [], qty: 2 },
      ],
      displayedTotal: 1300,
    });
    // 8,00 + 2 × 2,50 = 13,00, free delivery by the first-order coupon.
    expect(result.ok && [result.order.manualCoupon, result.order.prices.total]).toEqual(['min_order', 1300]);
  });

  it('refuses a first-order coupon typed by a customer who has ordered before', () => {
    const firstOrderOnly = { ...pizza10, at_first_order: true };
    const result = quote(
      { couponCode: 'PIZZA10', displayedTotal: 2347 },
      { manualCoupon: firstOrderOnly, firstOrder: false },
    );
    expect(result.ok && [result.order.manualCoupon, result.order.coupon?.id]).toEqual([
      'first_order_only',
      4,
    ]);
  });

  it('refuses a typed coupon the customer has used up with COUPON_EXHAUSTED, not with a change of prices', () => {
    const result = quote(
      { couponCode: 'PIZZA10', displayedTotal: 2050 },
      { manualCoupon: pizza10, couponsUsedUp: new Set([pizza10.id]) },
    );
    expect(result).toMatchObject({ ok: false, errors: ['COUPON_EXHAUSTED'], manualCoupon: 'used_up' });
  });

  it('leaves out an automatic coupon the customer has used up: the next best applies and its total goes through', () => {
    // The first-order free delivery (coupon 3) is held by the customer's pending order: 5 % (coupon 4) is next.
    const usedUp = new Set([3]);
    expect(quote({ displayedTotal: 2050 }, { couponsUsedUp: usedUp })).toMatchObject({
      ok: false,
      errors: ['PRICES_CHANGED'],
      prices: { total: 2347 },
    });
    expect(accepted(quote({ displayedTotal: 2347 }, { couponsUsedUp: usedUp })).coupon?.id).toBe(4);
  });

  it('still reports what became of the code when the order is refused', () => {
    expect(withPizza10({ displayedTotal: 2050 })).toMatchObject({
      ok: false,
      errors: ['PRICES_CHANGED'],
      prices: { total: 2245 },
      manualCoupon: 'applied',
    });
  });
});

describe('orderQuote reads the storefront it is given', () => {
  it('follows the business’s own delivery costs: 5,00 fixed, nothing per product, never free', () => {
    const costs: Partial<Storefront['configuration']['delivery_order']> = {
      deliveryPrice: 500,
      deliveryPricePerProduct: 0,
      deliveryThresholdFree: 0,
    };
    const result = orderQuote({
      draft: draft({ displayedTotal: 2447 }),
      storefront: storefront({}, costs),
      now,
      locale: 'it',
      authenticated: false,
      manualCoupon: null,
      firstOrder: false,
    });
    // 5 % of 20,50 = 1,03 vs nothing better: 20,50 − 1,03 + 5,00 = 24,47.
    expect(accepted(result).prices).toEqual({
      cart: 2050,
      coupon: -103,
      shipping: 500,
      freeShipping: false,
      tip: 0,
      total: 2447,
    });
  });
});

describe('orderQuote: the tip (docs/decisions/067)', () => {
  const tips = { enabled: true, presets: [5, 10, 15], max_amount: 2000 };
  const withTips = (over: Partial<Storefront['configuration']> = {}) => storefront({ tips, ...over });
  // A returning customer: 20,50 − 1,03 (5 %) + 4,00 shipping = 23,47 before the tip.
  const tipped = (over: Partial<OrderDraft>, settings = withTips()) =>
    quote(over, { storefront: settings, firstOrder: false });

  it('adds 10 % of the cart after the discount: 10 % of 19,47 = 1,95 → 25,42', () => {
    const order = accepted(tipped({ tip: { percent: 10 }, displayedTotal: 2542 }));
    expect(order.prices).toEqual({
      cart: 2050,
      coupon: -103,
      shipping: 400,
      freeShipping: false,
      tip: 195,
      total: 2542,
    });
  });

  it('adds a typed amount up to the cap, and no tip by default', () => {
    expect(accepted(tipped({ tip: { amount: 2000 }, displayedTotal: 4347 })).prices.tip).toBe(2000);
    expect(accepted(tipped({ displayedTotal: 2347 })).prices.tip).toBe(0);
  });

  it('never counts the tip toward the minimum order: one Cola (2,50) with a 10,00 tip is still below 10,00', () => {
    const result = tipped({
      lines: [{ productId: 3, itemIds: [], removedIds: [], qty: 1 }],
      tip: { amount: 1000 },
      displayedTotal: 1250,
    });
    expect(errors(result)).toContain('MIN_ORDER_NOT_REACHED');
  });

  it('never counts the tip toward free delivery: 20,50 of products and a 15,00 tip still pay 4,00 (free from 30,00)', () => {
    const order = accepted(tipped({ tip: { amount: 1500 }, displayedTotal: 3847 }));
    expect(order.prices).toMatchObject({ cart: 2050, shipping: 400, freeShipping: false, tip: 1500 });
  });

  it('caps a preset at the business’s largest tip', () => {
    const settings = withTips({ tips: { ...tips, max_amount: 150 } });
    expect(accepted(tipped({ tip: { percent: 10 }, displayedTotal: 2497 }, settings)).prices.tip).toBe(150);
  });

  it('answers PRICES_CHANGED with the tipped prices when the customer saw another total', () => {
    const result = tipped({ tip: { percent: 10 }, displayedTotal: 2347 });
    expect(result).toMatchObject({
      ok: false,
      errors: ['PRICES_CHANGED'],
      prices: { tip: 195, total: 2542 },
    });
  });

  it('refuses a tip the business does not offer with WRONG_TIP alone, not also with a change of prices', () => {
    expect(errors(tipped({ tip: { percent: 12 }, displayedTotal: 2347 }))).toEqual(['WRONG_TIP']);
    expect(errors(tipped({ tip: { amount: 2001 }, displayedTotal: 4348 }))).toEqual(['WRONG_TIP']);
    expect(errors(tipped({ tip: { percent: 10 }, displayedTotal: 2542 }, storefront()))).toEqual([
      'WRONG_TIP',
    ]);
  });
});

// Zones with their own rules (issue 37, docs/decisions/072): the address (Vespucci 12, 44.06 N 12.58 E)
// falls in a small zone drawn inside the business's square; its figures price the order and hold its minimum.
describe('orderQuote: the zone the address falls in', () => {
  const square = storefront().configuration.delivery_order.deliveryZones[0]!;
  const centre = (rules: {
    deliveryPrice?: number;
    deliveryPricePerProduct?: number;
    deliveryMinOrder?: number;
  }) => ({
    name: 'Centro',
    polygon: [
      { lat: 44.055, lng: 12.575 },
      { lat: 44.055, lng: 12.585 },
      { lat: 44.065, lng: 12.585 },
      { lat: 44.065, lng: 12.575 },
    ],
    ...rules,
  });
  // No coupons: the shipping is the zone's alone.
  const zoned = (zone: ReturnType<typeof centre>, over: Partial<OrderDraft> = {}) =>
    quote(over, { storefront: storefront({ coupons: [] }, { deliveryZones: [square, zone] }) });

  it('charges the inner zone’s fixed and per-product fees, not the business’s (20,50 + 1,00 + 3 × 0)', () => {
    const order = accepted(
      zoned(centre({ deliveryPrice: 100, deliveryPricePerProduct: 0 }), { displayedTotal: 2150 }),
    );
    expect(order.prices).toMatchObject({ cart: 2050, shipping: 100, freeShipping: false, total: 2150 });
    // The business's 2,50 + 3 × 0,50 is no longer the price.
    expect(
      errors(zoned(centre({ deliveryPrice: 100, deliveryPricePerProduct: 0 }), { displayedTotal: 2450 })),
    ).toEqual(['PRICES_CHANGED']);
  });

  it('holds the inner zone’s minimum order (25,00 € refuses 20,50 €, which the business’s 10,00 € takes)', () => {
    expect(errors(zoned(centre({ deliveryMinOrder: 2500 }), { displayedTotal: 2450 }))).toContain(
      'MIN_ORDER_NOT_REACHED',
    );
    expect(accepted(zoned(centre({}), { displayedTotal: 2450 })).prices.total).toBe(2450);
  });

  it('keeps the business’s figures for a pick-up, which has no address', () => {
    const pickUp = zoned(centre({ deliveryMinOrder: 2500 }), {
      deliveryMethod: 'pick_up',
      address: null,
      displayedTotal: 2050,
    });
    expect(errors(pickUp)).not.toContain('MIN_ORDER_NOT_REACHED');
  });
});
