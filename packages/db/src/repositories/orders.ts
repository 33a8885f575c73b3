import {
  ORDER_STATUS_CODES,
  orderLinkPaths,
  type Order,
  type OrderProduct,
  type OrderProductOption,
  type OrderStatusCode,
} from '@ordina/contracts';
import type { Kysely } from 'kysely';
import { secretsEqual } from '../order-secrets.ts';
import type { Database, PaymentTransactionState, Row, StoredOrderStatus } from '../tables.ts';
import {
  ORDER_HEAD_COLUMNS,
  orderAmounts,
  orderPlace,
  readOrderChildren,
  selectOrderHeads,
} from './order-reading.ts';

/*
 * A customer's orders as the history and detail pages show them (spec §3
 * "Order"). A page costs a constant number of queries whatever its size: the
 * orders, then their lines, chosen options, removed ingredients and payment
 * transactions, each fetched for the whole page at once. Lines are named in
 * the order's language, as the customer's cart named them (docs/decisions/041);
 * an order placed before those names were kept shows the business's.
 */

const ORDER_COLUMNS = [
  ...ORDER_HEAD_COLUMNS,
  'coupon_code',
  'coupon_discount_mode',
  'coupon_discount_value',
  'coupon_free_shipping',
  'hash',
] as const;

type OrderHead = Pick<Row<'orders'>, (typeof ORDER_COLUMNS)[number]>;

/**
 * How orders are read for the customer: `paymentTtlMinutes`, the server's time
 * to pay an online order (PAYMENT_TTL_MINUTES, docs/decisions/018), gives an
 * order waiting for its payment its `payUntil` — the instant the sweep
 * cancels it (expireUnpaidOrders). Without it `payUntil` is null.
 */
export interface OrderReadOptions {
  readonly paymentTtlMinutes?: number;
}
type VisibleOrderHead = OrderHead & { status_code: OrderStatusCode };

/** Whether customers may see an order with this status: never an unverified or expired one (docs/decisions/007). */
export function statusIsVisible(status: StoredOrderStatus): status is OrderStatusCode {
  return (ORDER_STATUS_CODES as readonly string[]).includes(status);
}

/** The customer's orders, newest first, `limit` of them from `offset`. */
export async function listUserOrders(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  page: { limit: number; offset: number },
  options: OrderReadOptions = {},
): Promise<Order[]> {
  const heads = await selectOrderHeads(db, businessId, ORDER_COLUMNS)
    .where('user_id', '=', userId)
    .where('status_code', 'in', ORDER_STATUS_CODES)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return withDetails(db, businessId, heads, options);
}

/** One of the customer's orders; undefined when it is unknown or someone else's. */
export async function findUserOrder(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  orderId: number,
  options: OrderReadOptions = {},
): Promise<Order | undefined> {
  const heads = await selectOrderHeads(db, businessId, ORDER_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', orderId)
    .execute();
  const [order] = await withDetails(db, businessId, heads, options);
  return order;
}

/**
 * An order by its id and access hash (the public order pages, spec §7
 * `/api/order/detail/{oid}/{hash}/…`). The hash is compared in constant time
 * after the lookup by id; a wrong hash reads exactly like a missing order.
 */
export async function findOrderByHash(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
  hash: string,
  options: OrderReadOptions = {},
): Promise<Order | undefined> {
  const heads = await selectOrderHeads(db, businessId, ORDER_COLUMNS).where('id', '=', orderId).execute();
  const matching = heads.filter((head) => secretsEqual(head.hash, hash));
  const [order] = await withDetails(db, businessId, matching, options);
  return order;
}

/** An order by id, as customers see it; undefined when unknown or not visible (unverified, expired). */
export async function findOrderById(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
  options: OrderReadOptions = {},
): Promise<Order | undefined> {
  const heads = await selectOrderHeads(db, businessId, ORDER_COLUMNS).where('id', '=', orderId).execute();
  const [order] = await withDetails(db, businessId, heads, options);
  return order;
}

/** Fetches the children of a page of orders (four queries) and assembles the spec's shape; orders customers may not see are left out. */
async function withDetails(
  db: Kysely<Database>,
  businessId: number,
  allHeads: OrderHead[],
  reading: OrderReadOptions,
): Promise<Order[]> {
  const heads = allHeads.filter((head): head is VisibleOrderHead => statusIsVisible(head.status_code));
  if (heads.length === 0) return [];
  const children = await readOrderChildren(
    db,
    businessId,
    heads.map((head) => head.id),
  );

  return heads.map((head) => ({
    id: head.id,
    code: head.code,
    date: { date: head.created_at },
    statusCode: head.status_code,
    customer: { name: head.customer_name, lastname: head.customer_lastname },
    deliveryMethodCode: head.delivery_method_code,
    deliveryTime: `${head.delivery_date} ${head.delivery_time}`,
    delivery: orderPlace(head),
    paymentTypeCode: head.payment_method_code,
    ...orderAmounts(head),
    coupons:
      head.coupon_code === null
        ? []
        : [
            {
              code: head.coupon_code,
              discountMode: head.coupon_discount_mode ?? '',
              discountValue: head.coupon_discount_value ?? 0,
              freeShipping: head.coupon_free_shipping === 1,
            },
          ],
    annotations: [head.customer_note, head.delivery_note]
      .map((note) => note.trim())
      .filter((note) => note !== '')
      .join('\n'),
    products: (children.lines.get(head.id) ?? []).map((line): OrderProduct => ({
      id: line.product_id,
      name: line.name_in_order_locale ?? line.name,
      category_name: line.category_name_in_order_locale ?? line.category_name,
      qty: line.qty,
      final_price: line.final_price,
      productOptions: optionGroups(children.options.get(line.id) ?? []),
      removedItems: (children.removed.get(line.id) ?? [])
        .map((item) => item.name_in_order_locale ?? item.name)
        .join(', '),
      removedIds: (children.removed.get(line.id) ?? []).map((item) => item.removable_item_id),
    })),
    transactions: (children.transactions.get(head.id) ?? [])
      // Refunds are the business's ledger, not payment attempts the customer can act on.
      .filter((transaction) => transaction.kind === 'payment')
      .map((transaction) => ({
        resourceUrlPay: payLink(head),
        status: customerPaymentStatus(transaction.status),
      })),
    cancelReason: head.status_code === 'canceled' ? head.cancel_reason : null,
    promisedAt: head.promised_at,
    payUntil: payUntil(head, reading.paymentTtlMinutes),
  }));
}

/** When an order waiting for its payment is cancelled unpaid (the sweep's cutoff, expireUnpaidOrders); null for any other order. */
function payUntil(head: VisibleOrderHead, ttlMinutes: number | undefined): string | null {
  if (head.status_code !== 'waiting_payment' || ttlMinutes === undefined) return null;
  return new Date(Date.parse(head.created_at) + ttlMinutes * 60_000).toISOString();
}

/**
 * The go-to-payment link of an order (spec §3 Order.transactions.resourceUrlPay):
 * while it waits for its payment, our retry link, which reopens the checkout
 * still open or opens a new one when the last expired or failed (a provider's
 * own page can expire under the customer); none once the order is paid or
 * cancelled. Relative: the storefront and the API share an origin.
 */
function payLink(head: VisibleOrderHead): string | null {
  return head.status_code === 'waiting_payment' ? orderLinkPaths.paymentRetry(head.id, head.hash) : null;
}

/** A payment's state as the customer reads it: money with the wrong amount did not pay the order (docs/decisions/018). */
function customerPaymentStatus(state: PaymentTransactionState): Order['transactions'][number]['status'] {
  if (state === 'mismatch') return 'failed';
  // Only refund rows are `refunded`, and they are not listed.
  if (state === 'refunded') return 'paid';
  return state;
}

/** A line's chosen items grouped by their option, in the order they were chosen, named in the order's language. */
function optionGroups(
  rows: readonly Pick<
    Row<'order_line_options'>,
    | 'option_id'
    | 'option_name'
    | 'option_name_in_order_locale'
    | 'item_id'
    | 'item_name'
    | 'item_name_in_order_locale'
    | 'price'
    | 'operand'
  >[],
): OrderProductOption[] {
  const groups = new Map<number, OrderProductOption>();
  for (const row of rows) {
    let group = groups.get(row.option_id);
    if (group === undefined) {
      group = { id: row.option_id, name: row.option_name_in_order_locale ?? row.option_name, options: [] };
      groups.set(row.option_id, group);
    }
    group.options.push({
      id: row.item_id,
      name: row.item_name_in_order_locale ?? row.item_name,
      price: row.price,
      operand: row.operand,
    });
  }
  return [...groups.values()];
}
