import { placeOfOrder } from '@ordina/contracts';
import type {
  BusinessPlaces,
  Coupon,
  DeliveryMethodCode,
  ErrorCode,
  LocalPlaceMethod,
  Locale,
  Storefront,
} from '@ordina/contracts';
import { orderBlockers } from './blockers.ts';
import { cartQuantity, cartSubtotal } from './cart.ts';
import { couponInWindow, couponMeetsMinimum, couponQualifies, couponsAutomaticFor } from './coupons.ts';
import type { CouponRules } from './coupons.ts';
import {
  DELIVERY_SLOT_HORIZON_DAYS,
  deliverySlotAt,
  deliverySlotCapacity,
  deliverySlotsUpcoming,
} from './delivery-slots.ts';
import { pointInDeliveryZones } from './geo.ts';
import { shippingPricingAt } from './shipping-zones.ts';
import { languageFirstConfigured } from './language.ts';
import { orderInitialStatus } from './order-lifecycle.ts';
import { menuDeliveryTakesOrders } from './menu-delivery-mode.ts';
import { orderLinesPrice } from './order-lines.ts';
import type { OrderDraftLine, QuotedLine } from './order-lines.ts';
import {
  deliveryMethodIsKnown,
  deliveryMethodNeedsAddress,
  deliveryMethodPlaceKind,
  deliveryMethodsAvailable,
  paymentMethodIsOnline,
  paymentMethodsFor,
} from './order-methods.ts';
import { orderPricing } from './order-prices.ts';
import type { PriceBreakdown } from './order-prices.ts';
import { orderVerification } from './order-verification.ts';
import type { VerifyMethod } from './order-verification.ts';
import { acceptanceState } from './timetables.ts';
import { operationsBusyMinutesAt, operationsLinesSoldOut, operationsPausedAt } from './operations-state.ts';
import { phoneNormalize, type PhoneCheck } from './phone.ts';
import { pricesWithTip, tipBase, tipOf } from './tips.ts';
import type { TipChoice } from './tips.ts';
import {
  localPlaceNormalize,
  validateDoorbell,
  validateEmail,
  validateFloor,
  validateLocalPlace,
  validatePersonName,
} from './validation.ts';

/**
 * The server's quote of a submitted order (docs/decisions/007): every price
 * and rule recomputed from the storefront as the database holds it, with the
 * same functions the browser used to show them. The answer is either the
 * order, priced and ready to be placed, or the spec's error codes — with the
 * fresh prices whenever the cart could be priced, so a PRICES_CHANGED
 * answer can show the customer what the order really costs.
 */

/** A delivery address as the server geocoded it (spec §3 "Delivery address"); the browser's coordinates are never used. */
export interface OrderDraftAddress {
  readonly route?: string | null;
  readonly street_number?: string | null;
  readonly postal_code?: string | null;
  readonly locality?: string | null;
  readonly country?: string | null;
  readonly floor?: string | null;
  readonly intercom_name?: string | null;
  readonly lat?: number | null;
  readonly lng?: number | null;
  readonly place_id?: string | null;
}

/** What the customer submitted (spec §3 "Submitted order payload"), read by the server's schema. */
export interface OrderDraft {
  readonly lines: readonly OrderDraftLine[];
  readonly deliveryMethod: string | null;
  readonly paymentMethod: string | null;
  /** The chosen slot: calendar day `YYYY-MM-DD` and start `HH:mm` on the business clock. */
  readonly slot: { readonly day: string | null; readonly time: string | null };
  /** Table, beach umbrella or car plate (table, umbrella and car service). */
  readonly localPlace?: string | null;
  /** Home delivery: the address as the server geocoded it. */
  readonly address?: OrderDraftAddress | null;
  readonly customer: {
    readonly name: string | null;
    readonly lastname: string | null;
    readonly email: string | null;
    readonly phone: string | null;
    readonly note?: string | null;
  };
  readonly deliveryNote?: string | null;
  /** The coupon code typed, if any (the server looks it up: see OrderQuoteInput.manualCoupon). */
  readonly couponCode?: string | null;
  /** The tip chosen, if any (docs/decisions/067): the quote computes its amount again. */
  readonly tip?: TipChoice | null;
  readonly privacyPolicy: boolean;
  readonly newsletter: boolean;
  readonly verifyMethod?: VerifyMethod | null;
  /** The total (cents) the customer saw when submitting. */
  readonly displayedTotal: number;
}

/** Everything the quote reads: the draft, the storefront, the moment, and what the server knows of the customer. */
export interface OrderQuoteInput {
  readonly draft: OrderDraft;
  /** As `loadStorefront` returns it. */
  readonly storefront: Storefront;
  readonly now: Date;
  /** The order's language (the payload's `locale` as the server accepted it): the lines keep their names in it too. */
  readonly locale: Locale;
  readonly authenticated: boolean;
  /** The coupon the draft's code names, looked up by the server; null when none was typed or it does not exist. */
  readonly manualCoupon: (CouponRules & Pick<Coupon, 'id' | 'at_first_order'>) | null;
  /** Whether the customer (same e-mail or phone) has no order the business received yet. */
  readonly firstOrder: boolean;
  /** Coupon ids whose usage counters are at their limit for this customer, pending orders' uses included (CouponCustomer). */
  readonly couponsUsedUp?: ReadonlySet<number>;
  /** Minutes a slot must start after `now` (the same lead the offered slots use); 0 by default. */
  readonly slotLeadMinutes?: number;
  /** The draft's phone as `phoneNormalize` read it, when the caller has (parsing is the customer check's dearest step); read here otherwise. */
  readonly customerPhone?: PhoneCheck;
  /** The business file's named places (decision 068): a method with a list takes only its places. None: free text. */
  readonly places?: BusinessPlaces;
}

/** What became of the typed coupon code. */
export type ManualCouponOutcome =
  | 'none'
  | 'applied'
  | 'not_existing'
  | 'first_order_only'
  | 'used_up'
  | 'not_valid_temporarily'
  | 'min_order';

/** The applied coupon, as the order records it. */
export interface QuotedCoupon {
  readonly id: number;
  readonly value: number;
  readonly value_mode: string;
  readonly free_shipping: boolean;
  readonly at_first_order: boolean;
  readonly source: 'manual' | 'automatic';
}

/** A geocoded delivery address with every part the order stores. */
export interface QuotedAddress {
  readonly route: string;
  readonly street_number: string;
  readonly postal_code: string;
  readonly locality: string;
  readonly country: string;
  readonly floor: string;
  readonly intercom_name: string;
  readonly lat: number;
  readonly lng: number;
  readonly place_id: string | null;
}

/** An order the server accepts: priced, checked, and ready to be placed. */
export interface QuotedOrder {
  readonly status: 'to_manage' | 'unverified' | 'waiting_payment';
  /** How the guest verifies the order; null when it needs no verification. */
  readonly verifyMethod: VerifyMethod | null;
  readonly customer: {
    readonly name: string;
    readonly lastname: string;
    /** Trimmed and lower-cased. */
    readonly email: string;
    /** International format ('+39 333 123 4567'). */
    readonly phone: string;
    readonly phoneE164: string;
    readonly phoneMobile: boolean;
    readonly note: string;
  };
  readonly delivery: {
    readonly method: DeliveryMethodCode;
    readonly place: string | null;
    readonly address: QuotedAddress | null;
    readonly note: string;
  };
  /** The slot, its capacity and what the order takes from it. */
  readonly slot: {
    readonly day: string;
    readonly time: string;
    readonly startsAt: string;
    readonly units: number;
    readonly max: number;
  };
  readonly paymentMethod: string;
  readonly paymentOnline: boolean;
  readonly lines: readonly QuotedLine[];
  readonly quantity: number;
  readonly prices: PriceBreakdown;
  readonly coupon: QuotedCoupon | null;
  readonly manualCoupon: ManualCouponOutcome;
  readonly consents: { readonly privacyPolicy: true; readonly newsletter: boolean };
}

/** The quote: the order, or the error codes (unique, in form order) with the fresh prices when the cart could be priced. */
export type OrderQuote =
  | { readonly ok: true; readonly order: QuotedOrder }
  | {
      readonly ok: false;
      readonly errors: ErrorCode[];
      readonly prices: PriceBreakdown | null;
      readonly manualCoupon: ManualCouponOutcome;
    };

/** Recomputes a submitted order from the storefront and decides whether it can be placed (see the module doc). */
export function orderQuote(input: OrderQuoteInput): OrderQuote {
  const { draft, storefront, now } = input;
  const configuration = storefront.configuration;
  const delivery = configuration.delivery_order;
  const timeZone = configuration.time_zone;
  const errors = new Set<ErrorCode>();

  if (draft.lines.length === 0) errors.add('CART_EMPTY');
  const priced = orderLinesPrice(draft.lines, storefront, {
    order: input.locale,
    business: languageFirstConfigured(configuration.languages),
  });
  for (const problem of priced.problems) errors.add(problem.code);
  // What the kitchen ran out of, marked on the board (docs/decisions/046).
  if (operationsLinesSoldOut(draft.lines, storefront.operations, now)) errors.add('PRODUCT_SOLD_OUT');
  const linesValid = draft.lines.length > 0 && priced.problems.length === 0;

  const method = orderMethod(draft.deliveryMethod, storefront);
  if (method.error) errors.add(method.error);
  const payment = orderPayment(draft.paymentMethod, method.code, storefront);
  if (payment.error) errors.add(payment.error);

  const place = method.code === null ? null : orderPlace(draft, method.code, input.places ?? {});
  for (const code of place?.errors ?? []) errors.add(code);
  const address = method.code === null ? null : orderAddress(draft, method.code, delivery.deliveryZones);
  for (const code of address?.errors ?? []) errors.add(code);

  const slot = orderSlot(draft.slot, input);
  if (slot.error) errors.add(slot.error);

  const customer = orderCustomer(draft, input.customerPhone ?? phoneNormalize(draft.customer.phone));
  for (const code of customer.errors) errors.add(code);
  if (!draft.privacyPolicy) errors.add('NOT_ACCEPTED_PRIVACY_POLICY');

  const subtotal = cartSubtotal(priced.entries);
  const quantity = cartQuantity(priced.entries);
  // The figures of the zone the address falls in (the smallest where zones overlap; docs/decisions/072),
  // the business's own without an address.
  const zonePricing = shippingPricingAt(
    delivery,
    address?.value ? { lat: address.value.lat, lng: address.value.lng } : null,
  );
  const blockers = orderBlockers({
    cartSubtotal: subtotal,
    cartQuantity: quantity,
    deliveryMinOrder: zonePricing.deliveryMinOrder,
    accepting:
      menuDeliveryTakesOrders(configuration.menu_delivery_mode) &&
      !operationsPausedAt(storefront.operations, now) &&
      acceptanceState(delivery.orderAcceptTimetables, now, timeZone, delivery.closures).accepting,
    customerAuthType: configuration.customer_auth_type,
    authenticated: input.authenticated,
  });
  for (const blocker of blockers) {
    if (blocker.reason === 'login_required') errors.add('LOGIN_REQUIRED');
    if (blocker.reason === 'not_accepting') errors.add('ORDERS_NOT_ACCEPTED');
    // An unpriceable cart has no subtotal to compare with the minimum.
    if (blocker.reason === 'min_order_amount' && linesValid) errors.add('MIN_ORDER_NOT_REACHED');
  }

  const manual =
    input.manualCoupon !== null && couponQualifies(input.manualCoupon, input) ? input.manualCoupon : null;
  const pricing = linesValid
    ? orderPricing({
        cart: priced.entries,
        method: method.code,
        pricing: zonePricing,
        now,
        timeZone,
        manualCoupon: manual,
        serverCoupons: couponsAutomaticFor(configuration.coupons, input),
      })
    : null;
  // The tip goes on top of the priced order (docs/decisions/067): the minimum, the free-delivery
  // threshold and the coupons above never saw it.
  const tip = tipOf(draft.tip, pricing === null ? 0 : tipBase(pricing.prices), configuration.tips);
  if (!tip.ok) errors.add(tip.error);
  const prices = pricing === null ? null : pricesWithTip(pricing.prices, tip.ok ? tip.tip : 0);
  const manualCoupon = manualCouponOutcome(input, subtotal);
  // Said now, as the counters would say it when the order takes its coupon: the customer removes the code
  // (the total without it is then the browser's own, not a change of prices to confirm).
  if (manualCoupon === 'used_up') errors.add('COUPON_EXHAUSTED');
  // Only a complete order's total means something to compare with what the customer saw (a refused
  // tip is the change to make: the total without it is not one the customer saw either).
  else if (prices !== null && method.code !== null && tip.ok && prices.total !== draft.displayedTotal)
    errors.add('PRICES_CHANGED');

  if (
    errors.size > 0 ||
    pricing === null ||
    prices === null ||
    method.code === null ||
    payment.method === null ||
    slot.slot === null ||
    customer.valid === null
  )
    return { ok: false, errors: [...errors], prices, manualCoupon };

  const applied = pricing.appliedCoupon;
  const verifyMethod = orderVerification({
    authenticated: input.authenticated,
    paymentOnline: paymentMethodIsOnline(payment.method),
    orderVerifyData: configuration.order_verify_data,
    phoneMobile: customer.valid.phoneMobile,
    hasSmsToSpend: configuration.has_sms_to_spend,
    requested: draft.verifyMethod,
  });
  return {
    ok: true,
    order: {
      status: orderInitialStatus({
        paymentOnline: paymentMethodIsOnline(payment.method),
        verification: verifyMethod !== null,
      }),
      verifyMethod,
      customer: customer.valid,
      delivery: {
        method: method.code,
        place: place?.value ?? null,
        address: address?.value ?? null,
        note: text(draft.deliveryNote),
      },
      slot: { ...slot.slot, ...deliverySlotCapacity(delivery, quantity) },
      paymentMethod: payment.method.code,
      paymentOnline: paymentMethodIsOnline(payment.method),
      lines: priced.lines,
      quantity,
      prices,
      coupon:
        applied === null
          ? null
          : {
              id: applied.id,
              value: applied.value,
              value_mode: applied.value_mode,
              free_shipping: applied.free_shipping,
              at_first_order: applied.at_first_order,
              source: applied === manual ? 'manual' : 'automatic',
            },
      manualCoupon,
      consents: { privacyPolicy: true, newsletter: draft.newsletter },
    },
  };
}

/** The delivery method: known to the spec and offered by the business (it has at least one payment type). */
function orderMethod(
  code: string | null,
  storefront: Storefront,
): { code: DeliveryMethodCode | null; error?: ErrorCode } {
  if (code === null || code.trim() === '') return { code: null, error: 'NO_DELIVERY_METHOD' };
  const offered = deliveryMethodsAvailable(storefront.configuration.delivery_method);
  if (!deliveryMethodIsKnown(code) || !offered.some((m) => m.code === code))
    return { code: null, error: 'WRONG_DELIVERY_METHOD' };
  return { code };
}

/** The payment method: one the chosen delivery method offers. */
function orderPayment(
  code: string | null,
  method: DeliveryMethodCode | null,
  storefront: Storefront,
): { method: Storefront['configuration']['payment_methods'][number] | null; error?: ErrorCode } {
  if (code === null || code.trim() === '') return { method: null, error: 'NO_PAYMENT_METHOD' };
  if (method === null) return { method: null };
  const deliveryMethod = storefront.configuration.delivery_method.find((m) => m.code === method);
  const offered = paymentMethodsFor(deliveryMethod, storefront.configuration.payment_methods).find(
    (p) => p.code === code,
  );
  return offered === undefined ? { method: null, error: 'WRONG_PAYMENT_METHOD' } : { method: offered };
}

/**
 * The place of table, beach-umbrella and car service: where the method has a list of named places
 * (decision 068), one of them, by its code (the QR's preset) or its name, stored as its name; else
 * free text of letters, digits and spaces (spec §5), hyphens and dots read as spaces (issue 34).
 */
function orderPlace(
  draft: OrderDraft,
  method: DeliveryMethodCode,
  places: BusinessPlaces,
): { value: string | null; errors: ErrorCode[] } {
  if (deliveryMethodPlaceKind(method) === null) return { value: null, errors: [] };
  // A method with a place kind is one of LOCAL_PLACE_METHODS.
  const named = placeOfOrder(places, method as LocalPlaceMethod, draft.localPlace ?? '');
  if (named !== null) {
    if (named !== undefined) return { value: named.name, errors: [] };
    const typed = (draft.localPlace ?? '').trim();
    return { value: null, errors: [typed === '' ? 'NO_DELIVERY_PLACE' : 'WRONG_DELIVERY_PLACE'] };
  }
  const place = localPlaceNormalize(draft.localPlace ?? '').trim();
  const problem = validateLocalPlace(place);
  if (problem === null) return { value: place, errors: [] };
  return {
    value: null,
    errors: [problem.key === 'validation.required' ? 'NO_DELIVERY_PLACE' : 'WRONG_DELIVERY_PLACE'],
  };
}

/** The home-delivery address: every part present, floor and doorbell within their limits, inside a delivery zone. */
function orderAddress(
  draft: OrderDraft,
  method: DeliveryMethodCode,
  zones: Storefront['configuration']['delivery_order']['deliveryZones'],
): { value: QuotedAddress | null; errors: ErrorCode[] } {
  if (!deliveryMethodNeedsAddress(method)) return { value: null, errors: [] };
  const a = draft.address ?? {};
  const errors: ErrorCode[] = [];
  if (!text(a.route)) errors.push('NO_ROUTE');
  if (!text(a.street_number)) errors.push('NO_STREET_NUMBER');
  if (!text(a.postal_code)) errors.push('NO_ZIP_CODE');
  if (!text(a.locality)) errors.push('NO_LOCALITY');
  const lat = typeof a.lat === 'number' && Number.isFinite(a.lat) ? a.lat : null;
  const lng = typeof a.lng === 'number' && Number.isFinite(a.lng) ? a.lng : null;
  if (lat === null) errors.push('NO_LATITUDE');
  if (lng === null) errors.push('NO_LONGITUDE');
  // The form caps floor and doorbell (spec §5); longer ones only come from a hand-made request.
  if (validateFloor(a.floor) !== null || validateDoorbell(a.intercom_name) !== null)
    errors.push('GENERIC_ERROR');
  if (lat !== null && lng !== null && !pointInDeliveryZones({ lat, lng }, zones))
    errors.push('OUTSIDE_DELIVERY_ZONE');
  if (errors.length > 0 || lat === null || lng === null) return { value: null, errors };
  return {
    value: {
      route: text(a.route),
      street_number: text(a.street_number),
      postal_code: text(a.postal_code),
      locality: text(a.locality),
      country: text(a.country),
      floor: text(a.floor),
      intercom_name: text(a.intercom_name),
      lat,
      lng,
      place_id: text(a.place_id) || null,
    },
    errors,
  };
}

/** The slot: one the storefront offers (delivery timetable, slot length, horizon) that has not started by now + lead. */
function orderSlot(
  chosen: OrderDraft['slot'],
  input: OrderQuoteInput,
): { slot: { day: string; time: string; startsAt: string } | null; error?: ErrorCode } {
  const day = text(chosen.day);
  const time = text(chosen.time);
  if (!day) return { slot: null, error: 'NO_DELIVERY_DAY' };
  if (!time) return { slot: null, error: 'NO_DELIVERY_TIME' };
  const delivery = input.storefront.configuration.delivery_order;
  const grid = {
    timetable: delivery.deliveryTimetables,
    closures: delivery.closures,
    now: input.now,
    timeZone: input.storefront.configuration.time_zone,
    slotMinutes: delivery.deliverySlotMinutes,
    maxOrders: delivery.deliverySlotMaxOrders,
    // Busy mode (docs/decisions/046) moves the earliest slot on by its minutes, as the timetable offers them.
    leadMinutes:
      (input.slotLeadMinutes ?? 0) + operationsBusyMinutesAt(input.storefront.operations, input.now),
  };
  // The chosen slot alone first (every order); the whole week only to say what is wrong with a refused one.
  const chosenSlot = /^\d{2}:\d{2}$/.test(time)
    ? deliverySlotAt(grid, day, time, DELIVERY_SLOT_HORIZON_DAYS)
    : null;
  if (chosenSlot !== null)
    return { slot: { day: chosenSlot.day, time: chosenSlot.time, startsAt: chosenSlot.startsAt } };
  const slots = deliverySlotsUpcoming(grid, DELIVERY_SLOT_HORIZON_DAYS);
  if (!slots.some((s) => s.day === day)) return { slot: null, error: 'WRONG_DELIVERY_DAY' };
  const slot = slots.find((s) => s.date === `${day} ${time}`);
  if (slot === undefined) return { slot: null, error: 'WRONG_DELIVERY_TIME' };
  return { slot: { day: slot.day, time: slot.time, startsAt: slot.startsAt } };
}

/**
 * The customer: name, last name, e-mail and a valid phone (spec §5), normalised
 * as the order stores them. Names are one line of a name, as at registration
 * (they go into the restaurant's e-mails: issue 7).
 */
function orderCustomer(
  draft: OrderDraft,
  phone: PhoneCheck,
): { valid: QuotedOrder['customer'] | null; errors: ErrorCode[] } {
  const c = draft.customer;
  const errors: ErrorCode[] = [];
  const name = personNameError(c.name, 'NO_NAME', 'WRONG_NAME');
  const lastname = personNameError(c.lastname, 'NO_LASTNAME', 'WRONG_LASTNAME');
  if (name !== null) errors.push(name);
  if (lastname !== null) errors.push(lastname);
  const email = validateEmail(c.email);
  if (email !== null) errors.push(email.key === 'validation.required' ? 'NO_EMAIL' : 'WRONG_EMAIL');
  if (!phone.valid || phone.international === null || phone.e164 === null) errors.push('WRONG_PHONE');
  if (errors.length > 0 || phone.international === null || phone.e164 === null)
    return { valid: null, errors };
  return {
    valid: {
      name: text(c.name),
      lastname: text(c.lastname),
      email: text(c.email).toLowerCase(),
      phone: phone.international,
      phoneE164: phone.e164,
      phoneMobile: phone.mobile,
      note: text(c.note),
    },
    errors,
  };
}

/** The code for a first or last name: `missing` when blank, `wrong` when it breaks the name rule, null when fine. */
function personNameError<M extends ErrorCode, W extends ErrorCode>(
  value: string | null | undefined,
  missing: M,
  wrong: W,
): M | W | null {
  const problem = validatePersonName(value);
  if (problem === null) return null;
  return problem.key === 'validation.required' ? missing : wrong;
}

/** What became of the typed code, read with the same window and minimum rules as the browser's coupon messages; an active one always applies (it beats the automatic coupon). */
function manualCouponOutcome(input: OrderQuoteInput, subtotal: number): ManualCouponOutcome {
  const coupon = input.manualCoupon;
  if (coupon === null) return text(input.draft.couponCode) ? 'not_existing' : 'none';
  if (input.couponsUsedUp?.has(coupon.id) === true) return 'used_up';
  if (!couponQualifies(coupon, input)) return 'first_order_only';
  if (!couponInWindow(coupon, input.now, input.storefront.configuration.time_zone))
    return 'not_valid_temporarily';
  if (!couponMeetsMinimum(coupon, subtotal)) return 'min_order';
  return 'applied';
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}
