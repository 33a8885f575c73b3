import type { Kysely } from 'kysely';
import { groupBy } from '../group-by.ts';
import type { Database, Row } from '../tables.ts';

/*
 * What every reading of placed orders shares (the customer's pages, the
 * restaurant's board): the head columns both show, the head query scoped to
 * the business, the delivery place and the amounts as the contracts name them,
 * and the children of a page of orders — lines, chosen options, removed
 * ingredients and payment rows — each fetched for the whole page in one query.
 */

/** The head columns of an order that every reading shows; each adds its own. */
export const ORDER_HEAD_COLUMNS = [
  'id',
  'code',
  'status_code',
  'customer_name',
  'customer_lastname',
  'customer_note',
  'delivery_method_code',
  'delivery_local_place',
  'delivery_address',
  'delivery_street_number',
  'delivery_zip_code',
  'delivery_city',
  'delivery_floor',
  'delivery_intercom_name',
  'delivery_note',
  'delivery_date',
  'delivery_time',
  'payment_method_code',
  'amount',
  'amount_delivery',
  'amount_discount',
  'amount_manual_discount',
  'amount_tip',
  'manual_discount',
  'manual_discount_mode',
  'amount_final',
  'created_at',
  'cancel_reason',
  'promised_at',
] as const;

type OrderColumn = keyof Row<'orders'>;
type CommonHead = Pick<Row<'orders'>, (typeof ORDER_HEAD_COLUMNS)[number]>;

/** The business's order heads with these columns, to narrow further (by id, by customer, by status). */
export function selectOrderHeads<C extends OrderColumn>(
  db: Kysely<Database>,
  businessId: number,
  columns: readonly C[],
) {
  return db.selectFrom('orders').select(columns).where('business_id', '=', businessId);
}

/** Where an order goes (spec §3 Order.delivery, StaffOrder.place): the address with floor and doorbell, or the table. */
export function orderPlace(head: CommonHead) {
  return {
    address: head.delivery_address,
    streetNumber: head.delivery_street_number,
    zipCode: head.delivery_zip_code,
    city: head.delivery_city,
    floor: head.delivery_floor,
    intercomName: head.delivery_intercom_name,
    table: head.delivery_local_place,
  };
}

/** An order's amounts in cents (spec §3 Order), with the restaurant's manual discount as stored. */
export function orderAmounts(head: CommonHead) {
  return {
    amount: head.amount,
    amountDelivery: head.amount_delivery,
    amountDiscount: head.amount_discount,
    amountManualDiscount: head.amount_manual_discount,
    amountTip: head.amount_tip,
    manualDiscount: head.manual_discount,
    manualDiscountMode: head.manual_discount_mode,
    amountFinal: head.amount_final,
  };
}

/** A page of orders' children, grouped: lines by order, options and removed ingredients by line, payment rows by order. */
export interface OrderChildren {
  lines: Map<number, LineRow[]>;
  options: Map<number, OptionRow[]>;
  removed: Map<number, RemovedRow[]>;
  /** Payments and refunds, oldest first. */
  transactions: Map<number, TransactionRow[]>;
}

type LineRow = Awaited<ReturnType<typeof readOrderChildrenRows>>[0][number];
type OptionRow = Awaited<ReturnType<typeof readOrderChildrenRows>>[1][number];
type RemovedRow = Awaited<ReturnType<typeof readOrderChildrenRows>>[2][number];
type TransactionRow = Awaited<ReturnType<typeof readOrderChildrenRows>>[3][number];

/** The children of these orders of the business, four queries whatever their number; each list in the order it was written. */
export async function readOrderChildren(
  db: Kysely<Database>,
  businessId: number,
  orderIds: readonly number[],
): Promise<OrderChildren> {
  const [lines, options, removed, transactions] = await readOrderChildrenRows(db, businessId, orderIds);
  return {
    lines: groupBy(lines, (line) => line.order_id),
    options: groupBy(options, (option) => option.order_line_id),
    removed: groupBy(removed, (item) => item.order_line_id),
    transactions: groupBy(transactions, (transaction) => transaction.order_id),
  };
}

function readOrderChildrenRows(db: Kysely<Database>, businessId: number, orderIds: readonly number[]) {
  return Promise.all([
    db
      .selectFrom('order_lines')
      .select([
        'id',
        'order_id',
        'product_id',
        'name',
        'name_in_order_locale',
        'category_name',
        'category_name_in_order_locale',
        'qty',
        'final_price',
        'allergens_json',
      ])
      .where('business_id', '=', businessId)
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_line_options as o')
      .innerJoin('order_lines as l', 'l.id', 'o.order_line_id')
      .select([
        'o.order_line_id',
        'o.option_id',
        'o.option_name',
        'o.option_name_in_order_locale',
        'o.item_id',
        'o.item_name',
        'o.item_name_in_order_locale',
        'o.price',
        'o.operand',
      ])
      .where('l.business_id', '=', businessId)
      .where('l.order_id', 'in', orderIds)
      .orderBy('o.order_line_id')
      .orderBy('o.position')
      .orderBy('o.id')
      .execute(),
    db
      .selectFrom('order_line_removed_items as r')
      .innerJoin('order_lines as l', 'l.id', 'r.order_line_id')
      .select(['r.order_line_id', 'r.removable_item_id', 'r.name', 'r.name_in_order_locale'])
      .where('l.business_id', '=', businessId)
      .where('l.order_id', 'in', orderIds)
      .orderBy('r.order_line_id')
      .orderBy('r.position')
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('payment_transactions')
      .select(['order_id', 'kind', 'status', 'amount', 'updated_at'])
      .where('business_id', '=', businessId)
      .where('order_id', 'in', orderIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
}
