import type { DeliveryMethodCode, Tips } from '@ordina/contracts';
import {
  deliveryMethodIsKnown,
  deliveryMethodPlaceKind,
  validateEmail,
  validateLocalPlace,
  validatePersonName,
  validatePrivacy,
  validateRequired,
} from '@ordina/domain';
import { loadPhoneRules } from '../../lib/form/index.ts';
import type { FieldRules, ServerFields } from '../../lib/form/index.ts';
import { addressFieldRule } from './address/index.ts';
import { tipAmountRule } from './checkout-tip.ts';
import type { CheckoutValues } from './checkout-values.ts';

/** The chosen delivery method, or null while none (or an unknown code) is chosen. */
export function chosenMethod(values: Pick<CheckoutValues, 'deliveryMethod'>): DeliveryMethodCode | null {
  return deliveryMethodIsKnown(values.deliveryMethod) ? values.deliveryMethod : null;
}

/**
 * The checkout's rules (spec §5), the domain's functions the server's quote
 * applies too: required delivery method, payment method, names, e-mail,
 * phone, delivery time; the place of table, umbrella and car service
 * (letters, digits, spaces); the privacy consent.
 */
export const checkoutRules: FieldRules<CheckoutValues> = {
  deliveryMethod: (values) => validateRequired(values.deliveryMethod),
  localPlace: (values) => {
    const method = chosenMethod(values);
    if (method === null || deliveryMethodPlaceKind(method) === null) return null;
    return validateRequired(values.localPlace) ?? validateLocalPlace(values.localPlace);
  },
  // Home delivery: an address inside the zone ('You must specify an address'), floor and doorbell within their limits.
  address: (values) => (chosenMethod(values) === 'home_delivery' ? addressFieldRule(values.address) : null),
  slot: (values) => validateRequired(values.slot),
  name: (values) => validatePersonName(values.name),
  lastname: (values) => validatePersonName(values.lastname),
  email: (values) => validateEmail(values.email),
  // libphonenumber loads on demand (docs/decisions/013).
  phone: async (values) =>
    (await loadPhoneRules()).validatePhone(values.phone, { country: values.phoneCountry }),
  paymentMethod: (values) => validateRequired(values.paymentMethod),
  privacy: (values) => validatePrivacy(values.privacy),
};

/** The checkout's rules for a business's tips: the typed tip's amount within its cap (checkout-tip.ts). */
export function checkoutRulesFor(tips: Tips | undefined): FieldRules<CheckoutValues> {
  return { ...checkoutRules, tipAmount: (values) => tipAmountRule(values, tips) };
}

/** The server's codes (spec §8, decision 015) that belong to a field: shown on it, focused, until it changes. */
export const checkoutServerFields: ServerFields<CheckoutValues> = {
  NO_DELIVERY_METHOD: 'deliveryMethod',
  WRONG_DELIVERY_METHOD: 'deliveryMethod',
  NO_DELIVERY_PLACE: 'localPlace',
  WRONG_DELIVERY_PLACE: 'localPlace',
  NO_ROUTE: 'address',
  NO_STREET_NUMBER: 'address',
  NO_ZIP_CODE: 'address',
  NO_LOCALITY: 'address',
  NO_LATITUDE: 'address',
  NO_LONGITUDE: 'address',
  OUTSIDE_DELIVERY_ZONE: 'address',
  NO_DELIVERY_TIME: 'slot',
  WRONG_DELIVERY_TIME: 'slot',
  NO_DELIVERY_DAY: 'slot',
  WRONG_DELIVERY_DAY: 'slot',
  NO_NAME: 'name',
  WRONG_NAME: 'name',
  NO_LASTNAME: 'lastname',
  WRONG_LASTNAME: 'lastname',
  NO_EMAIL: 'email',
  WRONG_EMAIL: 'email',
  WRONG_PHONE: 'phone',
  NO_PAYMENT_METHOD: 'paymentMethod',
  WRONG_PAYMENT_METHOD: 'paymentMethod',
  NOT_ACCEPTED_PRIVACY_POLICY: 'privacy',
  COUPON_EXHAUSTED: 'coupon',
  WRONG_TIP: 'tip',
};
