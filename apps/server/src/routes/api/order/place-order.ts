import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointData, ErrorCode, OrderRequestParsed, Storefront } from '@ordina/contracts';
import {
  couponsUsedUp,
  customerHasOrdered,
  findCouponByCode,
  findBusinessPlaces,
  findIdempotentOrder,
  pendingHolders,
  placeOrder,
  readOperations,
} from '@ordina/db';
import type {
  NewOrderStart,
  NewOutboxMessage,
  PlacedOrder,
  PlacedOrderSecrets,
  PlaceOrderRefusal,
  OrderForMessages,
} from '@ordina/db';
import { couponCodeCheckable, deliverySlotPendingMax, orderQuote, phoneNormalize } from '@ordina/domain';
import type { OrderQuote, QuotedOrder } from '@ordina/domain';
import { GeocoderUnavailableError } from '../../../adapters/geocoding/index.ts';
import { ApiError } from '../../../errors.ts';
import {
  orderMailSetting,
  orderReceivedMessages,
  orderVerificationMail,
  orderVerificationSms,
} from '../../../plugins/mailer/index.ts';
import type { OrderMailSetting } from '../../../plugins/mailer/index.ts';
import { orderDraftFrom, orderLocale } from './order-draft.ts';
import type { OrderAccount } from './order-draft.ts';

/**
 * Placing an order, for a guest (POST /api/order) and a logged-in customer
 * (POST /api/secured/user/{id}/order) alike (docs/decisions/015, 016):
 *
 * 1. The `Idempotency-Key` is looked up first: a submit already placed
 *    answers its first result again, before anything is recomputed (its own
 *    order would make the customer "not new" and change a first-order price).
 * 2. A guest's bot-protection token is checked, spent for this submit only
 *    (its key and body), so the submit's retries may carry it again.
 * 3. The server recomputes the whole order from the database (`orderQuote`):
 *    a refusal answers the codes, and with PRICES_CHANGED the fresh prices.
 * 4. `placeOrder` writes it in one transaction, with its messages and, for a
 *    logged-in customer, a new address; retries that arrive together wait on
 *    the key and answer the first result.
 * 5. After commit, the messages are delivered — or, for an order paid
 *    online (written `waiting_payment`, no message yet: they go out when the
 *    payment settles it), the checkout is opened and the answer is its page
 *    (`redirectTo`); a replay answers the checkout already open
 *    (plugins/payments/order-checkout.ts).
 */

type OrderAnswer = { data: EndpointData<'POST /api/order'> };

/** Places the order of this request and answers where the browser goes next. */
export async function placeOrderRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  submit: { body: OrderRequestParsed; idempotencyKey: string },
  account: OrderAccount | null,
): Promise<OrderAnswer> {
  const { body, idempotencyKey } = submit;
  const requestHash = orderRequestHash(body, account);
  const db = app.database.db;

  const known = await findIdempotentOrder(db, app.businessId, idempotencyKey, requestHash);
  if (known !== undefined)
    return known.ok ? replayAnswer(app, known.order) : refuse('idempotency_key_reused');

  if (account === null) {
    const owner = createHash('sha256').update(`${idempotencyKey}\n${requestHash}`).digest('base64url');
    await app.captcha.check(request, body.other.recaptchaToken, { owner });
  }

  // The board's switches are read fresh (docs/decisions/046): a pause or a sold-out mark refuses orders at once, on every server.
  const storefront = {
    ...(await app.storefronts.get(app.businessKey)),
    operations: await readOperations(db, app.businessId),
  };
  const now = new Date();
  const { quote, newAddress } = await quoteOrder(app, body, account, storefront, now);
  if (!quote.ok) {
    // A retry racing its first attempt may see the customer's first order already placed: the key then answers.
    const placed = await findIdempotentOrder(db, app.businessId, idempotencyKey, requestHash);
    if (placed?.ok) return replayAnswer(app, placed.order);
    throw quoteRefusal(quote);
  }
  const order = quote.order;
  if (
    order.verifyMethod !== null &&
    body.verify_method === 'verify_with_sms' &&
    !storefront.configuration.has_sms_to_spend
  )
    throw new ApiError(409, 'NO_SMS_CREDIT');

  const mail = await orderMailSetting(app);
  const result = await placeOrder(db, {
    ...order,
    ...orderStart(app, order, now),
    businessId: app.businessId,
    userId: account?.userId ?? null,
    locale: orderLocale(body, storefront),
    idempotencyKey,
    requestHash,
    saveAddress: account !== null && newAddress ? { userId: account.userId } : null,
    // Used only if the order starts pending (docs/decisions/042): caps per e-mail, phone and client address, half the slot.
    pendingHolds: {
      holders: pendingHolders(order.customer, request.ip, app.pendingOrderLimits),
      slotPendingMax: deliverySlotPendingMax(order.slot.max),
    },
    messages: (secrets, view) => orderMessages(app, order, secrets, view, mail),
    now,
  });
  if (!result.ok) throw refusal(result.reason);
  // A retry that waited on the key: the first attempt opens (or opened) the checkout.
  if (result.replayed) return replayAnswer(app, result.order);
  for (const id of result.messageIds) app.mailer.deliver(id);
  // The last SMS credit may have gone: the storefront's has_sms_to_spend follows at once in this process.
  if (result.order.pending?.channel === 'sms') app.storefronts.invalidate(app.businessKey);
  // After commit: a provider call inside the transaction would hold the slot's and coupon's locks for a network round trip.
  if (result.order.status === 'waiting_payment')
    return { data: { redirectTo: await app.payments.checkoutForNewOrder(result.order) } };
  return answerFor(result.order);
}

/** The answer to a submit placed before: for an order paid online that still waits, its open checkout (never a second one); else its page. */
async function replayAnswer(app: FastifyInstance, order: PlacedOrder): Promise<OrderAnswer> {
  if (order.status === 'waiting_payment') {
    const redirectTo = await app.payments.checkoutForReplay(order);
    if (redirectTo !== null) return { data: { redirectTo } };
  }
  return answerFor(order);
}

/**
 * What identifies one submit's content: the body without the bot-protection
 * token (a retry may carry a fresh one) and the page it came from, and who
 * sent it. The same key with another hash is IDEMPOTENCY_KEY_REUSED.
 */
export function orderRequestHash(body: OrderRequestParsed, account: OrderAccount | null): string {
  const { other, currentPage: _page, ...rest } = body;
  const { recaptchaToken: _token, ...consents } = other;
  return createHash('sha256')
    .update(JSON.stringify({ userId: account?.userId ?? null, ...rest, other: consents }))
    .digest('base64url');
}

/** The server's quote of the submitted order, from the storefront, the typed coupon and the customer's past orders. */
async function quoteOrder(
  app: FastifyInstance,
  body: OrderRequestParsed,
  account: OrderAccount | null,
  storefront: Storefront,
  now: Date,
): Promise<{ quote: OrderQuote; newAddress: boolean }> {
  const db = app.database.db;
  let resolved;
  try {
    resolved = await orderDraftFrom(app, body, account, storefront);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) {
      app.log.warn({ err: error }, 'geocoding service unavailable while placing an order');
      throw new ApiError(503, 'GENERIC_ERROR');
    }
    throw error;
  }
  const { draft } = resolved;
  const code = draft.couponCode?.trim() ?? '';
  const manualCoupon = couponCodeCheckable(code)
    ? ((await findCouponByCode(db, app.businessId, code)) ?? null)
    : null;
  const phone = phoneNormalize(draft.customer.phone);
  const customer = { email: draft.customer.email ?? '', phoneE164: phone.e164 };
  const [ordered, usedUp, places] = await Promise.all([
    customerHasOrdered(db, app.businessId, customer),
    couponsUsedUp(db, app.businessId, customer),
    findBusinessPlaces(db, app.businessId),
  ]);
  const quote = orderQuote({
    draft,
    storefront,
    now,
    locale: orderLocale(body, storefront),
    authenticated: account !== null,
    manualCoupon,
    firstOrder: !ordered,
    couponsUsedUp: usedUp,
    customerPhone: phone,
    places,
  });
  return { quote, newAddress: resolved.newAddress };
}

/** How the order starts: to the business, or held unverified until the guest's code comes back. */
function orderStart(app: FastifyInstance, order: QuotedOrder, now: Date): NewOrderStart {
  if (order.status === 'unverified' && order.verifyMethod !== null)
    return {
      status: 'unverified',
      verification: { method: order.verifyMethod, expiresAt: app.orderVerification.expiresAt(now) },
    };
  return { status: order.status === 'waiting_payment' ? 'waiting_payment' : 'to_manage' };
}

/**
 * The messages of a new order: the verification e-mail or SMS first for a
 * guest who must confirm; none yet for an order waiting for its online
 * payment (the webhook that settles it queues them); otherwise the
 * confirmation and the business's e-mail.
 */
function orderMessages(
  app: FastifyInstance,
  order: QuotedOrder,
  secrets: PlacedOrderSecrets,
  view: OrderForMessages,
  { context, newOrderEmail }: OrderMailSetting,
): NewOutboxMessage[] {
  if (secrets.pending !== null) {
    const { verificationCode } = secrets.pending;
    const minutes = app.orderVerification.ttlMinutes;
    return order.verifyMethod === 'verify_with_sms'
      ? [orderVerificationSms(view, order.customer.phoneE164, verificationCode, minutes, context)]
      : [orderVerificationMail(view, verificationCode, minutes, context)];
  }
  if (order.status === 'waiting_payment') return [];
  return orderReceivedMessages(view, context, newOrderEmail);
}

/** Where the browser goes: the order page, or the page that waits for the guest's verification. */
function answerFor(order: PlacedOrder): OrderAnswer {
  if (order.pending !== null)
    return {
      data: {
        push: {
          name: 'OrderToVerify',
          params: { otid: order.pending.id, hash: order.pending.hash, type: order.pending.channel },
        },
      },
    };
  return { data: { push: { name: 'OrderSended', params: { oid: order.id, hash: order.hash } } } };
}

/**
 * The quote's refusal: 409 with the fresh prices when the total changed, 409 when the typed coupon is used up
 * (as when the database refuses it: decision 015), else 400 with the codes.
 */
function quoteRefusal(quote: Extract<OrderQuote, { ok: false }>): ApiError {
  const [first, ...rest] = quote.errors;
  const codes: [ErrorCode, ...ErrorCode[]] = first === undefined ? ['GENERIC_ERROR'] : [first, ...rest];
  if (codes.includes('PRICES_CHANGED') && quote.prices !== null)
    return new ApiError(409, codes, { prices: quote.prices });
  if (codes.includes('COUPON_EXHAUSTED')) return new ApiError(409, codes);
  return new ApiError(400, codes);
}

/** The database's refusal, nothing written: the slot filled meanwhile, the coupon used up, the key reused, no SMS left, too many orders pending. */
function refusal(reason: PlaceOrderRefusal): ApiError {
  const codes: Record<PlaceOrderRefusal, ErrorCode> = {
    slot_full: 'WRONG_DELIVERY_TIME',
    coupon_exhausted: 'COUPON_EXHAUSTED',
    idempotency_key_reused: 'IDEMPOTENCY_KEY_REUSED',
    sms_credit_exhausted: 'NO_SMS_CREDIT',
    too_many_pending: 'TOO_MANY_PENDING_ORDERS',
  };
  return new ApiError(409, codes[reason]);
}

function refuse(reason: PlaceOrderRefusal): never {
  throw refusal(reason);
}
