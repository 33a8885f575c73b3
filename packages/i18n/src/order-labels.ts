import type { DeliveryMethodCode, Locale } from '@ordina/contracts';
import { paymentMethodName } from './labels.ts';
import type { MessageKey } from './message-key.ts';
import { translate } from './translate.ts';

// The labels of a placed order's time and payment (issue 31 items 6 and 9), apart from labels.ts: that module
// is in the chunk every public page loads (apps/web/vite.config.ts, TINY_SHARED_MODULES), and only the
// checkout, the order pages and the e-mails need these.

// What happens at an order's time: delivered home, collected at the business, or brought to the table, umbrella or car.
const DELIVERY_TIME_LABELS: Readonly<Record<DeliveryMethodCode, MessageKey>> = {
  home_delivery: 'field.delivery_time',
  pick_up: 'field.pickup_time',
  take_away: 'field.pickup_time',
  table_delivery: 'field.service_time',
  beach_umbrella_delivery: 'field.service_time',
  car_delivery: 'field.service_time',
};

/**
 * The label of an order's time for its delivery method (issue 31 item 9): 'Delivery time' only for home
 * delivery; 'Pick-up time' for pick-up and take-away; 'Serving time' for table, umbrella and car service.
 */
export function deliveryTimeLabel(locale: Locale, code: DeliveryMethodCode): string {
  return translate(locale, DELIVERY_TIME_LABELS[code]);
}

/** What a payment method's texts are made of in the configuration (spec §3): its own label and description, and their translations. */
export interface PaymentMethodTexts {
  readonly code: string;
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly languages: Partial<
    Record<Locale, { readonly label?: string | undefined; readonly description?: string | undefined }>
  >;
}

/** The languages a payment method is shown in: the page's (or the order's), and the business's own, which its untranslated texts are written in. */
export interface PaymentMethodLocales {
  readonly locale: Locale;
  readonly business: Locale;
}

/**
 * The one label of a payment method, wherever it is shown (checkout, order
 * pages, e-mails; issue 31 item 6). A code the catalogue names (spec §4:
 * cash_on_delivery, cc_on_delivery, paypal) has the catalogue's name in the
 * language; any other ('other', spec §4: "shows label and description") the
 * business's label in the language (its translation, or its own label when
 * the language is the business's), else its own label, name or the code —
 * words of the business's language rather than none.
 */
export function paymentMethodLabel(
  code: string,
  methods: readonly PaymentMethodTexts[],
  locales: PaymentMethodLocales,
): string {
  const known = paymentMethodName(locales.locale, code);
  if (known !== undefined) return known;
  const method = methods.find((candidate) => candidate.code === code);
  if (method === undefined) return code;
  return businessText(method, 'label', locales) || method.label || method.name;
}

/**
 * The business's description of a payment method in the language (its
 * translation, or its own description when the language is the business's);
 * '' when it has none in that language: a description in another language
 * would be the wrong one (issue 31 item 6).
 */
export function paymentMethodDescription(
  code: string,
  methods: readonly PaymentMethodTexts[],
  locales: PaymentMethodLocales,
): string {
  const method = methods.find((candidate) => candidate.code === code);
  return method === undefined ? '' : businessText(method, 'description', locales);
}

function businessText(
  method: PaymentMethodTexts,
  field: 'label' | 'description',
  locales: PaymentMethodLocales,
): string {
  const translated = method.languages[locales.locale]?.[field]?.trim();
  if (translated) return translated;
  return locales.locale === locales.business ? method[field].trim() : '';
}
