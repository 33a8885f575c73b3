import { z } from 'zod';
import { deliveryMethodCodeSchema } from './business.ts';

/*
 * The owner's reports (issue 35, docs/decisions/054): what the orders placed in a range of the
 * business's days came to. Not in the spec (which shows only the customer's side): an addition
 * beyond it, listed in docs/spec-coverage.md. Money is integer cents.
 */

/** A day of the business's calendar, `YYYY-MM-DD`; whether it exists and the range's length are the server's check (WRONG_REPORT_RANGE, REPORT_RANGE_TOO_LONG). */
const reportDateSchema = z
  .string({ error: 'WRONG_REPORT_RANGE' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'WRONG_REPORT_RANGE' });

/** GET /api/staff/reports?from=&to=: both days included, in the business's time zone. */
export const staffReportQuerySchema = z.object({ from: reportDateSchema, to: reportDateSchema });
export type StaffReportQuery = z.infer<typeof staffReportQuerySchema>;

const cents = z.number().int();
const count = z.number().int().nonnegative();

/** Orders and revenue of a group (a delivery method, a payment method, a day, an hour). */
const figuresShape = { orders: count, revenue: cents };

/** A refund the gateway made of a payment of an order placed in the range. */
export const staffReportRefundSchema = z.object({
  orderId: z.number().int().positive(),
  orderCode: z.string(),
  /** The order's status now: `canceled` (its money went back) or kept (a manual discount's difference, a second payment). */
  orderStatus: z.string(),
  amount: cents,
  /** When the refund row was opened (ISO-8601 UTC). */
  at: z.string(),
});
export type StaffReportRefund = z.infer<typeof staffReportRefundSchema>;

/** The report of a range. */
export const staffReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: z.object({
    /** Kept orders: confirmed, ready or delivered. */
    orders: count,
    /** Their `amountFinal` summed (after coupon and manual discounts, shipping included). */
    revenue: cents,
    /** revenue / orders, rounded half up to the cent. */
    averageOrder: cents,
    /** Money in: kept orders paid on delivery, plus every payment taken online on the range's orders. */
    takings: cents,
    /** Money given back by the gateway (settled refunds) on the range's orders. */
    refunds: cents,
    refundCount: count,
    /** takings − refunds: equal to revenue once every refund is settled. */
    net: cents,
    /** Orders still to confirm, and what they would come to. */
    pendingOrders: count,
    pendingRevenue: cents,
    /** Orders the business rejected or cancelled. */
    canceledOrders: count,
    /** The kept orders' tips summed (docs/decisions/067): part of revenue, the staff's money. */
    tips: cents,
  }),
  byDeliveryMethod: z.array(z.object({ code: deliveryMethodCodeSchema, ...figuresShape })),
  byPaymentMethod: z.array(z.object({ code: z.string(), ...figuresShape })),
  /** By quantity, then revenue; each product by id with the name it had on its latest order of the range. */
  topProducts: z.array(
    z.object({ productId: z.number().int(), name: z.string(), quantity: count, revenue: cents }),
  ),
  /** Hours 0–23 of the business's clock, summed over the range. */
  byHour: z.array(z.object({ hour: z.number().int().min(0).max(23), ...figuresShape })),
  /** Every day of the range, in order, with its kept orders' tips. */
  byDay: z.array(z.object({ date: z.string(), averageOrder: cents, tips: cents, ...figuresShape })),
  refunds: z.array(staffReportRefundSchema),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

export const staffReportResponseSchema = z.object({ data: staffReportSchema });

/** GET /api/staff/reports/csv: the report as a spreadsheet file (text/csv; UTF-8 with BOM, `;`, decimal comma). */
export const staffReportCsvResponseSchema = z.string().meta({ contentMediaType: 'text/csv' });

/** How many products the report's top list holds. */
export const STAFF_REPORT_TOP_PRODUCTS = 10;
