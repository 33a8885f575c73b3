import type { Locale, OrderRequest } from '@ordina/contracts';
import { cartEntrySelection } from '@ordina/domain';
import type { Cart, PriceBreakdown, TipChoice, VerifyMethod } from '@ordina/domain';
import { emptyCheckoutAddress } from './address/index.ts';
import type { CheckoutAddressValue } from './address/index.ts';

/**
 * The checkout form's values (spec §3 "Order draft"): what the customer
 * chooses and types. Prices are not values of the form: they are computed
 * from the cart and the choices by the domain, and only sent as what the
 * customer saw.
 */
export interface CheckoutValues {
  /** A delivery method code, '' until chosen. */
  deliveryMethod: string;
  /** Table, umbrella number or car plate (table, umbrella and car service). */
  localPlace: string;
  /** Home delivery: the saved address chosen, or the typed one as the server checked it. */
  address: CheckoutAddressValue;
  /** The chosen slot's key (`YYYY-MM-DD HH:mm`), '' until chosen. */
  slot: string;
  name: string;
  lastname: string;
  email: string;
  phone: string;
  /** The country the phone is read in when typed without '+' (ISO code; Italy, the spec's '+39', by default). */
  phoneCountry: string;
  note: string;
  /** The coupon code typed. */
  coupon: string;
  /** A payment method code, '' until chosen. */
  paymentMethod: string;
  /** The tip option (checkout-tip.ts): 'none' (the default), a preset's percentage, or 'other'. */
  tip: string;
  /** The tip typed in euros ("2,50") when the option is 'other'. */
  tipAmount: string;
  privacy: boolean;
  newsletter: boolean;
}

/** An empty checkout. */
export const emptyCheckoutValues: CheckoutValues = {
  deliveryMethod: '',
  localPlace: '',
  address: emptyCheckoutAddress,
  slot: '',
  name: '',
  lastname: '',
  email: '',
  phone: '',
  phoneCountry: 'IT',
  note: '',
  coupon: '',
  paymentMethod: '',
  tip: 'none',
  tipAmount: '',
  privacy: false,
  newsletter: false,
};

/** What the submit adds to the form's values to make the order request. */
export interface OrderRequestContext {
  readonly cart: Cart;
  /** The prices the customer saw (the server refuses another total with PRICES_CHANGED). */
  readonly prices: PriceBreakdown;
  /** The automatic coupon the browser applied, if any (the server chooses again). */
  readonly automaticCouponId: number | null;
  /** The tip chosen (checkoutTipChoice), null for none: the server prices it again. */
  readonly tip: TipChoice | null;
  readonly locale: Locale;
  readonly verifyMethod: VerifyMethod | null;
  /** The bot-protection token (guests); null for a logged-in customer. */
  readonly recaptchaToken: string | null;
  /** The phone as the domain normalised it (international format). */
  readonly phone: string;
  /** The chosen slot's label as the select showed it. */
  readonly timeLabel: string | null;
  readonly currentPage: string;
}

/** A blank text as null: the server judges missing fields with the spec's codes. */
function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The submitted order payload (spec §3, contracts `OrderRequest`) for the form's values. */
export function orderRequestOf(values: CheckoutValues, context: OrderRequestContext): OrderRequest {
  const [day = null, time = null] = values.slot === '' ? [] : values.slot.split(' ');
  // Only home delivery carries an address; the server geocodes it again (decision 015).
  const home = values.deliveryMethod === 'home_delivery';
  return {
    identity: {
      name: textOrNull(values.name),
      lastname: textOrNull(values.lastname),
      email: textOrNull(values.email),
      phone: textOrNull(context.phone),
      note: textOrNull(values.note),
    },
    delivery: {
      method: textOrNull(values.deliveryMethod),
      localPlace: textOrNull(values.localPlace),
      deliveryAddress: home ? values.address.address : null,
      note: null,
      timeLabel: context.timeLabel,
      time,
      day,
    },
    payment: { method: textOrNull(values.paymentMethod) },
    other: {
      privacyPolicy: values.privacy,
      newsletterSubscription: values.newsletter,
      recaptchaToken: context.recaptchaToken,
    },
    prices: { ...context.prices },
    coupon: { manual: textOrNull(values.coupon), automatic: context.automaticCouponId },
    tip: context.tip,
    selectedAddress: home ? values.address.selectedAddress : null,
    cart: context.cart.map((entry) => ({
      productId: entry.product.id,
      itemIds: Object.values(cartEntrySelection(entry)).flat(),
      removedIds: [...entry.variations.removed],
      qty: entry.qty,
    })),
    locale: context.locale,
    verify_method: context.verifyMethod,
    currentPage: context.currentPage,
  };
}
