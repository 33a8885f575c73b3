import { z } from 'zod';
import {
  accountEmailSchema,
  optionalEmailSchema,
  phoneFieldSchema,
  recaptchaTokenSchema,
  EMAIL_MAX_LENGTH,
} from './account.ts';
import { addressInputSchema } from './address.ts';
import { freeTextClean, PERSON_NAME_MAX_LENGTH } from './person-text.ts';
import { DELIVERY_METHODS, localeSchema } from './business.ts';
import { errorCodeSchema } from './errors.ts';
import { orderSchema } from './orders.ts';
import { publicCouponSchema } from './storefront.ts';

/**
 * Requests and answers of the checkout calls (spec §3 "Submitted order
 * payload", §7 order, verify, order pages, coupons, timetable). Field names
 * are the spec's; money is integer cents (docs/decisions/001).
 *
 * The order body is read loosely: every field the form may leave empty is
 * accepted as null here and judged by the server's order quote
 * (@ordina/domain `orderQuote`), which answers the spec's codes in form order
 * (NO_NAME, WRONG_PHONE, NO_DELIVERY_TIME…). Only the shape is checked here:
 * a missing group answers its NO_*_ARRAY code, a text longer than any form
 * sends is refused with the field's code.
 */

// Longest texts the form sends (its fields stop there: maxlength); longer ones only come from a hand-made request.
/** The order's notes. */
export const ORDER_NOTE_MAX_LENGTH = 1000;
/** Table, beach umbrella or car plate. */
export const DELIVERY_PLACE_MAX_LENGTH = 100;
/** A coupon code as typed. */
export const COUPON_CODE_MAX_LENGTH = 50;
const SHORT_TEXT_MAX_LENGTH = 200;
const CART_MAX_LINES = 100;
const LINE_MAX_IDS = 100;

const cents = z.number().int().min(0);
const signedCents = z.number().int();
const id = z.number().int().positive();

/** A text the form may leave empty: null, absent or a string up to `max`, refused with `code` when longer or not text. */
const optionalText = (code: z.infer<typeof errorCodeSchema>, max: number = SHORT_TEXT_MAX_LENGTH) =>
  z.string({ error: code }).max(max, { error: code }).nullish();

/** An order's notes: as optionalText, stripped of controls (but line breaks) and bidirectional formatting before anything stores or sends them. */
const noteText = () =>
  z
    .string({ error: 'GENERIC_ERROR' })
    .max(ORDER_NOTE_MAX_LENGTH, { error: 'GENERIC_ERROR' })
    .transform(freeTextClean)
    .nullish();

/** The `Idempotency-Key` header of an order submit: one per submit attempt, kept across its retries (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Request headers of the order calls (names lower-case, as Node reads them):
 * `Idempotency-Key` required — NO_IDEMPOTENCY_KEY when missing,
 * WRONG_IDEMPOTENCY_KEY when not 16–128 letters, digits, `-` or `_`. Other
 * headers pass through untouched.
 */
export const orderHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: 'NO_IDEMPOTENCY_KEY' })
    .min(1, { error: 'NO_IDEMPOTENCY_KEY', abort: true })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'WRONG_IDEMPOTENCY_KEY' }),
});
export type OrderHeaders = z.input<typeof orderHeadersSchema>;

/** One cart line as submitted (the domain's `OrderDraftLine`): ids and a quantity only — names and prices come from the catalogue. */
export const orderDraftLineSchema = z.object({
  productId: z
    .number({ error: 'WRONG_PRODUCT' })
    .int({ error: 'WRONG_PRODUCT' })
    .positive({ error: 'WRONG_PRODUCT' }),
  itemIds: z
    .array(id, { error: 'WRONG_PRODUCT_OPTION' })
    .max(LINE_MAX_IDS, { error: 'WRONG_PRODUCT_OPTION' })
    .default([]),
  removedIds: z
    .array(id, { error: 'WRONG_REMOVED_ITEM' })
    .max(LINE_MAX_IDS, { error: 'WRONG_REMOVED_ITEM' })
    .default([]),
  qty: z.number({ error: 'WRONG_QUANTITY' }).int({ error: 'WRONG_QUANTITY' }),
});
export type OrderDraftLineInput = z.input<typeof orderDraftLineSchema>;

/** The order draft's `identity` (spec §3): who orders. A logged-in customer's e-mail is taken from the account instead. */
export const orderIdentitySchema = z.object(
  {
    name: optionalText('WRONG_NAME', PERSON_NAME_MAX_LENGTH),
    lastname: optionalText('WRONG_LASTNAME', PERSON_NAME_MAX_LENGTH),
    email: optionalText('WRONG_EMAIL', EMAIL_MAX_LENGTH),
    phone: phoneFieldSchema.nullish(),
    /** The draft's flag (spec §3); the server decides verification itself. */
    verified: z.boolean().nullish(),
    note: noteText(),
  },
  { error: 'NO_IDENTITY_ARRAY' },
);

/** The order draft's `delivery` (spec §3): method, place or address, the chosen slot. */
export const orderDeliverySchema = z.object(
  {
    method: optionalText('WRONG_DELIVERY_METHOD', 40),
    /** Table, beach umbrella or car plate (letters, digits and spaces). */
    localPlace: optionalText('WRONG_DELIVERY_PLACE', DELIVERY_PLACE_MAX_LENGTH),
    /** Home delivery: the address as typed; the server geocodes it again and never uses its lat/lng. */
    deliveryAddress: addressInputSchema.nullish(),
    note: noteText(),
    /** What the select showed (ignored by the server). */
    timeLabel: optionalText('GENERIC_ERROR'),
    /** Slot start `HH:mm` on the business clock. */
    time: z
      .string({ error: 'WRONG_DELIVERY_TIME' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'WRONG_DELIVERY_TIME' })
      .nullish(),
    /** Slot day `YYYY-MM-DD` on the business clock. */
    day: z
      .string({ error: 'WRONG_DELIVERY_DAY' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'WRONG_DELIVERY_DAY' })
      .nullish(),
  },
  { error: 'NO_DELIVERY_ARRAY' },
);

/** The order draft's `payment` (spec §3). */
export const orderPaymentSchema = z.object(
  { method: optionalText('WRONG_PAYMENT_METHOD', 40) },
  { error: 'NO_PAYMENT_ARRAY' },
);

/** The order draft's `other` (spec §3): consents and the bot-protection token (guests only). */
export const orderOtherSchema = z.object(
  {
    privacyPolicy: z.boolean({ error: 'NOT_ACCEPTED_PRIVACY_POLICY' }).nullish(),
    newsletterSubscription: z.boolean({ error: 'GENERIC_ERROR' }).nullish(),
    recaptchaToken: z.string({ error: 'WRONG_RECAPTCHA' }).max(4000, { error: 'WRONG_RECAPTCHA' }).nullish(),
  },
  { error: 'NO_OTHER_ARRAY' },
);

/** The price lines of an order (spec §3 "prices"), cents; `coupon` is the discount as a negative amount or 0. */
export const orderPricesSchema = z.object({
  cart: cents,
  shipping: cents,
  freeShipping: z.boolean(),
  coupon: signedCents.max(0),
  /** The tip (docs/decisions/067), part of the total; 0 when none. */
  tip: cents.default(0),
  total: cents,
});
export type OrderPrices = z.infer<typeof orderPricesSchema>;

/** The draft's `prices`: what the customer SAW; only `total` is compared with the server's (PRICES_CHANGED). */
export const orderDisplayedPricesSchema = z.object(
  {
    cart: signedCents.nullish(),
    shipping: signedCents.nullish(),
    freeShipping: z.boolean().nullish(),
    coupon: signedCents.nullish(),
    tip: signedCents.nullish(),
    total: z.number({ error: 'NO_PRICES_ARRAY' }).int({ error: 'NO_PRICES_ARRAY' }),
  },
  { error: 'NO_PRICES_ARRAY' },
);

/** The draft's `coupon`: the typed code (looked up again by the server) and the automatic coupon the browser chose (the server chooses again). */
export const orderCouponChoiceSchema = z.object({
  manual: optionalText('GENERIC_ERROR', COUPON_CODE_MAX_LENGTH),
  automatic: id.nullish(),
});

/**
 * The draft's `tip` (docs/decisions/067): a preset's `percent` or an `amount` in cents, never both;
 * absent or null for no tip. The server computes the tip again and refuses one the business does not
 * offer (WRONG_TIP).
 */
export const orderTipChoiceSchema = z.object(
  {
    percent: z.number({ error: 'WRONG_TIP' }).int({ error: 'WRONG_TIP' }).nullish(),
    amount: z.number({ error: 'WRONG_TIP' }).int({ error: 'WRONG_TIP' }).nullish(),
  },
  { error: 'WRONG_TIP' },
);
export type OrderTipChoice = z.infer<typeof orderTipChoiceSchema>;

/** How a guest wants the order verified (spec §2 verification buttons); absent for no choice. */
export const VERIFY_METHODS = ['verify_with_email', 'verify_with_sms'] as const;

/**
 * POST /api/order and POST /api/secured/user/{id}/order: the submitted order
 * payload of spec §3 — the order draft's groups plus cart, locale,
 * verify_method and currentPage — with the `Idempotency-Key` header
 * (orderHeadersSchema).
 */
export const orderRequestSchema = z.object({
  identity: orderIdentitySchema,
  delivery: orderDeliverySchema,
  payment: orderPaymentSchema,
  other: orderOtherSchema,
  prices: orderDisplayedPricesSchema,
  coupon: orderCouponChoiceSchema.nullish(),
  tip: orderTipChoiceSchema.nullish(),
  /** A saved address id of the logged-in customer, or null for an address typed now (saved with the order). */
  selectedAddress: id.nullish(),
  cart: z
    .array(orderDraftLineSchema, { error: 'CART_EMPTY' })
    .max(CART_MAX_LINES, { error: 'WRONG_QUANTITY' }),
  /** Language of the order's messages; the business's default when absent. */
  locale: localeSchema.nullish(),
  verify_method: z.enum(VERIFY_METHODS, { error: 'GENERIC_ERROR' }).nullish(),
  currentPage: z.string().max(2000).nullish(),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;
export type OrderRequestParsed = z.output<typeof orderRequestSchema>;

/** Where the browser goes after a placed order (spec §4 "Checkout submit success", §2 routes). */
export const orderPushSchema = z.discriminatedUnion('name', [
  /** /ordine/inviato/{oid}/{hash} */
  z.object({ name: z.literal('OrderSended'), params: z.object({ oid: id, hash: z.string() }) }),
  /** /ordine/in-attesa-di-convalida/{otid}/{hash}/{type} */
  z.object({
    name: z.literal('OrderToVerify'),
    params: z.object({ otid: id, hash: z.string(), type: z.enum(['email', 'sms']) }),
  }),
]);
export type OrderPush = z.infer<typeof orderPushSchema>;

/**
 * The answer of a placed order (the same for every retry with its key):
 * `push` for the page to open, or `redirectTo` for an order paid online —
 * the provider's checkout page (or, when none could be opened, the payment
 * landing page's failure with its retry link). docs/decisions/015, 018.
 */
export const orderPlacedResponseSchema = z.object({
  data: z.object({ push: orderPushSchema.optional(), redirectTo: z.string().optional() }),
});
export type OrderPlacedResponse = z.infer<typeof orderPlacedResponseSchema>;

/**
 * A refused order (409): the error envelope, and with PRICES_CHANGED the
 * fresh prices (`data.prices`) the customer must see before sending again.
 */
export const orderRefusalSchema = z.object({
  data: z.object({ errors: z.array(errorCodeSchema).min(1), prices: orderPricesSchema.optional() }),
});
export type OrderRefusal = z.infer<typeof orderRefusalSchema>;

/** POST /api/order/verify: the code of /ordine/convalida/{codice} and the bot-protection token. */
export const orderVerifyRequestSchema = z.object({
  code: z
    .string({ error: 'WRONG_ORDER_VERIFICATION_CODE' })
    .trim()
    .min(1, { error: 'WRONG_ORDER_VERIFICATION_CODE' })
    .max(200, { error: 'WRONG_ORDER_VERIFICATION_CODE' }),
  other: z.object({ recaptchaToken: z.string().max(4000, { error: 'WRONG_RECAPTCHA' }).nullish() }).nullish(),
});
export type OrderVerifyRequest = z.input<typeof orderVerifyRequestSchema>;

/** The verified order; `verifiedAlready` true when the code had been used before (spec §2 "Order verify"). */
export const orderVerifyResponseSchema = z.object({
  data: z.object({ order: orderSchema, verifiedAlready: z.boolean() }),
});
export type OrderVerifyResponse = z.infer<typeof orderVerifyResponseSchema>;

// A path segment the server looks up or checks: text, so anything malformed reads like an unknown record (404).
const pathSegment = z.string().max(4000);

/** GET /api/order/detail/{oid}/{hash}/{captcha}: the order's id, its access hash and a bot-protection token. */
export const orderDetailParamsSchema = z.object({
  oid: pathSegment,
  hash: pathSegment,
  captcha: pathSegment,
});

/** GET /api/order-to-verify/detail/{otid}/{hash}/{captcha}: the pending order's id, its link hash and a bot-protection token. */
export const pendingOrderParamsSchema = z.object({
  otid: pathSegment,
  hash: pathSegment,
  captcha: pathSegment,
});

/**
 * The pending order (spec §3): `status` 0 waiting for the code, 100 verified, 101 expired — 100 or more is
 * not verifiable (docs/decisions/007). `order` is the verified order's page link (/ordine/inviato/{oid}/{hash})
 * from status 100, null otherwise: the waiting page of a confirmed order leads there (issue 31 item 8).
 */
export const pendingOrderResponseSchema = z.object({
  data: z.object({
    status: z.number().int().min(0),
    order: z.object({ oid: z.number().int().positive(), hash: z.string() }).nullable(),
    /** When the time to confirm runs out (ISO instant; the page shows it in the business's zone). */
    expiresAt: z.string(),
    /**
     * An e-mailed code (issue 34 item 13): the address it went to, the resends left and from when the
     * next may go (null: now). Null for a texted code.
     */
    mail: z
      .object({ email: z.string(), resendsLeft: z.number().int().min(0), resendAt: z.string().nullable() })
      .nullable(),
  }),
});
export type PendingOrderResponse = z.infer<typeof pendingOrderResponseSchema>;

/** POST /api/order-to-verify/{otid}/{hash}/resend: the confirmation e-mail again, to a corrected address when `email` is given. */
export const pendingOrderResendParamsSchema = z.object({ otid: pathSegment, hash: pathSegment });
export const pendingOrderResendRequestSchema = z.object({
  email: accountEmailSchema.nullish(),
  other: z.object({ recaptchaToken: z.string().max(4000, { error: 'WRONG_RECAPTCHA' }).nullish() }).nullish(),
});
export type PendingOrderResendRequest = z.input<typeof pendingOrderResendRequestSchema>;

/**
 * POST /api/order/{oid}/{hash}/payment-method (issue 34 item 12): an order whose online payment failed is
 * paid on delivery or at collection instead — `paymentTypeCode` one of its delivery method's offline
 * payment types. The answer is the order as it now is (it reaches the restaurant at once).
 */
export const paymentSwitchParamsSchema = z.object({ oid: pathSegment, hash: pathSegment });
export const paymentSwitchRequestSchema = z.object({
  paymentTypeCode: z.string({ error: 'WRONG_PAYMENT_METHOD' }).max(100, { error: 'WRONG_PAYMENT_METHOD' }),
  other: z.object({ recaptchaToken: z.string().max(4000, { error: 'WRONG_RECAPTCHA' }).nullish() }).nullish(),
});
export type PaymentSwitchRequest = z.input<typeof paymentSwitchRequestSchema>;

/** POST /api/coupons: the customer (first-order coupons are checked against their past orders) and, for a lookup, the typed code. */
export const couponLookupRequestSchema = z.object({
  // A bare address or none: another spelling of an address would be another customer, with first-order coupons again.
  email: optionalEmailSchema,
  phone: phoneFieldSchema.nullish(),
  recaptchaToken: recaptchaTokenSchema,
  code: optionalText('GENERIC_ERROR', COUPON_CODE_MAX_LENGTH),
});
export type CouponLookupRequest = z.input<typeof couponLookupRequestSchema>;

/**
 * The coupons for this customer (spec §7): with a `code`, the coupon it names
 * first (none at all when it names no coupon this customer may use), then the
 * automatic coupons the customer qualifies for. Never a coupon's code.
 */
export const couponLookupResponseSchema = z.object({ data: z.array(publicCouponSchema) });
export type CouponLookupResponse = z.infer<typeof couponLookupResponseSchema>;

/** GET /api/timetable/{method}: a delivery method of the business (WRONG_DELIVERY_METHOD otherwise). */
export const timetableParamsSchema = z.object({
  method: z.enum(DELIVERY_METHODS, { error: 'WRONG_DELIVERY_METHOD' }),
});

/** A delivery time slot (spec §3): `date` `YYYY-MM-DD HH:mm` on the business clock, orders (or items) `accepted` of `max`; offered while accepted < max. */
export const deliverySlotSchema = z.object({
  date: z.string(),
  accepted: z.number().int().min(0),
  max: z.number().int().min(0),
  /** `date`'s day `YYYY-MM-DD` and time `HH:mm`, and the start as an ISO instant (for labels). */
  day: z.string(),
  time: z.string(),
  startsAt: z.string(),
});
export type DeliverySlotAnswer = z.infer<typeof deliverySlotSchema>;

/** The slots still ahead, today and the next six days, in time order — full ones included (the browser offers accepted < max). */
export const timetableResponseSchema = z.object({ data: z.object({ list: z.array(deliverySlotSchema) }) });
export type TimetableResponse = z.infer<typeof timetableResponseSchema>;

/** The order pages the server links to in its messages (spec §2 routes). */
export const orderLinkPaths = {
  /** Order sent: /ordine/inviato/{oid}/{hash}. */
  orderSent: (oid: number, hash: string) => `/ordine/inviato/${oid}/${encodeURIComponent(hash)}`,
  /** Order verification: /ordine/convalida/{codice}. */
  orderVerify: (code: string) => `/ordine/convalida/${encodeURIComponent(code)}`,
  /** Waiting for verification: /ordine/in-attesa-di-convalida/{otid}/{hash}/{type}. */
  orderToVerify: (otid: number, hash: string, type: 'email' | 'sms') =>
    `/ordine/in-attesa-di-convalida/${otid}/${encodeURIComponent(hash)}/${type}`,
  /** The payment landing page: /esito-pagamento/{result}/{oid}/{hash} ('successo' means paid, anything else failure). */
  paymentLanding: (result: 'successo' | 'annullato' | 'errore', oid: number, hash: string) =>
    `/esito-pagamento/${result}/${oid}/${encodeURIComponent(hash)}`,
  /** Reopens the payment of an order that waits for it (GET /api/payments/retry/{oid}/{hash}): the order's go-to-payment and retry link. */
  paymentRetry: (oid: number, hash: string) => `/api/payments/retry/${oid}/${encodeURIComponent(hash)}`,
} as const;
