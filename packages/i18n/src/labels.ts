import type { DeliveryMethodCode, Locale } from '@ordina/contracts';
import { isMessageKey, translate } from './translate.ts';

/** The localized name of a delivery method code: it `Consegna a domicilio` for home_delivery. */
export function deliveryMethodName(locale: Locale, code: DeliveryMethodCode): string {
  return translate(locale, `delivery_method.${code}`);
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
