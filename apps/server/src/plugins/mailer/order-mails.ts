import { EMAIL_PATTERN, orderLinkPaths } from '@ordina/contracts';
import type { Locale, Storefront } from '@ordina/contracts';
import type { NewOutboxMessage, OrderForMessages } from '@ordina/db';
import {
  clockInstant,
  clockMinutes,
  deliveryMethodAtStructure,
  deliveryMethodPlaceKind,
  languageFirstConfigured,
} from '@ordina/domain';
import {
  deliveryMethodName,
  deliveryTimeLabel,
  formatLongDate,
  formatMoney,
  paymentMethodLabel,
  translate,
} from '@ordina/i18n';
import { htmlEscape, mailGreeting } from './account-mails.ts';
import { mailSafeText } from './mail-text.ts';

/**
 * The order messages (docs/decisions/015, 017), in the order's language:
 * the customer's confirmation (summary, delivery method and time, place or
 * address, payment, total, the order-status link), the guest's verification
 * e-mail or SMS (the link /ordine/convalida/{codice}), and the new-order
 * e-mail to the business in the business's language. The lines' names are
 * the ones kept at order time in the message's language (docs/decisions/041):
 * the order's for the customer, the business's for staff. Names, prices and
 * labels come from the catalogue and the configuration; what the customer
 * typed (address, floor, doorbell, notes, e-mail) goes through mailSafeText,
 * so nothing they typed can become a link or a line of its own, and the
 * customer's own notes are not echoed back to the address they gave. One
 * exception, for the business only: the customer's e-mail, a bare address
 * by the order's rule, is written plain (a mailto link) so staff can reply.
 */

/** What every order message needs besides the order. */
export interface OrderMailContext {
  /** The business's storefront: its name, address, payment labels and time zone. */
  storefront: Storefront;
  /** PUBLIC_URL: the origin of the links. */
  linkBase: string;
}

/** One labelled value of a message; `href` makes the value a link in the HTML part (the customer's address for staff). */
interface Field {
  label: string;
  value: string;
  href?: string;
}

/** The customer's confirmation that the business received the order. */
export function orderConfirmationMail(order: OrderForMessages, context: OrderMailContext): NewOutboxMessage {
  const locale = order.locale;
  const business = context.storefront.anagraphic.name;
  const link = `${context.linkBase}${orderLinkPaths.orderSent(order.id, order.hash)}`;
  return mail(order.customer.email, {
    subject: translate(locale, 'mail.order_confirmation.subject', { code: order.code, business }),
    intro: [
      mailGreeting(locale, order.customer.name),
      translate(locale, 'mail.order_confirmation.body', { business, code: order.code }),
    ],
    order,
    locale,
    names: 'order',
    context,
    action: { text: translate(locale, 'mail.order_confirmation.action'), link },
    outro: [translate(locale, 'mail.signature', { business })],
  });
}

/**
 * The customer's e-mail when their payment arrived after the order's time to pay ran out (issue 31
 * item 7): the order was cancelled and will not be prepared, the `amount` taken (cents) is being
 * refunded, and a link to order again (the storefront's home). Queued with the refund it announces.
 */
export function latePaymentRefundMail(
  order: OrderForMessages,
  amount: number,
  context: OrderMailContext,
): NewOutboxMessage {
  const locale = order.locale;
  const business = context.storefront.anagraphic.name;
  return mail(order.customer.email, {
    subject: translate(locale, 'mail.payment_refund.subject', { code: order.code, business }),
    intro: [
      mailGreeting(locale, order.customer.name),
      translate(locale, 'mail.payment_refund.body', {
        code: order.code,
        amount: formatMoney(amount, locale),
      }),
    ],
    order,
    locale,
    names: 'order',
    context,
    action: { text: translate(locale, 'payment.order_again'), link: `${context.linkBase}/` },
    outro: [translate(locale, 'mail.signature', { business })],
  });
}

/** The guest's e-mail with the link that confirms the order (valid `minutes` minutes). */
export function orderVerificationMail(
  order: OrderForMessages,
  code: string,
  minutes: number,
  context: OrderMailContext,
): NewOutboxMessage {
  const locale = order.locale;
  const business = context.storefront.anagraphic.name;
  return mail(order.customer.email, {
    subject: translate(locale, 'mail.order_verification.subject', { business }),
    intro: [
      mailGreeting(locale, order.customer.name),
      translate(locale, 'mail.order_verification.body', { code: order.code, business, minutes }),
    ],
    order,
    locale,
    names: 'order',
    context,
    action: {
      text: translate(locale, 'mail.order_verification.action'),
      link: `${context.linkBase}${orderLinkPaths.orderVerify(code)}`,
    },
    outro: [
      translate(locale, 'mail.order_verification.ignore'),
      translate(locale, 'mail.signature', { business }),
    ],
  });
}

/** The guest's SMS with the link that confirms the order; `to` is the phone in E.164. */
export function orderVerificationSms(
  order: OrderForMessages,
  to: string,
  code: string,
  minutes: number,
  context: OrderMailContext,
): NewOutboxMessage {
  const link = `${context.linkBase}${orderLinkPaths.orderVerify(code)}`;
  const business = context.storefront.anagraphic.name;
  return {
    channel: 'sms',
    recipient: to,
    bodyText: translate(order.locale, 'sms.order_verification', {
      business,
      code: order.code,
      minutes,
      link,
    }),
  };
}

/**
 * The messages of an order the business received — when it is placed
 * without verification, verified, or paid online (docs/decisions/017, 018):
 * the customer's confirmation and, when the business has an address for it,
 * the new-order e-mail.
 */
export function orderReceivedMessages(
  view: OrderForMessages,
  context: OrderMailContext,
  businessEmail: string | null,
): NewOutboxMessage[] {
  return [
    orderConfirmationMail(view, context),
    ...(businessEmail === null ? [] : [newOrderMail(view, businessEmail, context)]),
  ];
}

/**
 * The new-order e-mail to the business (`to`), in its default language: how
 * to reach the customer (their address plain, so staff can write to it), their
 * notes, the coupon code used and whether the money is already in (paid
 * online) or to be collected (issue 31 item 14).
 */
export function newOrderMail(
  order: OrderForMessages,
  to: string,
  context: OrderMailContext,
): NewOutboxMessage {
  const locale = languageFirstConfigured(context.storefront.configuration.languages);
  const notes = [order.customer.note, order.delivery.note]
    .map((note) => mailSafeText(note))
    .filter((note) => note !== '');
  const customer: Field[] = [
    {
      label: translate(locale, 'mail.order.customer'),
      value: mailSafeText(`${order.customer.name} ${order.customer.lastname}`),
    },
    { label: translate(locale, 'field.phone'), value: mailSafeText(order.customer.phone) },
    customerEmailField(order.customer.email, locale),
    ...(notes.length === 0 ? [] : [{ label: translate(locale, 'field.notes'), value: notes.join(' / ') }]),
  ];
  const payment: Field[] = [
    ...(order.couponCode === null
      ? []
      : [{ label: translate(locale, 'summary.coupon_code'), value: mailSafeText(order.couponCode) }]),
    {
      label: translate(locale, 'mail.order.payment_status'),
      value: translate(locale, order.paidOnline ? 'mail.order.paid_online' : 'mail.order.pay_on_delivery'),
    },
  ];
  return mail(to, {
    subject: translate(locale, 'mail.new_order.subject', {
      code: order.code,
      method: deliveryMethodName(locale, order.delivery.method),
      time: deliveryTime(order, locale, context),
    }),
    intro: [translate(locale, 'mail.new_order.body')],
    blocks: [customer, payment],
    order,
    locale,
    names: 'business',
    context,
    outro: [],
  });
}

/** An e-mail: paragraphs, the order summary, the one link (ours), both as text and as escaped HTML (also the order-action mails'). */
export function mail(
  to: string,
  parts: {
    subject: string;
    intro: string[];
    /** Blocks of fields before the totals (the business's e-mail: the customer, the coupon and payment). */
    blocks?: Field[][];
    order: OrderForMessages;
    locale: Locale;
    /** Which of the names kept at order time the lines show: the order's language (the customer's) or the business's. */
    names: 'order' | 'business';
    context: OrderMailContext;
    action?: { text: string; link: string };
    outro: string[];
  },
): NewOutboxMessage {
  const { order, locale, context } = parts;
  const inOrderLocale = parts.names === 'order';
  const lines = order.lines.map((line) => ({
    head: `${line.qty} × ${inOrderLocale ? line.nameInOrderLocale : line.name} — ${formatMoney(line.lineTotal, locale)}`,
    details: [
      ...(line.options.length === 0
        ? []
        : [
            line.options
              .map(
                (o) =>
                  `${o.operand === '+' ? '+' : '-'} ${inOrderLocale ? o.itemNameInOrderLocale : o.itemName}`,
              )
              .join(', '),
          ]),
      ...(line.removed.length === 0
        ? []
        : [
            translate(locale, 'summary.without', {
              items: line.removed.map((r) => (inOrderLocale ? r.nameInOrderLocale : r.name)).join(', '),
            }),
          ]),
    ],
  }));
  const totals = totalFields(order, locale);
  const delivery = deliveryFields(order, locale, context);
  const blocks: Field[][] = [...(parts.blocks ?? []), totals, delivery];

  const text = [
    ...parts.intro.flatMap((paragraph) => [paragraph, '']),
    ...lines.flatMap((line) => [line.head, ...line.details.map((detail) => `    ${detail}`)]),
    '',
    ...blocks.flatMap((block) => [
      ...block.map((field) =>
        translate(locale, 'mail.order.field', { label: field.label, value: field.value }),
      ),
      '',
    ]),
    ...(parts.action ? [parts.action.text, parts.action.link, ''] : []),
    ...parts.outro.flatMap((paragraph) => [paragraph, '']),
  ]
    .join('\n')
    .trimEnd();
  const html = [
    ...parts.intro.map((paragraph) => `<p>${htmlEscape(paragraph)}</p>`),
    `<ul>${lines.map((line) => `<li>${htmlEscape(line.head)}${line.details.map((detail) => `<br>${htmlEscape(detail)}`).join('')}</li>`).join('')}</ul>`,
    ...blocks.map(
      (block) =>
        `<p>${block.map((field) => translate(locale, 'mail.order.field', { label: htmlEscape(field.label), value: fieldHtml(field) })).join('<br>')}</p>`,
    ),
    ...(parts.action
      ? [`<p><a href="${htmlEscape(parts.action.link)}">${htmlEscape(parts.action.text)}</a></p>`]
      : []),
    ...parts.outro.map((paragraph) => `<p>${htmlEscape(paragraph)}</p>`),
  ].join('\n');
  return { channel: 'email', recipient: to, subject: parts.subject, bodyText: text, bodyHtml: html };
}

/** A field's value in the HTML part: bold, and a link when it has one. */
function fieldHtml(field: Field): string {
  const value = `<strong>${htmlEscape(field.value)}</strong>`;
  return field.href === undefined ? value : `<a href="${htmlEscape(field.href)}">${value}</a>`;
}

/**
 * The customer's e-mail for staff: the address as it is, a mailto link in the
 * HTML. Orders take one bare address only (EMAIL_PATTERN, issue 31 item 12),
 * so it can spell no other link; an address stored before that rule that
 * breaks it is still shown defanged.
 */
function customerEmailField(email: string, locale: Locale): Field {
  const label = translate(locale, 'field.email');
  if (!EMAIL_PATTERN.test(email)) return { label, value: mailSafeText(email) };
  const at = email.lastIndexOf('@');
  // RFC 6068: a ? # % in an address would start or break the mailto's own parts, so each side is percent-encoded.
  return {
    label,
    value: email,
    href: `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`,
  };
}

/** Products, coupon, shipping (or free shipping) and total. */
function totalFields(order: OrderForMessages, locale: Locale): Field[] {
  const { prices } = order;
  const shipping =
    order.delivery.method !== 'home_delivery'
      ? []
      : [
          prices.shipping === 0
            ? {
                label: translate(locale, 'summary.shipping'),
                value: translate(locale, 'summary.free_shipping'),
              }
            : { label: translate(locale, 'summary.shipping'), value: formatMoney(prices.shipping, locale) },
        ];
  return [
    { label: translate(locale, 'summary.products'), value: formatMoney(prices.cart, locale) },
    ...(prices.coupon === 0
      ? []
      : [{ label: translate(locale, 'summary.coupon'), value: formatMoney(prices.coupon, locale) }]),
    ...shipping,
    ...(prices.manual === undefined || prices.manual === 0
      ? []
      : [
          { label: translate(locale, 'summary.manual_discount'), value: formatMoney(-prices.manual, locale) },
        ]),
    // The customer's tip (docs/decisions/067), in the total like shipping.
    ...(prices.tip === undefined || prices.tip === 0
      ? []
      : [{ label: translate(locale, 'summary.tip'), value: formatMoney(prices.tip, locale) }]),
    { label: translate(locale, 'summary.total'), value: formatMoney(prices.total, locale) },
  ];
}

/** Delivery method, time, where (address, place, or the business for pick-up) and payment method. */
function deliveryFields(order: OrderForMessages, locale: Locale, context: OrderMailContext): Field[] {
  return [
    {
      label: translate(locale, 'field.delivery_method'),
      value: deliveryMethodName(locale, order.delivery.method),
    },
    { label: deliveryTimeLabel(locale, order.delivery.method), value: deliveryTime(order, locale, context) },
    ...where(order, locale, context),
    {
      label: translate(locale, 'field.payment_method'),
      value: paymentLabel(order.paymentMethod, locale, context.storefront),
    },
  ];
}

/** The slot as a date and time on the business's clock: "Tuesday 1 December 2026 at 21:00". */
function deliveryTime(order: OrderForMessages, locale: Locale, context: OrderMailContext): string {
  const timeZone = context.storefront.configuration.time_zone;
  const instant = clockInstant(order.slot.day, clockMinutes(order.slot.time), timeZone);
  return translate(locale, 'date.day_at_time', {
    day: formatLongDate(instant, locale, timeZone),
    time: order.slot.time,
  });
}

/** Where the order goes: the address (with floor and doorbell), the table/umbrella/car, or the business's address for pick-up. */
function where(order: OrderForMessages, locale: Locale, context: OrderMailContext): Field[] {
  const label = translate(locale, 'mail.order.where');
  const { delivery } = order;
  if (delivery.address !== null) {
    const a = delivery.address;
    const extras = [
      ...(a.floor ? [`${translate(locale, 'field.floor')} ${mailSafeText(a.floor)}`] : []),
      ...(a.intercom_name ? [`${translate(locale, 'field.doorbell')} ${mailSafeText(a.intercom_name)}`] : []),
    ];
    const street = mailSafeText(`${a.route} ${a.street_number}, ${a.postal_code} ${a.locality}`);
    return [{ label, value: [street, ...extras].join(' — ') }];
  }
  const kind = deliveryMethodPlaceKind(delivery.method);
  if (kind !== null && delivery.place !== null) {
    const placeLabel = translate(
      locale,
      kind === 'table'
        ? 'field.table_number'
        : kind === 'umbrella'
          ? 'field.umbrella_number'
          : 'field.car_plate',
    );
    return [{ label: placeLabel, value: mailSafeText(delivery.place) }];
  }
  if (deliveryMethodAtStructure(delivery.method)) {
    const { name, address, zipCode, city } = context.storefront.anagraphic;
    return [{ label, value: `${name}, ${address}, ${[zipCode, city].filter(Boolean).join(' ')}` }];
  }
  return [];
}

/** The payment method in the message's language: the label the checkout and the order pages show (one source, paymentMethodLabel). */
function paymentLabel(code: string, locale: Locale, storefront: Storefront): string {
  const { payment_methods: methods, languages } = storefront.configuration;
  return paymentMethodLabel(code, methods, { locale, business: languageFirstConfigured(languages) });
}
