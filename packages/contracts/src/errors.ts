import { z } from 'zod';

/** What the server refuses in an order's lines after recomputing them from the catalogue (docs/decisions/007). */
export const ORDER_LINE_ERROR_CODES = [
  'WRONG_PRODUCT',
  'WRONG_PRODUCT_OPTION',
  'PRODUCT_OPTION_EXCLUDED',
  'OPTION_MIN_SELECT',
  'OPTION_MAX_SELECT',
  'WRONG_REMOVED_ITEM',
  'WRONG_QUANTITY',
] as const;

/** What the server refuses in a home-delivery address it geocoded, one code a missing part, in the order it checks them (spec §8). */
export const ADDRESS_PART_ERROR_CODES = [
  'NO_ROUTE',
  'NO_STREET_NUMBER',
  'NO_ZIP_CODE',
  'NO_LOCALITY',
  'NO_LATITUDE',
  'NO_LONGITUDE',
] as const;

/** Error codes of spec §8; every API error answers `{ data: { errors: [CODE] } }`. */
export const ERROR_CODES = [
  'NO_RECAPTCHA_TOKEN',
  'WRONG_RECAPTCHA',
  'NO_MAIL_FOUND',
  'GENERIC_ERROR',
  'NO_EMAIL',
  'WRONG_EMAIL',
  'EMAIL_EXISTS',
  'WRONG_LOGIN_DATA',
  'NO_TOKEN_USER_MISMATCH',
  'USER_NOT_EXISTS',
  'WRONG_PHONE',
  'CART_EMPTY',
  'WRONG_ORDER_VERIFICATION_CODE',
  'NOT_FOUND',
  'HTTP_UNAUTHORIZED',
  'NO_DELIVERY_PLACE',
  'NO_DELIVERY_TIME',
  'NO_DELIVERY_DAY',
  ...ADDRESS_PART_ERROR_CODES,
  'NOT_ACCEPTED_PRIVACY_POLICY',
  'NO_PAYMENT_METHOD',
  'NO_PRICES_ARRAY',
  'NO_OTHER_ARRAY',
  'NO_PAYMENT_ARRAY',
  'NO_DELIVERY_ARRAY',
  'NO_IDENTITY_ARRAY',
  'WRONG_DELIVERY_TIME',
  'WRONG_DELIVERY_DAY',
  // Account calls (not in the spec's catalogue; same envelope): a password that
  // breaks the §5 rule, a missing name or one that is not a name (a line of
  // letters, see person-text.ts), an unknown/used/expired e-mail code, and a
  // client that calls too often.
  'WRONG_PASSWORD',
  'NO_NAME',
  'NO_LASTNAME',
  'WRONG_NAME',
  'WRONG_LASTNAME',
  'WRONG_CODE',
  // A confirmation link used again once its account is confirmed: said as such, not as a wrong code (issue 11).
  'ACCOUNT_ALREADY_VERIFIED',
  'TOO_MANY_REQUESTS',
  // Order placement (not in the spec's catalogue; same envelope, docs/decisions/007):
  // what the server refuses after recomputing the order from the database.
  'NO_DELIVERY_METHOD',
  'WRONG_DELIVERY_METHOD',
  'WRONG_PAYMENT_METHOD',
  'WRONG_DELIVERY_PLACE',
  'OUTSIDE_DELIVERY_ZONE',
  ...ORDER_LINE_ERROR_CODES,
  'MIN_ORDER_NOT_REACHED',
  'ORDERS_NOT_ACCEPTED',
  'LOGIN_REQUIRED',
  // The customer's displayed total is not the server's: the answer carries the fresh prices.
  'PRICES_CHANGED',
  'COUPON_EXHAUSTED',
  // The draft's tip is not one the business offers: tips off, not a preset, above the cap, both kinds (docs/decisions/067).
  'WRONG_TIP',
  'IDEMPOTENCY_KEY_REUSED',
  // Payment webhooks (docs/decisions/018): a call to /api/payments/webhook/{provider}
  // that does not carry the provider's valid signature of its body.
  'WRONG_PAYMENT_SIGNATURE',
  // The order calls' Idempotency-Key header: missing, or not 16-128 letters, digits, '-' or '_' (docs/decisions/015).
  'NO_IDEMPOTENCY_KEY',
  'WRONG_IDEMPOTENCY_KEY',
  // Verification by SMS asked for when the business has no SMS credit left (docs/decisions/017).
  'NO_SMS_CREDIT',
  // Too many orders waiting for their code or payment, for this e-mail, phone or client address (docs/decisions/042).
  'TOO_MANY_PENDING_ORDERS',
  // A confirmation e-mail asked for again once its order was confirmed or its time ran out (issue 34 item 13).
  'ORDER_NOT_PENDING',
  // The restaurant's side (docs/decisions/043): no live staff session, the wrong role, a state-changing
  // staff call without the session's CSRF token; a sign-in refused (unknown e-mail, wrong password and a
  // locked member alike), a second factor missing or wrong; the business's last owner demoted or revoked.
  'STAFF_UNAUTHORIZED',
  'STAFF_FORBIDDEN',
  'CSRF_INVALID',
  'STAFF_LOGIN_FAILED',
  'STAFF_TOTP_REQUIRED',
  'STAFF_TOTP_WRONG',
  'STAFF_LAST_OWNER',
  // The restaurant's actions on an order (docs/decisions/044): the order moved meanwhile (the answer carries
  // it as it is now), an accept ready before the slot the customer asked for, a manual discount over the
  // total or lowering the discount of an order already paid online.
  'ORDER_STATUS_CHANGED',
  'READY_TIME_BEFORE_SLOT',
  'DISCOUNT_EXCEEDS_TOTAL',
  'DISCOUNT_RAISES_PAID_TOTAL',
  // A product or option item of the order marked sold out on the restaurant's board (docs/decisions/046).
  'PRODUCT_SOLD_OUT',
  // A kitchen ticket's print job moved by another screen first (docs/decisions/046): claimed, or ended.
  'PRINT_JOB_CHANGED',
  // The owner's photo upload (issue 35): a file that is not a JPEG, PNG or WebP photo (read by its content),
  // and one over 15 MB or 40 megapixels.
  'WRONG_IMAGE',
  'IMAGE_TOO_LARGE',
  // The back office's business document (issue 35, docs/decisions/052): a save on a version after which
  // another version changed the same entity (the answer carries the latest document); a change that makes
  // the business file invalid (the answer lists each problem at its JSON path); a business imported before
  // versions existed, which has no document until its next `npm run business:import`.
  'BUSINESS_CHANGED',
  'WRONG_BUSINESS_DATA',
  'BUSINESS_NOT_VERSIONED',
  // The owner's reports (docs/decisions/054): a day that is not a calendar date or a range that ends before it
  // starts; a range longer than a year.
  'WRONG_REPORT_RANGE',
  'REPORT_RANGE_TOO_LONG',
  // A Web Push subscription the server cannot use (issue 37, docs/decisions/069): not a PushSubscription's
  // JSON, or a push service that is not https.
  'WRONG_PUSH_SUBSCRIPTION',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorEnvelopeSchema = z.object({ data: z.object({ errors: z.array(errorCodeSchema).min(1) }) });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
