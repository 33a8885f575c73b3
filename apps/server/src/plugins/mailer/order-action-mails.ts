import { orderLinkPaths } from '@ordina/contracts';
import type { Locale } from '@ordina/contracts';
import type { NewOutboxMessage, OrderActionChange, OrderForMessages } from '@ordina/db';
import { clockZoned } from '@ordina/domain';
import { formatLongDate, formatMoney, formatTime, translate } from '@ordina/i18n';
import type { MessageKey } from '@ordina/i18n';
import { mailGreeting } from './account-mails.ts';
import { mailSafeText } from './mail-text.ts';
import { mail, type OrderMailContext } from './order-mails.ts';

/*
 * What the customer hears of each restaurant action (docs/decisions/044), in the order's language:
 * an e-mail per change — accepted with the expected time, rejected with its reason, ready (or on
 * its way, for a home delivery), delayed with the new time, cancelled, discounted — each with the
 * order's summary and its status link, and the refund it triggered; and, when the caller passes the
 * customer's mobile (the business has SMS credit), a short SMS with the link. Delivered is not
 * announced: the customer is the one who received it. Queued in the action's own transaction, so
 * each message is written once with the change and retried by the outbox until sent.
 */

/** The subject/body keys (and SMS) of each announced change. */
interface ChangeTexts {
  subject: MessageKey;
  body: MessageKey;
  sms: MessageKey;
}

/** The texts of a change; null when the customer is not told (delivered). */
function changeTexts(change: OrderActionChange, order: OrderForMessages): ChangeTexts | null {
  const homeDelivery = order.delivery.method === 'home_delivery';
  switch (change.action) {
    case 'accept':
      return {
        subject: 'mail.order_accepted.subject',
        body: 'mail.order_accepted.body',
        sms: 'sms.order_accepted',
      };
    case 'reject':
      return {
        subject: 'mail.order_rejected.subject',
        body: 'mail.order_rejected.body',
        sms: 'sms.order_rejected',
      };
    case 'ready':
      return homeDelivery
        ? {
            subject: 'mail.order_on_its_way.subject',
            body: 'mail.order_on_its_way.body',
            sms: 'sms.order_on_its_way',
          }
        : { subject: 'mail.order_ready.subject', body: 'mail.order_ready.body', sms: 'sms.order_ready' };
    case 'delay':
      return {
        subject: 'mail.order_delayed.subject',
        body: 'mail.order_delayed.body',
        sms: 'sms.order_delayed',
      };
    case 'cancel':
      return {
        subject: 'mail.order_canceled.subject',
        body: 'mail.order_canceled.body',
        sms: 'sms.order_canceled',
      };
    case 'discount':
      return {
        subject: 'mail.order_discount.subject',
        body: 'mail.order_discount.body',
        sms: 'sms.order_discount',
      };
    default:
      return null;
  }
}

/** The promised time as the customer reads it: 'HH:mm' on the business's clock, with the day when it is not the slot's. */
export function promisedTime(
  change: OrderActionChange,
  order: OrderForMessages,
  locale: Locale,
  timeZone: string,
): string {
  if (change.promisedAt === null) return order.slot.time;
  const time = formatTime(change.promisedAt, timeZone);
  const sameDay = clockZoned(change.promisedAt, timeZone).date === order.slot.day;
  return sameDay
    ? time
    : translate(locale, 'date.day_at_time', {
        day: formatLongDate(change.promisedAt, locale, timeZone),
        time,
      });
}

/**
 * The messages of one change: the e-mail, and the SMS to `smsTo` (E.164) when given. `order` is the
 * order as read before the change; the change carries what moved (its new total for a discount).
 */
export function orderActionMessages(
  order: OrderForMessages,
  change: OrderActionChange,
  context: OrderMailContext,
  smsTo: string | null,
): NewOutboxMessage[] {
  const texts = changeTexts(change, order);
  if (texts === null) return [];
  const locale = order.locale;
  const business = context.storefront.anagraphic.name;
  const timeZone = context.storefront.configuration.time_zone;
  const link = `${context.linkBase}${orderLinkPaths.orderSent(order.id, order.hash)}`;
  const params = {
    business,
    code: order.code,
    time: promisedTime(change, order, locale, timeZone),
    reason: change.endReason === null ? '' : translate(locale, `order_end_reason.${change.endReason}`),
    discount: formatMoney(change.amountManualDiscount, locale),
    total: formatMoney(change.amountFinal, locale),
    link,
  };
  const now: OrderForMessages = {
    ...order,
    prices: { ...order.prices, total: change.amountFinal, manual: change.amountManualDiscount },
  };
  const email = mail(order.customer.email, {
    subject: translate(locale, texts.subject, params),
    intro: [
      mailGreeting(locale, order.customer.name),
      translate(locale, texts.body, params),
      ...(change.endNote === ''
        ? []
        : [translate(locale, 'mail.order_rejected.note', { note: mailSafeText(change.endNote) })]),
      ...(change.refunded > 0
        ? [translate(locale, 'mail.order_refund_line', { amount: formatMoney(change.refunded, locale) })]
        : []),
    ],
    order: now,
    locale,
    names: 'order',
    context,
    action: { text: translate(locale, 'mail.order_confirmation.action'), link },
    outro: [translate(locale, 'mail.signature', { business })],
  });
  const sms: NewOutboxMessage[] =
    smsTo === null
      ? []
      : [{ channel: 'sms', recipient: smsTo, bodyText: translate(locale, texts.sms, params) }];
  return [email, ...sms];
}
