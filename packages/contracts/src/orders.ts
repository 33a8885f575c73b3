import { z } from 'zod';
import { deliveryMethodCodeSchema } from './business.ts';

/**
 * A customer's past orders (spec §3 "Order", §7 order list and detail). Field
 * names are the spec's. Money is integer cents (docs/decisions/001); times
 * are ISO-8601 or the business's wall clock as each field says.
 */

/** Order statuses of spec §4. */
export const ORDER_STATUS_CODES = [
  'to_manage',
  'confirmed',
  'ready_delivery',
  'delivered',
  'canceled',
  'waiting_payment',
] as const;
/** One order status code. */
export const orderStatusCodeSchema = z.enum(ORDER_STATUS_CODES);
export type OrderStatusCode = z.infer<typeof orderStatusCodeSchema>;

/** Why the business rejects an order it has not accepted. */
export const REJECT_REASONS = ['sold_out', 'closing', 'too_busy', 'address_not_served', 'other'] as const;
export const rejectReasonSchema = z.enum(REJECT_REASONS);
export type RejectReason = z.infer<typeof rejectReasonSchema>;

/**
 * Why an order ended unfulfilled, as `orders.cancel_reason` keeps it: the unpaid-order sweep
 * ('payment_expired', docs/decisions/018), a reject's reason, 'auto_rejected' (nobody accepted it in
 * time: the safety net), 'canceled' (the business cancelled an accepted order).
 */
export const ORDER_END_REASONS = ['payment_expired', ...REJECT_REASONS, 'auto_rejected', 'canceled'] as const;
export const orderEndReasonSchema = z.enum(ORDER_END_REASONS);
export type OrderEndReason = z.infer<typeof orderEndReasonSchema>;

/** Orders per page the storefront asks for (spec §9). */
export const ORDER_LIST_PAGE_SIZE = 10;
/** Most orders one list call answers. */
export const ORDER_LIST_MAX_LIMIT = 50;

const cents = z.number().int().min(0);

/** One chosen option group of an order line: the group and the items chosen in it, by name. */
export const orderProductOptionSchema = z.object({
  /** Option (group) id in the catalogue of the time. */
  id: z.number().int(),
  name: z.string(),
  options: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Cents; added when operand is '+', otherwise subtracted. */
      price: cents,
      operand: z.string(),
    }),
  ),
});
export type OrderProductOption = z.infer<typeof orderProductOptionSchema>;

/** One line of an order, as bought (names and prices are a snapshot). */
export const orderProductSchema = z.object({
  /** Product id in the catalogue of the time. */
  id: z.number().int(),
  name: z.string(),
  category_name: z.string(),
  qty: z.number().int().positive(),
  /** Line total in cents (quantity × unit price with options). */
  final_price: cents,
  productOptions: z.array(orderProductOptionSchema),
  /** Removed ingredients as a comma list ("Cipolla, Olive"); '' when none. */
  removedItems: z.string(),
  /** The removed ingredients' ids in the catalogue of the time (beyond the spec: "Order again", issue 37). */
  removedIds: z.array(z.number().int()),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** The coupon an order used. */
export const orderCouponSchema = z.object({
  code: z.string(),
  /** '%' for a percent coupon, otherwise fixed (cents). */
  discountMode: z.string(),
  /** Percentage for '%' coupons, cents otherwise. */
  discountValue: z.number().int(),
  freeShipping: z.boolean(),
});
export type OrderCoupon = z.infer<typeof orderCouponSchema>;

/**
 * Where an order goes, as the order pages and the board show it: the address with floor and doorbell
 * (home delivery), or the table, umbrella or car plate; null where the method has none.
 */
export const orderPlaceSchema = z.object({
  address: z.string().nullable(),
  streetNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  floor: z.string().nullable(),
  intercomName: z.string().nullable(),
  /** Table, beach umbrella or car plate for those services; null otherwise. */
  table: z.string().nullable(),
});
export type OrderPlace = z.infer<typeof orderPlaceSchema>;

/** An order of the history and detail pages (spec §3 "Order"). */
export const orderSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  /** When the order was placed: `date.date` is an ISO-8601 UTC instant. */
  date: z.object({ date: z.string() }),
  statusCode: orderStatusCodeSchema,
  customer: z.object({ name: z.string(), lastname: z.string() }),
  deliveryMethodCode: deliveryMethodCodeSchema,
  /** Requested delivery/pick-up time, `YYYY-MM-DD HH:mm` on the business's clock. */
  deliveryTime: z.string(),
  delivery: orderPlaceSchema,
  /** Payment method code; its label comes from the storefront's payment methods. */
  paymentTypeCode: z.string(),
  /** Products (cents). */
  amount: cents,
  amountDelivery: cents,
  /** Coupon discount (cents). */
  amountDiscount: cents,
  amountManualDiscount: cents,
  /** The manual discount as entered: cents when the mode is 'euro', else a percentage. */
  manualDiscount: z.number().int(),
  manualDiscountMode: z.string().nullable(),
  /** The tip (cents, docs/decisions/067): part of amountFinal; 0 when none. */
  amountTip: cents,
  amountFinal: cents,
  coupons: z.array(orderCouponSchema),
  /** The customer's notes ('' when none). */
  annotations: z.string(),
  products: z.array(orderProductSchema),
  /** Online-payment attempts; `resourceUrlPay` is the page to pay on (null when there is none). */
  transactions: z.array(
    z.object({
      resourceUrlPay: z.string().nullable(),
      status: z.enum(['pending', 'paid', 'failed', 'canceled']),
    }),
  ),
  /**
   * Why a cancelled order was cancelled, when the customer must know: 'payment_expired' when its time to
   * pay ran out (docs/decisions/018) — a payment listed `paid` on it is being refunded —, the business's
   * reject reason, 'auto_rejected' or 'canceled' (docs/decisions/044). Null otherwise.
   */
  cancelReason: orderEndReasonSchema.nullable(),
  /** The time the business promised the order ready (ISO-8601 UTC), once it accepted it; null before (docs/decisions/044). */
  promisedAt: z.string().nullable(),
  /**
   * An order waiting for its online payment: the instant it is cancelled unpaid (ISO-8601 UTC; its
   * placement plus the server's time to pay, docs/decisions/018), which the payment pages announce
   * (issue 34 item 12). Null for any other order.
   */
  payUntil: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/secured/user/{id}/orders/{limit}/{offset}: newest first; `offset` is where the next page starts. */
export const orderListResponseSchema = z.object({
  data: z.object({ orders: z.array(orderSchema), offset: z.number().int().min(0) }),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** GET /api/secured/user/{id}/order/{orderId} */
export const orderDetailResponseSchema = z.object({ data: orderSchema });
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

const pathInteger = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** The `{limit}/{offset}` of the order list: limit 1..50, offset ≥ 0 (anything else is GENERIC_ERROR). */
export const orderListParamsSchema = z.object({
  limit: pathInteger.pipe(z.number().int().min(1).max(ORDER_LIST_MAX_LIMIT)),
  offset: pathInteger.pipe(z.number().int().min(0)),
});
export type OrderListParams = z.infer<typeof orderListParamsSchema>;
