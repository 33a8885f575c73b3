import { orderLinkPaths } from '@ordina/contracts';
import type { PushNotificationPayload, Storefront } from '@ordina/contracts';
import type { OrderActionChange, OrderForMessages } from '@ordina/db';
import { translate } from '@ordina/i18n';
import type { MessageKey } from '@ordina/i18n';
import { promisedTime } from '../mailer/index.ts';

/*
 * What a status notification says (docs/decisions/069), in the order's language: the business's name
 * as the title, and the change in one sentence — confirmed with the expected time, ready (on its way
 * for a home delivery), a new time, not accepted with the reason, cancelled. A discount and
 * delivered are not announced (the e-mail says the first; the customer saw the second).
 */

/** The sentence of each announced change; null for the others. */
function changeText(change: OrderActionChange, order: OrderForMessages): MessageKey | null {
  switch (change.action) {
    case 'accept':
      return 'push.order_accepted';
    case 'reject':
      return 'push.order_rejected';
    case 'ready':
      return order.delivery.method === 'home_delivery' ? 'push.order_on_its_way' : 'push.order_ready';
    case 'delay':
      return 'push.order_delayed';
    case 'cancel':
      return 'push.order_canceled';
    default:
      return null;
  }
}

/** The notification of `change` to `order` (read after it); null when the customer is not told of it. */
export function orderPushNotification(
  order: OrderForMessages,
  change: OrderActionChange,
  storefront: Storefront,
): PushNotificationPayload | null {
  const key = changeText(change, order);
  if (key === null) return null;
  const locale = order.locale;
  const timeZone = storefront.configuration.time_zone;
  const body = translate(locale, key, {
    code: order.code,
    time: promisedTime(change, order, locale, timeZone),
    reason: change.endReason === null ? '' : translate(locale, `order_end_reason.${change.endReason}`),
  }).trim();
  return {
    title: storefront.anagraphic.name,
    body,
    url: orderLinkPaths.orderSent(order.id, order.hash),
    tag: `order-${order.id}`,
  };
}

/** The changes after which nothing more is announced: the order has ended, its subscriptions go. */
export function changeEndsOrder(change: OrderActionChange): boolean {
  return change.action === 'reject' || change.action === 'cancel' || change.action === 'delivered';
}
