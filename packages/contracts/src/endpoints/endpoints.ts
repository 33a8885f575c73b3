import { z } from 'zod';
import {
  acceptPrivacyRequestSchema,
  captchaChallengeResponseSchema,
  changePasswordRequestSchema,
  doneResponseSchema,
  loginRequestSchema,
  profileUpdateRequestSchema,
  recoverRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  savedAddressListResponseSchema,
  savedAddressUpdateRequestSchema,
  sessionResponseSchema,
  verifyAccountRequestSchema,
} from '../account.ts';
import {
  couponLookupRequestSchema,
  couponLookupResponseSchema,
  orderDetailParamsSchema,
  orderHeadersSchema,
  orderPlacedResponseSchema,
  orderRefusalSchema,
  orderRequestSchema,
  orderVerifyRequestSchema,
  orderVerifyResponseSchema,
  pendingOrderParamsSchema,
  pendingOrderResponseSchema,
  pendingOrderResendParamsSchema,
  paymentSwitchParamsSchema,
  paymentSwitchRequestSchema,
  pendingOrderResendRequestSchema,
  timetableParamsSchema,
  timetableResponseSchema,
} from '../checkout.ts';
import {
  addressCheckBodySchema,
  addressCheckResponseSchema,
  autocompleteQuerySchema,
  autocompleteResponseSchema,
} from '../address.ts';
import { apiDocsPageResponseSchema, openApiDocumentResponseSchema } from '../api-docs.ts';
import { liveQuerySchema, liveResponseSchema } from '../live.ts';
import {
  pushPublicKeyResponseSchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionRequestSchema,
} from '../push.ts';
import { orderDetailResponseSchema, orderListParamsSchema, orderListResponseSchema } from '../orders.ts';
import {
  acceptOrderRequestSchema,
  delayOrderRequestSchema,
  discountOrderRequestSchema,
  rejectOrderRequestSchema,
  staffOrderConflictSchema,
  staffOrderParamsSchema,
  staffOrderResponseSchema,
} from '../staff-orders.ts';
import {
  paymentRetryParamsSchema,
  paymentRetryResponseSchema,
  paymentWebhookBodySchema,
  paymentWebhookParamsSchema,
  paymentWebhookResponseSchema,
} from '../payments.ts';
import {
  boardEventsQuerySchema,
  boardEventStreamResponseSchema,
  boardSnapshotResponseSchema,
} from '../staff-board.ts';
import {
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
  socialRedirectResponseSchema,
  socialSessionRequestSchema,
} from '../social-sign-in.ts';
import {
  staffReportCsvResponseSchema,
  staffReportQuerySchema,
  staffReportResponseSchema,
} from '../staff-reports.ts';
import {
  STAFF_ERRORS,
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  staffDoneResponseSchema,
  staffInviteRequestSchema,
  staffLocaleRequestSchema,
  staffLoginRequestSchema,
  staffMemberListResponseSchema,
  staffMemberParamsSchema,
  staffMemberResponseSchema,
  staffRoleRequestSchema,
  staffSessionResponseSchema,
  staffSetPasswordRequestSchema,
  staffTotpCodeRequestSchema,
  staffTotpEnableResponseSchema,
  staffTotpSetupResponseSchema,
} from '../staff.ts';
import {
  boardScreenParamsSchema,
  boardScreenResponseSchema,
  boardScreenSettingsSchema,
  busyRequestSchema,
  operationsResponseSchema,
  pauseRequestSchema,
  printJobClaimRequestSchema,
  printJobListQuerySchema,
  printJobListResponseSchema,
  printJobParamsSchema,
  printJobRefusalSchema,
  printJobRequestSchema,
  printJobResponseSchema,
  printJobResultRequestSchema,
  soldOutQuerySchema,
  soldOutRequestSchema,
} from '../operations.ts';
import {
  businessDocumentResponseSchema,
  businessExportResponseSchema,
  businessHistoryResponseSchema,
  businessSaveRefusalSchema,
  businessSaveRequestSchema,
  businessVersionParamsSchema,
  imageUploadBodySchema,
  imageUploadResponseSchema,
} from '../backoffice.ts';
import { ADDRESS_PART_ERROR_CODES, ORDER_LINE_ERROR_CODES } from '../errors.ts';
import { placesQrPdfResponseSchema, placesResponseSchema } from '../places.ts';
import type { ErrorCode } from '../errors.ts';
import { CAPTCHA_ERRORS, defineEndpoints, SECURED_ERRORS } from './endpoint.ts';

/**
 * THE endpoint table: every API operation (spec §7 and our additions:
 * address, live state, captcha, account verification) declared once. An
 * endpoint added from now on is one entry here plus its server handler
 * (apps/server/README.md "How to add an endpoint"); the browser calls it by
 * its key through `apiCall` (apps/web/app/lib/api/api-client.ts).
 */

/** The `{id}` of /api/secured/user/{id}/… (matched to the token's user before the handler runs). */
const userIdParams = z.object({ id: z.coerce.number().int().positive() });
/**
 * A record id in a path (address, order), read as text: anything that is not
 * a plain positive integer names no record, so the server answers it like an
 * unknown id, 404 NOT_FOUND.
 */
const recordIdParam = z.string();
const addressParams = userIdParams.extend({ addressId: recordIdParam });
const orderParams = userIdParams.extend({ orderId: recordIdParam });
const orderListParams = userIdParams.extend(orderListParamsSchema.shape);
const acceptPrivacyBody = acceptPrivacyRequestSchema.nullish();

/**
 * What placing an order may answer (spec §8 and docs/decisions/007, 015):
 * the payload's groups, every rule the server's quote recomputes, the
 * database's refusals (slot filled meanwhile: WRONG_DELIVERY_TIME; coupon used
 * up; SMS credit spent), the idempotency key's and a tip the business does
 * not offer (WRONG_TIP, docs/decisions/067). Both calls may also
 * answer NOT_ACCEPTED_PRIVACY_POLICY (the checkbox; the secured scope's own).
 */
const ORDER_ERRORS = [
  'NO_IDEMPOTENCY_KEY',
  'WRONG_IDEMPOTENCY_KEY',
  'IDEMPOTENCY_KEY_REUSED',
  'NO_IDENTITY_ARRAY',
  'NO_DELIVERY_ARRAY',
  'NO_PAYMENT_ARRAY',
  'NO_OTHER_ARRAY',
  'NO_PRICES_ARRAY',
  'CART_EMPTY',
  ...ORDER_LINE_ERROR_CODES,
  'NO_DELIVERY_METHOD',
  'WRONG_DELIVERY_METHOD',
  'NO_PAYMENT_METHOD',
  'WRONG_PAYMENT_METHOD',
  'NO_DELIVERY_PLACE',
  'WRONG_DELIVERY_PLACE',
  ...ADDRESS_PART_ERROR_CODES,
  'OUTSIDE_DELIVERY_ZONE',
  'NO_DELIVERY_DAY',
  'NO_DELIVERY_TIME',
  'WRONG_DELIVERY_DAY',
  'WRONG_DELIVERY_TIME',
  'NO_NAME',
  'WRONG_NAME',
  'NO_LASTNAME',
  'WRONG_LASTNAME',
  'NO_EMAIL',
  'WRONG_EMAIL',
  'WRONG_PHONE',
  'MIN_ORDER_NOT_REACHED',
  'ORDERS_NOT_ACCEPTED',
  'LOGIN_REQUIRED',
  'PRICES_CHANGED',
  'COUPON_EXHAUSTED',
  'WRONG_TIP',
  'NO_SMS_CREDIT',
  'TOO_MANY_PENDING_ORDERS',
  'PRODUCT_SOLD_OUT',
] as const satisfies readonly ErrorCode[];

/** The answers of both order calls: the push target (200), or a refusal carrying the fresh prices with PRICES_CHANGED (409). */
const orderResponses = { 200: orderPlacedResponseSchema, 409: orderRefusalSchema };
/** A staff action's answers (docs/decisions/044): the order as it is after the action, or 409 with it as it is now. */
const staffActionResponses = { 200: staffOrderResponseSchema, 409: staffOrderConflictSchema };
/** What every staff action may answer: an order of another business or none (404), or one that moved meanwhile (409). */
const STAFF_ACTION_ERRORS = [
  ...STAFF_ERRORS,
  'NOT_FOUND',
  'ORDER_STATUS_CHANGED',
] as const satisfies readonly ErrorCode[];

export const endpoints = defineEndpoints({
  // Session (spec §7 login, token renewal, logout).
  /** E-mail and password → the logged-in user with a token; 401 WRONG_LOGIN_DATA, 403 USER_NOT_EXISTS for an unconfirmed or deleted account. */
  'POST /api/login_check': {
    body: loginRequestSchema,
    response: { 200: sessionResponseSchema },
    errors: ['NO_EMAIL', 'WRONG_EMAIL', 'WRONG_LOGIN_DATA', 'USER_NOT_EXISTS'],
  },
  // Sign-in with Google or Facebook (spec §1, §2 /connect/{provider}; docs/decisions/024).
  /** Leaves for the provider's sign-in page (303), remembering state and PKCE verifier in a short-lived cookie; 404 when the business has not configured that provider. */
  'GET /api/oauth/:provider': {
    params: socialProviderParamsSchema,
    response: { 303: socialRedirectResponseSchema },
    errors: ['NOT_FOUND'],
  },
  /** The provider's return: the account found, linked or created, then a 302 to home with a one-time `token` (or `social_sign_in_error`). */
  'GET /api/oauth/:provider/callback': {
    params: socialProviderParamsSchema,
    query: socialCallbackQuerySchema,
    response: { 303: socialRedirectResponseSchema },
    errors: ['NOT_FOUND'],
  },
  /** Trades the landing address's one-time token (2 minutes, single use) for the logged-in user with a session token; 400 WRONG_CODE otherwise. */
  'POST /api/oauth/session': {
    body: socialSessionRequestSchema,
    response: { 200: sessionResponseSchema },
    errors: ['WRONG_CODE'],
  },
  /** A new token for the same session (expiry moved on). */
  'POST /api/secured/user/:id/token': {
    params: userIdParams,
    response: { 200: sessionResponseSchema },
    errors: [...SECURED_ERRORS],
  },
  /** Ends the session on the server. */
  'POST /api/secured/user/:id/logout': {
    params: userIdParams,
    response: { 200: doneResponseSchema },
    errors: [...SECURED_ERRORS],
  },

  // Accounts (spec §5 registration, §7 recovery; confirmation by e-mail code).
  /** Creates an unconfirmed account and e-mails the link that confirms it (201). */
  'POST /api/user/register': {
    body: registerRequestSchema,
    response: { 201: doneResponseSchema },
    errors: [
      ...CAPTCHA_ERRORS,
      'NO_EMAIL',
      'WRONG_EMAIL',
      'NO_NAME',
      'WRONG_NAME',
      'NO_LASTNAME',
      'WRONG_LASTNAME',
      'WRONG_PHONE',
      'WRONG_PASSWORD',
      'NOT_ACCEPTED_PRIVACY_POLICY',
      'EMAIL_EXISTS',
    ],
  },
  /** The code of the confirmation e-mail confirms the account (once) and logs it in. */
  'POST /api/user/verify': {
    body: verifyAccountRequestSchema,
    response: { 200: sessionResponseSchema },
    errors: ['WRONG_CODE', 'ACCOUNT_ALREADY_VERIFIED'],
  },
  /**
   * Sends the confirmation e-mail again (a fresh link; older ones stop
   * working) when the e-mail is of an unconfirmed account. The same answer
   * whether or not it is, so no one learns which addresses have accounts;
   * 429 TOO_MANY_REQUESTS past the per-address or per-e-mail limit.
   */
  'POST /api/user/resend-verification': {
    body: resendVerificationRequestSchema,
    response: { 200: doneResponseSchema },
    errors: [...CAPTCHA_ERRORS, 'NO_EMAIL', 'WRONG_EMAIL'],
  },
  /** E-mails a link to /cambia-password/{code}; 404 NO_MAIL_FOUND for an unknown e-mail. */
  'POST /api/user/recover': {
    body: recoverRequestSchema,
    response: { 200: doneResponseSchema },
    errors: [...CAPTCHA_ERRORS, 'NO_EMAIL', 'WRONG_EMAIL', 'NO_MAIL_FOUND'],
  },
  /** The recovery e-mail's code sets a new password and ends every session of the account. */
  'POST /api/user/change-password': {
    body: changePasswordRequestSchema,
    response: { 200: doneResponseSchema },
    errors: [...CAPTCHA_ERRORS, 'WRONG_CODE', 'WRONG_PASSWORD'],
  },

  // The personal area (spec §6, §7), all behind the token.
  /** Accepts the privacy policy: a renewed token saying so. */
  'POST /api/secured/user/:id/accept-privacy-policy': {
    params: userIdParams,
    body: acceptPrivacyBody,
    response: { 200: sessionResponseSchema },
    errors: [...SECURED_ERRORS],
  },
  /** Declines the privacy policy: recorded, then the session ends (the browser logs out). */
  'POST /api/secured/user/:id/not-accept-privacy-policy': {
    params: userIdParams,
    response: { 200: doneResponseSchema },
    errors: [...SECURED_ERRORS],
  },
  /** Edits name, last name and phone: a renewed token carrying them. */
  'PUT /api/secured/user/:id/anagraphic': {
    params: userIdParams,
    body: profileUpdateRequestSchema,
    response: { 200: sessionResponseSchema },
    errors: [...SECURED_ERRORS, 'NO_NAME', 'WRONG_NAME', 'NO_LASTNAME', 'WRONG_LASTNAME', 'WRONG_PHONE'],
  },
  /** The saved addresses, default first then newest. */
  'GET /api/secured/user/:id/anagraphic/address': {
    params: userIdParams,
    response: { 200: savedAddressListResponseSchema },
    errors: [...SECURED_ERRORS],
  },
  /** Makes an address the default and edits its floor and doorbell: the list. */
  'PUT /api/secured/user/:id/anagraphic/address/:addressId': {
    params: addressParams,
    body: savedAddressUpdateRequestSchema,
    response: { 200: savedAddressListResponseSchema },
    errors: [...SECURED_ERRORS, 'NOT_FOUND'],
  },
  /** Deletes an address (the first remaining one becomes the default if the default went): the list. */
  'DELETE /api/secured/user/:id/anagraphic/address/:addressId': {
    params: addressParams,
    response: { 200: savedAddressListResponseSchema },
    errors: [...SECURED_ERRORS, 'NOT_FOUND'],
  },
  /** Deletes the account (spec §6): personal data blanked, every session revoked. */
  'POST /api/secured/user/:id/anonimize-data': {
    params: userIdParams,
    response: { 200: doneResponseSchema },
    errors: [...SECURED_ERRORS],
  },
  /** A page of the customer's orders, newest first, and the offset of the next page. */
  'GET /api/secured/user/:id/orders/:limit/:offset': {
    params: orderListParams,
    response: { 200: orderListResponseSchema },
    errors: [...SECURED_ERRORS],
  },
  /** One of the customer's orders. */
  'GET /api/secured/user/:id/order/:orderId': {
    params: orderParams,
    response: { 200: orderDetailResponseSchema },
    errors: [...SECURED_ERRORS, 'NOT_FOUND'],
  },

  /** Places the logged-in customer's order (no verification; e-mail from the account; a new address is saved). Same rules and answers as POST /api/order. */
  'POST /api/secured/user/:id/order': {
    params: userIdParams,
    headers: orderHeadersSchema,
    body: orderRequestSchema,
    response: orderResponses,
    // WRONG_RECAPTCHA: the body is the guest's, whose `other.recaptchaToken` must be text up to 4000 characters
    // when sent, though a signed-in customer needs none.
    errors: [...SECURED_ERRORS, ...ORDER_ERRORS, 'WRONG_RECAPTCHA'],
  },

  // Checkout (spec §7; docs/decisions/015).
  /**
   * Places a guest's order: recomputed from the database, written in one
   * transaction, once per `Idempotency-Key` (a retry answers the first result).
   * The answer pushes to the order-sent page, or to the waiting-for-verification
   * page when the guest must confirm by e-mail or SMS.
   */
  'POST /api/order': {
    headers: orderHeadersSchema,
    body: orderRequestSchema,
    response: orderResponses,
    errors: [...CAPTCHA_ERRORS, ...ORDER_ERRORS, 'NOT_ACCEPTED_PRIVACY_POLICY'],
  },
  /** Confirms a guest's order with the code of /ordine/convalida/{codice}: the order, and whether it was confirmed before. */
  'POST /api/order/verify': {
    body: orderVerifyRequestSchema,
    response: { 200: orderVerifyResponseSchema },
    errors: [...CAPTCHA_ERRORS, 'WRONG_ORDER_VERIFICATION_CODE'],
  },
  /** The order of /ordine/inviato/{oid}/{hash}; a wrong hash reads like a missing order (404 NOT_FOUND). */
  'GET /api/order/detail/:oid/:hash/:captcha': {
    params: orderDetailParamsSchema,
    response: { 200: orderDetailResponseSchema },
    errors: [...CAPTCHA_ERRORS, 'NOT_FOUND'],
  },
  /** The status of the pending order of /ordine/in-attesa-di-convalida/{otid}/{hash}/{type} (≥ 100: not verifiable). */
  'GET /api/order-to-verify/detail/:otid/:hash/:captcha': {
    params: pendingOrderParamsSchema,
    response: { 200: pendingOrderResponseSchema },
    errors: [...CAPTCHA_ERRORS, 'NOT_FOUND'],
  },
  /**
   * Sends a pending order's confirmation e-mail again (issue 34 item 13), to a corrected address when the
   * body has one: once a minute, three times (429 TOO_MANY_REQUESTS); 409 ORDER_NOT_PENDING once the order
   * was confirmed or its time ran out. A corrected address is held to the limits the order was placed under:
   * 429 TOO_MANY_PENDING_ORDERS when it already has its pending orders, 409 COUPON_EXHAUSTED when it may not
   * use the order's coupon (its per-customer uses, a first-order coupon for an address that has ordered).
   * Answers the pending order as its GET does.
   */
  'POST /api/order-to-verify/:otid/:hash/resend': {
    params: pendingOrderResendParamsSchema,
    body: pendingOrderResendRequestSchema,
    response: { 200: pendingOrderResponseSchema },
    errors: [
      ...CAPTCHA_ERRORS,
      'NOT_FOUND',
      'WRONG_EMAIL',
      'NO_EMAIL',
      'ORDER_NOT_PENDING',
      'TOO_MANY_PENDING_ORDERS',
      'COUPON_EXHAUSTED',
    ],
  },
  /**
   * Pays an order whose online payment failed on delivery or at collection instead (issue 34 item 12):
   * 400 WRONG_PAYMENT_METHOD for a type its delivery method does not take or an online one, 409
   * ORDER_NOT_PENDING once it no longer waits for its payment (paid, or its time ran out). Answers the order.
   */
  'POST /api/order/:oid/:hash/payment-method': {
    params: paymentSwitchParamsSchema,
    body: paymentSwitchRequestSchema,
    response: { 200: orderDetailResponseSchema },
    errors: [...CAPTCHA_ERRORS, 'NOT_FOUND', 'WRONG_PAYMENT_METHOD', 'ORDER_NOT_PENDING'],
  },
  /**
   * Web Push for the order's status (issue 37, docs/decisions/069): keeps the browser's subscription, so
   * the restaurant's accept (with the time), ready or on its way, delay, reject and cancel reach the phone.
   * 400 WRONG_PUSH_SUBSCRIPTION for a push service that is not https; a few per order (the oldest go).
   * 404 NOT_FOUND also when the business has not turned Web Push on (configuration.web_push).
   */
  'POST /api/order/:oid/:hash/push-subscription': {
    params: pushSubscriptionParamsSchema,
    body: pushSubscriptionRequestSchema,
    response: { 200: doneResponseSchema },
    errors: ['NOT_FOUND', 'WRONG_PUSH_SUBSCRIPTION'],
  },
  /**
   * The server's VAPID public key, which the browser subscribes to Web Push with (docs/decisions/069);
   * 404 NOT_FOUND when the business has not turned Web Push on (configuration.web_push).
   */
  'GET /api/push/public-key': {
    response: { 200: pushPublicKeyResponseSchema },
    errors: ['NOT_FOUND'],
  },
  /** The coupon a typed code names (first) and the automatic coupons this customer qualifies for. */
  'POST /api/coupons': {
    body: couponLookupRequestSchema,
    response: { 200: couponLookupResponseSchema },
    // WRONG_PHONE: the phone field's own code for a phone that is not text or longer than a phone (as the order's).
    errors: ['WRONG_EMAIL', 'WRONG_PHONE', ...CAPTCHA_ERRORS],
  },
  /** The delivery slots of a method still ahead (today and six more days), with their capacity. */
  'GET /api/timetable/:method': {
    params: timetableParamsSchema,
    response: { 200: timetableResponseSchema },
    errors: ['WRONG_DELIVERY_METHOD'],
  },

  // The storefront's own services.
  /** Address suggestions from the 5th character on (spec §5 "Address"). */
  'GET /api/address/autocomplete': {
    query: autocompleteQuerySchema,
    response: { 200: autocompleteResponseSchema },
    errors: [],
  },
  /** Whether a suggestion or a typed address is inside the delivery zones. */
  'POST /api/address/check': {
    body: addressCheckBodySchema,
    response: { 200: addressCheckResponseSchema },
    errors: ['NO_ROUTE', 'NO_STREET_NUMBER', 'NO_ZIP_CODE', 'NO_LOCALITY'],
  },
  /** Order acceptance and opening state now, and the storefront when the browser's version is old (spec §4, §9). */
  'GET /api/storefront/live': {
    query: liveQuerySchema,
    response: { 200: liveResponseSchema },
    errors: [],
  },
  /**
   * The named tables, umbrellas and parking bays (decision 068), each with its method: the checkout
   * shows the QR's preset place by its name and offers the list where the method has one.
   */
  'GET /api/storefront/places': {
    response: { 200: placesResponseSchema },
    errors: [],
  },
  /** What the browser needs to produce a `recaptchaToken`: an ALTCHA challenge or the reCAPTCHA site key. */
  'GET /api/captcha/challenge': {
    response: { 200: captchaChallengeResponseSchema },
    errors: [],
  },
  /** This API's OpenAPI 3.1 document (docs/openapi.json, generated from this table); 404 NOT_FOUND unless the server's API_DOCS is on. */
  'GET /api/openapi.json': {
    response: { 200: openApiDocumentResponseSchema },
    errors: ['NOT_FOUND'],
  },
  /** The operations of the OpenAPI document as a page to read; 404 NOT_FOUND unless the server's API_DOCS is on. */
  'GET /api/docs': {
    response: { 200: apiDocsPageResponseSchema },
    errors: ['NOT_FOUND'],
  },

  // Online payments (docs/decisions/018): called by the payment providers, never by the browser.
  /**
   * A provider's event about a payment (stripe, paypal, sandbox), its raw body
   * signed the provider's way: 400 WRONG_PAYMENT_SIGNATURE when the signature
   * does not hold (nothing is written), 404 for a provider this server does not run.
   */
  'POST /api/payments/webhook/:provider': {
    params: paymentWebhookParamsSchema,
    body: paymentWebhookBodySchema,
    response: { 200: paymentWebhookResponseSchema },
    errors: ['WRONG_PAYMENT_SIGNATURE', 'NOT_FOUND'],
  },
  /**
   * Followed by the browser, never fetched: reopens the payment of an order
   * that waits for it — 303 to its checkout still open, else to a new one
   * (to the landing page's failure when none can be opened); an order paid or
   * cancelled meanwhile goes to its order page. 404 for an unknown order or a
   * wrong hash.
   */
  'GET /api/payments/retry/:oid/:hash': {
    params: paymentRetryParamsSchema,
    response: { 303: paymentRetryResponseSchema },
    errors: ['NOT_FOUND'],
  },

  // The restaurant's order board (issue 33, docs/decisions/045): staff session only.
  /** The board's snapshot: open orders, today's done ones, the last event id they include. */
  'GET /api/staff/board': {
    response: { 200: boardSnapshotResponseSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND'],
  },
  /**
   * The board's live stream (text/event-stream): `ready`, then an `order` event per change of the
   * business's orders (ids are order_events ids; `Last-Event-ID` resumes after one), `resync`.
   */
  'GET /api/staff/board/events': {
    query: boardEventsQuerySchema,
    response: { 200: boardEventStreamResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  // The restaurant's actions on an order (issue 33, docs/decisions/044), with the staff session (cookie + CSRF header).
  /** One order of the business as the board shows it; another business's order, or one it never received, is 404 NOT_FOUND. */
  'GET /api/staff/orders/:id': {
    params: staffOrderParamsSchema,
    response: { 200: staffOrderResponseSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND'],
  },
  /** Accepts a new order, ready in 15/30/45/60 minutes or at the slot; 400 READY_TIME_BEFORE_SLOT when that is before the slot. */
  'POST /api/staff/orders/:id/accept': {
    params: staffOrderParamsSchema,
    body: acceptOrderRequestSchema,
    response: staffActionResponses,
    errors: [...STAFF_ACTION_ERRORS, 'READY_TIME_BEFORE_SLOT'],
  },
  /** Rejects a new order with its reason (the customer is told; an online payment refunded). */
  'POST /api/staff/orders/:id/reject': {
    params: staffOrderParamsSchema,
    body: rejectOrderRequestSchema,
    response: staffActionResponses,
    errors: [...STAFF_ACTION_ERRORS],
  },
  /** Marks an accepted order ready (to hand over, or on its way). */
  'POST /api/staff/orders/:id/ready': {
    params: staffOrderParamsSchema,
    response: staffActionResponses,
    errors: [...STAFF_ACTION_ERRORS],
  },
  /** Marks an order delivered or collected. */
  'POST /api/staff/orders/:id/delivered': {
    params: staffOrderParamsSchema,
    response: staffActionResponses,
    errors: [...STAFF_ACTION_ERRORS],
  },
  /** Cancels an accepted order (an online payment refunded through its gateway). */
  'POST /api/staff/orders/:id/cancel': {
    params: staffOrderParamsSchema,
    response: staffActionResponses,
    errors: [...STAFF_ACTION_ERRORS],
  },
  /** Moves an accepted order's promised time later (the customer is told the new time). */
  'POST /api/staff/orders/:id/delay': {
    params: staffOrderParamsSchema,
    body: delayOrderRequestSchema,
    response: staffActionResponses,
    errors: [...STAFF_ACTION_ERRORS],
  },
  /** A manual discount in euros or percent before delivery; 400 over the total, 409 DISCOUNT_RAISES_PAID_TOTAL lowering a paid order's discount. */
  'POST /api/staff/orders/:id/discount': {
    params: staffOrderParamsSchema,
    body: discountOrderRequestSchema,
    response: staffActionResponses,
    errors: [...STAFF_ACTION_ERRORS, 'DISCOUNT_EXCEEDS_TOTAL', 'DISCOUNT_RAISES_PAID_TOTAL'],
  },

  // The restaurant's side (docs/decisions/043): the staff session (cookie + x-csrf-token), never the customer's token.
  /** Signs a member in: sets the httpOnly session cookie and answers the member with the CSRF token. The same 401 STAFF_LOGIN_FAILED for an unknown e-mail, a wrong password and a locked member; 401 STAFF_TOTP_REQUIRED / STAFF_TOTP_WRONG for the second factor. */
  'POST /api/staff/login': {
    body: staffLoginRequestSchema,
    response: { 200: staffSessionResponseSchema },
    errors: ['NO_EMAIL', 'WRONG_EMAIL', 'STAFF_LOGIN_FAILED', 'STAFF_TOTP_REQUIRED', 'STAFF_TOTP_WRONG'],
  },
  /** Sets the password from the one-time link (24 h, single use); every session of the member ends. */
  'POST /api/staff/set-password': {
    body: staffSetPasswordRequestSchema,
    response: { 200: staffDoneResponseSchema },
    errors: ['WRONG_CODE', 'WRONG_PASSWORD'],
  },
  /** The signed-in member and the session's CSRF token. */
  'GET /api/staff/me': {
    response: { 200: staffSessionResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** The member's own language for the restaurant's side. */
  'PUT /api/staff/me/locale': {
    body: staffLocaleRequestSchema,
    response: { 200: staffSessionResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** Ends this session (the cookie is cleared). */
  'POST /api/staff/logout': {
    response: { 200: staffDoneResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** Ends every session of the member, on every device. */
  'POST /api/staff/logout-everywhere': {
    response: { 200: staffDoneResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** Owner: starts the TOTP set-up with a new secret (not in force until enabled with a code); 409 STAFF_TOTP_WRONG while TOTP is on. */
  'POST /api/staff/totp/setup': {
    response: { 200: staffTotpSetupResponseSchema },
    errors: [...STAFF_ERRORS, 'STAFF_TOTP_WRONG'],
  },
  /** Owner: turns TOTP on with a code of the new secret; answers the recovery codes, shown once. */
  'POST /api/staff/totp/enable': {
    body: staffTotpCodeRequestSchema,
    response: { 200: staffTotpEnableResponseSchema },
    errors: [...STAFF_ERRORS, 'STAFF_TOTP_WRONG'],
  },
  /** Owner: turns TOTP off with a current code. */
  'POST /api/staff/totp/disable': {
    body: staffTotpCodeRequestSchema,
    response: { 200: staffDoneResponseSchema },
    errors: [...STAFF_ERRORS, 'STAFF_TOTP_WRONG'],
  },
  /** Owner: every member of the business. */
  'GET /api/staff/members': {
    response: { 200: staffMemberListResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** Owner: invites a member (e-mail with a one-time link, 24 h); 409 EMAIL_EXISTS when the business has the e-mail already. */
  'POST /api/staff/members': {
    body: staffInviteRequestSchema,
    response: { 200: staffMemberResponseSchema },
    errors: [...STAFF_ERRORS, 'NO_EMAIL', 'WRONG_EMAIL', 'NO_NAME', 'WRONG_NAME', 'EMAIL_EXISTS'],
  },
  /** Owner: sends a member a new one-time link (the old ones stop working). */
  'POST /api/staff/members/:id/invitation': {
    params: staffMemberParamsSchema,
    response: { 200: staffDoneResponseSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND'],
  },
  /** Owner: changes a member's role; the member's sessions end. 409 STAFF_LAST_OWNER for the business's last owner. */
  'PUT /api/staff/members/:id/role': {
    params: staffMemberParamsSchema,
    body: staffRoleRequestSchema,
    response: { 200: staffMemberResponseSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND', 'STAFF_LAST_OWNER'],
  },
  /** Owner: revokes a member (no sign-in, sessions ended). 409 STAFF_LAST_OWNER for the business's last owner. */
  'DELETE /api/staff/members/:id': {
    params: staffMemberParamsSchema,
    response: { 200: staffDoneResponseSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND', 'STAFF_LAST_OWNER'],
  },
  // The back office's business document (issue 35, docs/decisions/052): owner only, cookie + x-csrf-token.
  /** Owner: the latest business document and its version; 409 BUSINESS_NOT_VERSIONED before its first versioned import. */
  'GET /api/staff/business': {
    response: { 200: businessDocumentResponseSchema, 409: businessSaveRefusalSchema },
    errors: [...STAFF_ERRORS, 'BUSINESS_NOT_VERSIONED'],
  },
  /**
   * Owner: applies entity changes made on `baseVersion` and answers the new version. 409 BUSINESS_CHANGED
   * when a later version changed one of the same entities (with the latest document); 422
   * WRONG_BUSINESS_DATA when the document after the change is not a valid business file (each issue at its path).
   */
  'PUT /api/staff/business': {
    body: businessSaveRequestSchema,
    response: {
      200: businessDocumentResponseSchema,
      409: businessSaveRefusalSchema,
      422: businessSaveRefusalSchema,
    },
    errors: [...STAFF_ERRORS, 'BUSINESS_CHANGED', 'WRONG_BUSINESS_DATA', 'BUSINESS_NOT_VERSIONED'],
  },
  /** Owner: the last 50 versions, newest first: who, when, where from (import, save, restore) and what changed (decision 060). */
  'GET /api/staff/business/versions': {
    response: { 200: businessHistoryResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** Owner: a new version whose document is an old one's; 404 NOT_FOUND for a version the business does not have. */
  'POST /api/staff/business/versions/:version/restore': {
    params: businessVersionParamsSchema,
    response: {
      200: businessDocumentResponseSchema,
      409: businessSaveRefusalSchema,
      422: businessSaveRefusalSchema,
    },
    errors: [...STAFF_ERRORS, 'NOT_FOUND', 'WRONG_BUSINESS_DATA', 'BUSINESS_NOT_VERSIONED'],
  },
  /**
   * Owner: a photo uploaded (issue 35 "Images"), read by its content: a JPEG, PNG or WebP turned upright,
   * fitted in 1600 px, re-encoded without its metadata; 400 WRONG_IMAGE for any other file, 413
   * IMAGE_TOO_LARGE over 15 MB or 40 megapixels. Nothing is stored on a refusal.
   */
  'POST /api/staff/images': {
    body: imageUploadBodySchema,
    response: { 200: imageUploadResponseSchema },
    errors: [...STAFF_ERRORS, 'WRONG_IMAGE', 'IMAGE_TOO_LARGE'],
  },
  /** Owner: the latest business file as a download (Content-Disposition: attachment), without the SMS credit. */
  'GET /api/staff/business/export': {
    response: { 200: businessExportResponseSchema, 409: businessSaveRefusalSchema },
    errors: [...STAFF_ERRORS, 'BUSINESS_NOT_VERSIONED'],
  },
  /** Owner: the audit trail, newest first, a page at a time. */
  'GET /api/staff/audit': {
    query: staffAuditQuerySchema,
    response: { 200: staffAuditResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /**
   * Owner: the report of the orders placed from `from` to `to` (days of the business's time zone, both
   * included, at most 366): totals, by delivery and payment method, top products, hour by hour, day by day,
   * refunds (docs/decisions/054). 400 WRONG_REPORT_RANGE, REPORT_RANGE_TOO_LONG.
   */
  'GET /api/staff/reports': {
    query: staffReportQuerySchema,
    response: { 200: staffReportResponseSchema },
    errors: [...STAFF_ERRORS, 'WRONG_REPORT_RANGE', 'REPORT_RANGE_TOO_LONG'],
  },
  /** Owner: the same range as a CSV file for the accountant: one row per day, then the totals (docs/decisions/054). */
  'GET /api/staff/reports/csv': {
    query: staffReportQuerySchema,
    response: { 200: staffReportCsvResponseSchema },
    errors: [...STAFF_ERRORS, 'WRONG_REPORT_RANGE', 'REPORT_RANGE_TOO_LONG'],
  },
  /**
   * Owner: the sheet of QR codes to print (decision 068), application/pdf on A4, six to a page: one
   * per place of the latest business document, its name and the business's under it, each code the
   * storefront's link with the place preset. A business without places gets a page that says so.
   */
  'GET /api/staff/places/qr.pdf': {
    response: { 200: placesQrPdfResponseSchema },
    errors: [...STAFF_ERRORS],
  },

  // The board's switches and kitchen tickets (docs/decisions/046): staff session (cookie + x-csrf-token).
  /** The switches on now (pause, busy mode, sold out) with the server's clock, for the board's countdowns. */
  'GET /api/staff/pause': { response: { 200: operationsResponseSchema }, errors: [...STAFF_ERRORS] },
  /** Pauses ordering for 15/30/60 minutes or the rest of the business day (until 04:00); the storefront refuses orders at once. */
  'POST /api/staff/pause': {
    body: pauseRequestSchema,
    response: { 200: operationsResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** Ends the pause now (a staff pause, or the one a missing board started). */
  'DELETE /api/staff/pause': { response: { 200: operationsResponseSchema }, errors: [...STAFF_ERRORS] },
  /** The switches on now (as GET /api/staff/pause). */
  'GET /api/staff/busy': { response: { 200: operationsResponseSchema }, errors: [...STAFF_ERRORS] },
  /** Busy mode: +15/+30 minutes on the slots offered (and the promised times) for 30/60/120 minutes or the rest of the day. */
  'POST /api/staff/busy': {
    body: busyRequestSchema,
    response: { 200: operationsResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** Ends busy mode now. */
  'DELETE /api/staff/busy': { response: { 200: operationsResponseSchema }, errors: [...STAFF_ERRORS] },
  /** The switches on now (as GET /api/staff/pause). */
  'GET /api/staff/sold-out': { response: { 200: operationsResponseSchema }, errors: [...STAFF_ERRORS] },
  /** Marks a product or option item sold out until the end of the business day; 404 NOT_FOUND for one the business does not have. */
  'POST /api/staff/sold-out': {
    body: soldOutRequestSchema,
    response: { 200: operationsResponseSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND'],
  },
  /** Undoes a sold-out mark (`?kind=product|option_item&id=`). */
  'DELETE /api/staff/sold-out': {
    query: soldOutQuerySchema,
    response: { 200: operationsResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** The business's kitchen-ticket jobs, newest first (`?status=pending` for a screen picking up its work). */
  'GET /api/staff/print-jobs': {
    query: printJobListQuerySchema,
    response: { 200: printJobListResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** A ticket of an order: `auto` for the accepted order's one automatic ticket (the existing job when another screen asked first), else a new job (reprint). */
  'POST /api/staff/print-jobs': {
    body: printJobRequestSchema,
    response: { 200: printJobResponseSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND'],
  },
  /** Claims a pending job for this screen before printing it; 409 PRINT_JOB_CHANGED (with the job) when another screen claimed it first. */
  'POST /api/staff/print-jobs/:id/claim': {
    params: printJobParamsSchema,
    body: printJobClaimRequestSchema,
    response: { 200: printJobResponseSchema, 409: printJobRefusalSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND', 'PRINT_JOB_CHANGED'],
  },
  /** How the claiming screen's print ended (printed or failed); 409 PRINT_JOB_CHANGED for any other screen or a job already ended. */
  'POST /api/staff/print-jobs/:id/result': {
    params: printJobParamsSchema,
    body: printJobResultRequestSchema,
    response: { 200: printJobResponseSchema, 409: printJobRefusalSchema },
    errors: [...STAFF_ERRORS, 'NOT_FOUND', 'PRINT_JOB_CHANGED'],
  },
  /** This screen's own settings: "auto-print accepted orders". */
  'GET /api/staff/screens/:screenId': {
    params: boardScreenParamsSchema,
    response: { 200: boardScreenResponseSchema },
    errors: [...STAFF_ERRORS],
  },
  /** Sets this screen's "auto-print accepted orders". */
  'PUT /api/staff/screens/:screenId': {
    params: boardScreenParamsSchema,
    body: boardScreenSettingsSchema,
    response: { 200: boardScreenResponseSchema },
    errors: [...STAFF_ERRORS],
  },
});

/** The table's type: what the browser imports (types only) to type its calls. */
export type Endpoints = typeof endpoints;
