import { sql, type Kysely } from 'kysely';
import type { Database, StoredOrderStatus } from '../tables.ts';

/*
 * The owner's reports (issue 35, docs/decisions/054). Every figure is summed by the database over
 * the orders placed in [start, end) — the instants that bound the business's days, which the caller
 * computes in the business's time zone (this package does not know the domain's clock) — so a season
 * of orders is never loaded: what comes back is a row per status, method, product and UTC hour
 * (at most 24 × 366 of those). Migration 0025's index (business_id, created_at) seeks the range.
 *
 * Kept orders — the revenue — are those the business accepted: `confirmed`, `ready_delivery`,
 * `delivered`. `to_manage` is counted apart (still to confirm), `canceled` apart (rejected or
 * cancelled); `waiting_payment`, `unverified` and `expired` orders never reached the business.
 */

/** The statuses whose orders make the revenue. */
export const REPORT_KEPT_STATUSES = [
  'confirmed',
  'ready_delivery',
  'delivered',
] as const satisfies readonly StoredOrderStatus[];

/** Payment rows that took money (docs/decisions/018): `mismatch` took it too, and goes back. */
const TAKEN_PAYMENT = ['paid', 'mismatch'] as const;

/** The figures of a group: orders and the sum of their `amount_final`, cents. */
export interface ReportFigures {
  orders: number;
  revenue: number;
}

/** What the database sums for a range; the caller folds the UTC hours into the business's days and hours. */
export interface SalesReportRows {
  byStatus: (ReportFigures & { status: StoredOrderStatus })[];
  byDeliveryMethod: (ReportFigures & { code: string })[];
  byPaymentMethod: (ReportFigures & { code: string })[];
  topProducts: { productId: number; name: string; quantity: number; revenue: number }[];
  /** Kept orders by UTC hour, `YYYY-MM-DDTHH`, with their tips summed (cents, docs/decisions/067). */
  utcHours: (ReportFigures & { utcHour: string; tips: number })[];
  /** Kept orders paid on delivery (no payment row took money): their `amount_final`. */
  offlineTakings: number;
  /** Payments taken online on the range's orders, whatever became of the order. */
  onlineTakings: number;
  refunds: { count: number; amount: number };
  /** The newest settled refunds, at most `refundListLimit`. */
  refundList: { orderId: number; orderCode: string; orderStatus: string; amount: number; at: string }[];
}

const asNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Sums the orders of `businessId` placed from `start` (included) to `end` (excluded). */
export async function salesReportRows(
  db: Kysely<Database>,
  range: { businessId: number; start: Date; end: Date; topProducts: number; refundListLimit: number },
): Promise<SalesReportRows> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const placed = db
    .selectFrom('orders as o')
    .where('o.business_id', '=', range.businessId)
    .where('o.created_at', '>=', start)
    .where('o.created_at', '<', end);
  const kept = placed.where('o.status_code', 'in', REPORT_KEPT_STATUSES);
  const orders = sql<number>`count(*)`.as('orders');
  const revenue = sql<number>`sum(${sql.ref('o.amount_final')})`.as('revenue');
  const figures = <T extends { orders: unknown; revenue: unknown }>(row: T) => ({
    ...row,
    orders: asNumber(row.orders),
    revenue: asNumber(row.revenue),
  });

  const byStatus = await placed
    .select(['o.status_code as status', orders, revenue])
    .groupBy('o.status_code')
    .execute();
  const byDeliveryMethod = await kept
    .select(['o.delivery_method_code as code', orders, revenue])
    .groupBy('o.delivery_method_code')
    .orderBy('revenue', 'desc')
    .orderBy('o.delivery_method_code')
    .execute();
  const byPaymentMethod = await kept
    .select(['o.payment_method_code as code', orders, revenue])
    .groupBy('o.payment_method_code')
    .orderBy('revenue', 'desc')
    .orderBy('o.payment_method_code')
    .execute();
  const hour = sql<string>`substr(${sql.ref('o.created_at')}, 1, 13)`;
  const utcHours = await kept
    .select([hour.as('utcHour'), orders, revenue, sql<number>`sum(${sql.ref('o.amount_tip')})`.as('tips')])
    .groupBy(hour)
    .orderBy(hour)
    .execute();

  const top = await kept
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .select([
      'l.product_id as productId',
      sql<number>`sum(${sql.ref('l.qty')})`.as('quantity'),
      sql<number>`sum(${sql.ref('l.final_price')})`.as('revenue'),
      // The product's name as its latest line of the range wrote it (a rename shows the newest).
      sql<number>`max(${sql.ref('l.id')})`.as('lastLineId'),
    ])
    .groupBy('l.product_id')
    .orderBy('quantity', 'desc')
    .orderBy('revenue', 'desc')
    .orderBy('l.product_id')
    .limit(range.topProducts)
    .execute();
  const names =
    top.length === 0
      ? []
      : await db
          .selectFrom('order_lines')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            top.map((row) => asNumber(row.lastLineId)),
          )
          .execute();
  const nameOf = new Map(names.map((row) => [row.id, row.name]));

  const offline = await kept
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_transactions as p')
            .select('p.id')
            .whereRef('p.order_id', '=', 'o.id')
            .where('p.kind', '=', 'payment')
            .where('p.status', 'in', TAKEN_PAYMENT),
        ),
      ),
    )
    .select(sql<number>`sum(${sql.ref('o.amount_final')})`.as('amount'))
    .executeTakeFirst();
  const online = await placed
    .innerJoin('payment_transactions as p', 'p.order_id', 'o.id')
    .where('p.kind', '=', 'payment')
    .where('p.status', 'in', TAKEN_PAYMENT)
    .select(sql<number>`sum(${sql.ref('p.amount')})`.as('amount'))
    .executeTakeFirst();
  const refunded = placed
    .innerJoin('payment_transactions as p', 'p.order_id', 'o.id')
    .where('p.kind', '=', 'refund')
    .where('p.status', '=', 'refunded');
  const refundSum = await refunded
    .select([sql<number>`count(*)`.as('count'), sql<number>`sum(${sql.ref('p.amount')})`.as('amount')])
    .executeTakeFirst();
  const refundList = await refunded
    .select([
      'o.id as orderId',
      'o.code as orderCode',
      'o.status_code as orderStatus',
      'p.amount as amount',
      'p.created_at as at',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(range.refundListLimit)
    .execute();

  return {
    byStatus: byStatus.map(figures),
    byDeliveryMethod: byDeliveryMethod.map(figures),
    byPaymentMethod: byPaymentMethod.map(figures),
    topProducts: top.map((row) => ({
      productId: row.productId,
      name: nameOf.get(asNumber(row.lastLineId)) ?? '',
      quantity: asNumber(row.quantity),
      revenue: asNumber(row.revenue),
    })),
    utcHours: utcHours.map((row) => ({ ...figures(row), tips: asNumber(row.tips) })),
    offlineTakings: asNumber(offline?.amount),
    onlineTakings: asNumber(online?.amount),
    refunds: { count: asNumber(refundSum?.count), amount: asNumber(refundSum?.amount) },
    refundList: refundList.map((row) => ({ ...row, amount: asNumber(row.amount) })),
  };
}
