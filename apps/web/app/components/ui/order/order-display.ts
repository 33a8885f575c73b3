import type { Order, Storefront } from '@ordina/contracts';
import {
  languageFirstConfigured,
  orderStatusAwaitsPayment,
  orderStatusDisplay,
  orderStatusIsReceived,
} from '@ordina/domain';
import type { OrderStatusColor } from '@ordina/domain';
import { formatDateTime, paymentMethodDescription, paymentMethodLabel } from '@ordina/i18n';
import type { MessageKey, Translator } from '@ordina/i18n';

/** How the order pages show an order's facts: status, times, payment link, payment method, place. */

/** The status label (spec §4 table) and its colour; an unknown code shows as itself, neutral. */
export function orderStatusView(
  code: string,
  t: Translator,
): { label: string; color: OrderStatusColor | null } {
  const display = orderStatusDisplay(code);
  return display ? { label: t.message(display.label), color: display.color } : { label: code, color: null };
}

/**
 * Where an order stands for the customer, so a page's banner never contradicts its status badge
 * (issue 31 item 9): received by the business; still awaiting its payment; cancelled because its
 * time to pay ran out (with the money of a late payment being refunded: a payment listed paid on a
 * cancelled order goes back, docs/decisions/018); or cancelled otherwise.
 */
export type OrderStanding =
  'received' | 'awaiting_payment' | 'payment_expired' | 'payment_expired_refunded' | 'cancelled';

export function orderStanding(
  order: Pick<Order, 'statusCode' | 'cancelReason' | 'transactions'>,
): OrderStanding {
  if (orderStatusIsReceived(order.statusCode)) return 'received';
  if (orderStatusAwaitsPayment(order.statusCode)) return 'awaiting_payment';
  if (order.cancelReason !== 'payment_expired') return 'cancelled';
  return order.transactions.some((transaction) => transaction.status === 'paid')
    ? 'payment_expired_refunded'
    : 'payment_expired';
}

/** Where to pay an order that still waits for its online payment (the latest attempt with a payment page), else null. */
export function orderPaymentUrl(order: Pick<Order, 'statusCode' | 'transactions'>): string | null {
  if (!orderStatusAwaitsPayment(order.statusCode)) return null;
  const withPage = order.transactions.filter((transaction) => transaction.resourceUrlPay);
  return withPage[withPage.length - 1]?.resourceUrlPay ?? null;
}

/**
 * The time the business promised the order (docs/decisions/044), as date and time on the business's
 * clock, while it is on its way to the customer (accepted, ready); null before it was accepted or
 * once it ended.
 */
export function orderPromisedAt(
  order: Pick<Order, 'statusCode' | 'promisedAt'>,
  t: Translator,
  timeZone: string,
): string | null {
  if (
    order.promisedAt === null ||
    (order.statusCode !== 'confirmed' && order.statusCode !== 'ready_delivery')
  )
    return null;
  return formatDateTime(new Date(order.promisedAt), t.locale, timeZone);
}

/** What happens next to the order, for the customer's status page; null once it ended unfulfilled or awaits its payment. */
export function orderNextStep(order: Pick<Order, 'statusCode' | 'deliveryMethodCode'>): MessageKey | null {
  switch (order.statusCode) {
    case 'to_manage':
      return 'order_live.next.to_manage';
    case 'confirmed':
      return 'order_live.next.confirmed';
    case 'ready_delivery':
      return order.deliveryMethodCode === 'home_delivery'
        ? 'order_live.next.on_its_way'
        : 'order_live.next.ready';
    case 'delivered':
      return 'order_live.next.delivered';
    default:
      return null;
  }
}

/** Why the business ended the order, as the customer reads it (a reject's reason, an auto-reject, a cancel); null otherwise. */
export function orderEndReason(order: Pick<Order, 'statusCode' | 'cancelReason'>): MessageKey | null {
  if (
    order.statusCode !== 'canceled' ||
    order.cancelReason === null ||
    order.cancelReason === 'payment_expired'
  )
    return null;
  return `order_end_reason.${order.cancelReason}`;
}

/** When the order was placed (an ISO instant), as date and time on the business's clock. */
export function orderPlacedAt(order: Pick<Order, 'date'>, t: Translator, timeZone: string): string {
  return formatDateTime(new Date(order.date.date), t.locale, timeZone);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/**
 * The requested delivery time, already on the business's clock
 * ('YYYY-MM-DD HH:mm'): shown as the same wall-clock date and time in the
 * page's language (read as UTC so no zone shifts it). Unreadable text shows as is.
 */
export function orderDeliveryTime(deliveryTime: string, t: Translator): string {
  const match = WALL_CLOCK.exec(deliveryTime);
  if (!match) return deliveryTime;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return formatDateTime(Date.UTC(year, month - 1, day, hour, minute), t.locale, 'UTC');
}

/** The payment method in the page language: the label the checkout showed (one source, paymentMethodLabel) and the business's description ('' when none). */
export function orderPaymentMethod(
  code: string,
  storefront: Storefront,
  t: Translator,
): { label: string; description: string } {
  const { payment_methods: methods, languages } = storefront.configuration;
  const locales = { locale: t.locale, business: languageFirstConfigured(languages) };
  return {
    label: paymentMethodLabel(code, methods, locales),
    description: paymentMethodDescription(code, methods, locales),
  };
}

/** A coupon's discount: '10%' style for percent coupons, money otherwise. */
export function couponDiscount(coupon: Order['coupons'][number], t: Translator): string {
  if (coupon.discountMode === '%')
    return new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      coupon.discountValue / 100,
    );
  return t.money(coupon.discountValue);
}
