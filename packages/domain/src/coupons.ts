import type { Coupon, DeliveryMethodCode } from '@ordina/contracts';
import { clockMinutes, clockZoned, DEFAULT_TIME_ZONE } from './clock.ts';
import { message, moneyParam } from './message.ts';
import type { Message, MoneyParamFormatter } from './message.ts';
import { shippingApplies } from './shipping.ts';

/**
 * Coupons (spec §4 "Coupon", §5 "Coupon"). A percent coupon's value is the
 * percentage; a fixed coupon's value is cents (docs/decisions/001).
 */

/** The fields that decide whether a coupon is active and what it is worth. */
export type CouponRules = Pick<
  Coupon,
  | 'value'
  | 'value_mode'
  | 'free_shipping'
  | 'min_order_amount'
  | 'validity_from'
  | 'validity_to'
  | 'validity_hour_from'
  | 'validity_hour_to'
  | 'validity_week_days'
>;

/** A coupon as the automatic choice sees it. */
export type AutomaticCouponCandidate = CouponRules &
  Pick<Coupon, 'id' | 'at_first_order' | 'automatic_order_binding'>;

/** When a coupon is being checked: the moment, the business's zone and the products subtotal in cents. */
export interface CouponContext {
  readonly now: Date;
  readonly timeZone?: string;
  readonly cartSubtotal: number;
}

/** Shortest code that is worth looking up: codes of 3 characters or fewer clear the coupon state. */
export const COUPON_CODE_MIN_LENGTH = 4;

/** Whether a typed code is long enough (more than 3 characters) to be checked. */
export function couponCodeCheckable(code: string): boolean {
  return code.trim().length >= COUPON_CODE_MIN_LENGTH;
}

/** Whether the coupon's date (inclusive), weekday and hour window contains `now` in the business's zone. */
export function couponInWindow(
  coupon: CouponRules,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const clock = clockZoned(now, timeZone);
  if (coupon.validity_from !== null && clock.date < coupon.validity_from) return false;
  if (coupon.validity_to !== null && clock.date > coupon.validity_to) return false;
  if (coupon.validity_week_days.length > 0 && !coupon.validity_week_days.includes(clock.weekday))
    return false;
  const from = coupon.validity_hour_from === null ? 0 : clockMinutes(coupon.validity_hour_from);
  // Hours are inclusive to the minute; an end of 00:00 (or none) means the end of the day.
  const to =
    coupon.validity_hour_to === null || coupon.validity_hour_to === '00:00'
      ? 1439
      : clockMinutes(coupon.validity_hour_to);
  const m = clock.minuteOfDay;
  // A window such as 22:00–02:00 runs over midnight.
  return from <= to ? m >= from && m <= to : m >= from || m <= to;
}

/** Whether the products subtotal reaches the coupon's min_order_amount. */
export function couponMeetsMinimum(
  coupon: Pick<CouponRules, 'min_order_amount'>,
  cartSubtotal: number,
): boolean {
  return cartSubtotal >= coupon.min_order_amount;
}

/** Whether the coupon applies now: inside its window and the cart meets its minimum. */
export function couponIsActive(coupon: CouponRules, context: CouponContext): boolean {
  return (
    couponInWindow(coupon, context.now, context.timeZone) && couponMeetsMinimum(coupon, context.cartSubtotal)
  );
}

/** Whether the coupon is a percentage ('%') rather than a fixed amount. */
export function couponIsPercent(coupon: Pick<CouponRules, 'value_mode'>): boolean {
  return coupon.value_mode === '%';
}

/** The discount in cents (positive): percent of the cart rounded half-up, or the fixed value; never more than the cart. */
export function couponDiscount(
  coupon: Pick<CouponRules, 'value' | 'value_mode'>,
  cartSubtotal: number,
): number {
  const raw = couponIsPercent(coupon) ? Math.floor((cartSubtotal * coupon.value + 50) / 100) : coupon.value;
  return Math.max(0, Math.min(raw, cartSubtotal));
}

/**
 * What the coupon saves the customer in cents: the discount plus, for a
 * free-shipping coupon where shipping is charged, the shipping it waives.
 * `shipping` is the shipping that would be charged without the coupon.
 */
export function couponValue(
  coupon: Pick<CouponRules, 'value' | 'value_mode' | 'free_shipping'>,
  input: {
    readonly cartSubtotal: number;
    readonly shipping: number;
    readonly method: DeliveryMethodCode | null | undefined;
  },
): number {
  const saved = coupon.free_shipping && shippingApplies(input.method) ? input.shipping : 0;
  return couponDiscount(coupon, input.cartSubtotal) + saved;
}

/**
 * The best automatic coupon: among configured coupons flagged at_first_order
 * and those the server returned, the active ones bound automatically
 * (automatic_order_binding 1) with the largest value; the first wins a tie.
 */
export function couponBestAutomatic<C extends AutomaticCouponCandidate>(input: {
  readonly configured: readonly C[];
  readonly fromServer: readonly C[];
  readonly context: CouponContext;
  readonly shipping: number;
  readonly method: DeliveryMethodCode | null | undefined;
}): C | null {
  const seen = new Set<number>();
  const candidates = [...input.configured.filter((c) => c.at_first_order), ...input.fromServer].filter(
    (c) => {
      if (seen.has(c.id)) return false;
      seen.add(c.id);
      return c.automatic_order_binding === 1 && couponIsActive(c, input.context);
    },
  );
  let best: C | null = null;
  let bestValue = -1;
  for (const c of candidates) {
    const value = couponValue(c, {
      cartSubtotal: input.context.cartSubtotal,
      shipping: input.shipping,
      method: input.method,
    });
    if (value > bestValue) {
      best = c;
      bestValue = value;
    }
  }
  return best;
}

/**
 * What decides whether one customer (the same e-mail or phone) may still use a coupon: whether the business
 * received an order of theirs, and which coupons' usage counters are at their limit for them (the coupon's
 * total, their own per-customer uses: a first-order coupon allows one). The counters hold the uses of orders
 * still pending (unverified, waiting for payment) too, so the quote and the counters the order takes agree
 * (issue 31 item 1: a quote that ignored a pending order's use was refused COUPON_EXHAUSTED at every submit).
 */
export interface CouponCustomer {
  readonly firstOrder: boolean;
  /** Coupon ids whose total or per-customer counter is at its limit for this customer (none when unknown). */
  readonly couponsUsedUp?: ReadonlySet<number>;
}

/** Whether the customer may use the coupon at all: not one they have used up, and a first-order coupon (at_first_order) only on their first order. */
export function couponQualifies(
  coupon: Pick<Coupon, 'id' | 'at_first_order'>,
  customer: CouponCustomer,
): boolean {
  if (customer.couponsUsedUp?.has(coupon.id) === true) return false;
  return !coupon.at_first_order || customer.firstOrder;
}

/**
 * The automatic coupons a customer qualifies for (what the server answers
 * for api/coupons and weighs at checkout): bound automatically
 * (automatic_order_binding 1), first-order ones only on a first order, none the
 * customer has used up.
 * Whether each is active now is couponBestAutomatic's concern.
 */
export function couponsAutomaticFor<
  C extends Pick<Coupon, 'id' | 'at_first_order' | 'automatic_order_binding'>,
>(coupons: readonly C[], customer: CouponCustomer): C[] {
  return coupons.filter((c) => c.automatic_order_binding === 1 && couponQualifies(c, customer));
}

/** The coupon that applies: an active manual coupon beats the automatic one; inactive coupons never apply. */
export function couponEffective<C extends CouponRules>(
  manual: C | null | undefined,
  automatic: C | null | undefined,
  context: CouponContext,
): C | null {
  if (manual && couponIsActive(manual, context)) return manual;
  if (automatic && couponIsActive(automatic, context)) return automatic;
  return null;
}

/** The message after looking a code up: not existing, not valid now, below its minimum, or valid. */
export function couponLookupMessage(
  found: CouponRules | null | undefined,
  context: CouponContext,
  formatMoney?: MoneyParamFormatter,
): Message {
  if (!found) return message('coupon.not_existing');
  if (!couponInWindow(found, context.now, context.timeZone)) return message('coupon.not_valid_temporarily');
  if (!couponMeetsMinimum(found, context.cartSubtotal))
    return message('coupon.min_order', { importo: moneyParam(found.min_order_amount, formatMoney) });
  return message('coupon.valid');
}
