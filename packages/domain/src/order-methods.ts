import { DELIVERY_METHODS } from '@ordina/contracts';
import type { Configuration, DeliveryMethodCode } from '@ordina/contracts';

/**
 * Delivery and payment methods (spec §2 "Checkout", §4).
 */

export { DELIVERY_METHODS };
export type { DeliveryMethodCode };

/** The payment method codes the storefront knows; other codes show their label and description. */
export const PAYMENT_METHOD_CODES = ['cash_on_delivery', 'cc_on_delivery', 'paypal', 'other'] as const;
/** One known payment method code. */
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

type DeliveryMethod = Configuration['delivery_method'][number];
type PaymentMethod = Configuration['payment_methods'][number];

/** The kind of free-text place a method asks for (table number, umbrella number, car plate), or null. */
export type DeliveryPlaceKind = 'table' | 'umbrella' | 'car';

/** Whether a string is a delivery method code. */
export function deliveryMethodIsKnown(code: string): code is DeliveryMethodCode {
  return (DELIVERY_METHODS as readonly string[]).includes(code);
}

/** The place a method needs written in (table, beach umbrella, car), or null. */
export function deliveryMethodPlaceKind(code: DeliveryMethodCode): DeliveryPlaceKind | null {
  if (code === 'table_delivery') return 'table';
  if (code === 'beach_umbrella_delivery') return 'umbrella';
  if (code === 'car_delivery') return 'car';
  return null;
}

/** Whether the method needs a delivery address (home delivery). */
export function deliveryMethodNeedsAddress(code: DeliveryMethodCode): boolean {
  return code === 'home_delivery';
}

/** Whether the method shows the business's own address and hours (pick-up, take-away). */
export function deliveryMethodAtStructure(code: DeliveryMethodCode): boolean {
  return code === 'pick_up' || code === 'take_away';
}

/** The methods offered at checkout: those with at least one payment type. */
export function deliveryMethodsAvailable<M extends Pick<DeliveryMethod, 'paymentTypes'>>(
  methods: readonly M[],
): M[] {
  return methods.filter((m) => m.paymentTypes.length > 0);
}

/** The method chosen up front: the only available one, else none. */
export function deliveryMethodPreselected<M extends Pick<DeliveryMethod, 'code' | 'paymentTypes'>>(
  methods: readonly M[],
): M['code'] | null {
  const available = deliveryMethodsAvailable(methods);
  return available.length === 1 && available[0] ? available[0].code : null;
}

/** The payment methods of a delivery method, in the configuration's order. */
export function paymentMethodsFor<P extends Pick<PaymentMethod, 'code'>>(
  method: Pick<DeliveryMethod, 'paymentTypes'> | null | undefined,
  payments: readonly P[],
): P[] {
  if (!method) return [];
  const codes = new Set(method.paymentTypes.map((t) => t.code));
  return payments.filter((p) => codes.has(p.code));
}

/**
 * The payment method after the delivery method changes: kept when still
 * offered, preselected when only one is offered, otherwise cleared.
 */
export function paymentMethodAfterDeliveryChange(
  current: string | null | undefined,
  offered: readonly Pick<PaymentMethod, 'code'>[],
): string | null {
  if (current && offered.some((p) => p.code === current)) return current;
  return offered.length === 1 && offered[0] ? offered[0].code : null;
}

/** Whether a payment method is paid online (the order then redirects to the payment page). */
export function paymentMethodIsOnline(method: Pick<PaymentMethod, 'online'> | null | undefined): boolean {
  return method?.online === true;
}
