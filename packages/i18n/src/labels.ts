import type { DeliveryMethodCode, Locale } from '@ordina/contracts';
import type { MessageKey } from './message-key.ts';
import { isMessageKey, translate } from './translate.ts';

/** The localized name of a delivery method code: it `Consegna a domicilio` for home_delivery. */
export function deliveryMethodName(locale: Locale, code: DeliveryMethodCode): string {
  return translate(locale, `delivery_method.${code}`);
}

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

/**
 * The catalogue name of a payment method code (cash_on_delivery,
 * cc_on_delivery, paypal), or undefined for codes such as 'other' whose label
 * and description come from the business configuration.
 */
export function paymentMethodName(locale: Locale, code: string): string | undefined {
  const key = `payment_method.${code}`;
  return isMessageKey(key) ? translate(locale, key) : undefined;
}
