import { z } from 'zod';
import { allergensSchema, deliveryMethodCodeSchema, localeSchema } from './business.ts';
import { errorCodeSchema } from './errors.ts';
import {
  orderEndReasonSchema,
  orderPlaceSchema,
  orderStatusCodeSchema,
  rejectReasonSchema,
} from './orders.ts';

/**
 * The restaurant's view of an order (the order board's card, `/gestione/ordini/{id}`) and the
 * requests of the staff actions on it (docs/decisions/044). Beyond the spec, which shows only the
 * customer's side. Money is integer cents (docs/decisions/001); instants are ISO-8601 UTC; a slot
 * is the business's wall clock. Names are the business's language (docs/decisions/041): staff read
 * the menu as the kitchen knows it, whatever language the customer ordered in.
 */

/** Ready-time presets of an accept, in minutes from now (issue 33). */
export const ACCEPT_READY_PRESETS = [15, 30, 45, 60] as const;
/** One ready-time preset. */
export type AcceptReadyPreset = (typeof ACCEPT_READY_PRESETS)[number];

/** Manual discount modes (spec §3 Order.manualDiscountMode: 'euro' or percent). */
export const MANUAL_DISCOUNT_MODES = ['euro', 'percent'] as const;
export const manualDiscountModeSchema = z.enum(MANUAL_DISCOUNT_MODES);
export type ManualDiscountMode = z.infer<typeof manualDiscountModeSchema>;

const cents = z.number().int().min(0);
const instant = z.string();

/** One line of the card: quantity, name, the chosen option items and the removed ingredients (the kitchen stresses them). */
export const staffOrderLineSchema = z.object({
  qty: z.number().int().positive(),
  name: z.string(),
  categoryName: z.string(),
  /** Line total (cents). */
  finalPrice: cents,
  /** Chosen option items: the group's name, the item's name, its price and '+' or '-'. */
  options: z.array(z.object({ group: z.string(), item: z.string(), price: cents, operand: z.string() })),
  /** Removed ingredients, one name each ("Cipolla"). */
  removed: z.array(z.string()),
  /**
   * What the line contained when it was placed (docs/decisions/070), as the server worked it out;
   * absent when none (or placed before migration 0029).
   */
  allergens: allergensSchema.optional(),
});
export type StaffOrderLine = z.infer<typeof staffOrderLineSchema>;

/** An order as the board shows it. */
export const staffOrderSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  status: orderStatusCodeSchema,
  /** The order's language (its customer's messages go out in it). */
  locale: localeSchema,
  /** When the order was placed. */
  createdAt: instant,
  /**
   * When the business received it (to_manage reached: placed, verified by its code, or paid online);
   * what the accept deadline counts from. Null while it still waits for its payment.
   */
  receivedAt: instant.nullable(),
  /**
   * The requested slot on the business's clock, `YYYY-MM-DD` and `HH:mm` (every order has one: the
   * checkout offers the first free slot as "as soon as possible"); its instant is `clockInstant`
   * of @ordina/domain in the storefront's time zone.
   */
  slot: z.object({ date: z.string(), time: z.string() }),
  /** The time the business promised it ready (accept, then delays); null until accepted. */
  promisedAt: instant.nullable(),
  acceptedAt: instant.nullable(),
  readyAt: instant.nullable(),
  /** Delivered or collected. */
  deliveredAt: instant.nullable(),
  /** Rejected, auto-rejected or cancelled. */
  endedAt: instant.nullable(),
  endReason: orderEndReasonSchema.nullable(),
  /** The reject's free text when the reason is 'other' ('' otherwise). */
  endNote: z.string(),
  deliveryMethodCode: deliveryMethodCodeSchema,
  /** Where it goes: the address with floor and doorbell (home delivery), or the table, umbrella or car plate. */
  place: orderPlaceSchema,
  customer: z.object({ name: z.string(), lastname: z.string(), phone: z.string(), email: z.string() }),
  /** The customer's notes and the delivery notes ('' when none). */
  notes: z.object({ customer: z.string(), delivery: z.string() }),
  lines: z.array(staffOrderLineSchema),
  payment: z.object({
    /** The payment method's code; its label comes from the storefront's payment methods (cash, card, online…). */
    methodCode: z.string(),
    /** Paid online: the money is in (a payment of the order settled `paid`). False: to collect on delivery. */
    paidOnline: z.boolean(),
    /** Refunded to the customer so far (cents): a cancelled paid order, a manual discount on a paid order. */
    refunded: cents,
  }),
  totals: z.object({
    amount: cents,
    amountDelivery: cents,
    amountDiscount: cents,
    amountManualDiscount: cents,
    /** The manual discount as entered: cents for 'euro', a percentage for 'percent'. */
    manualDiscount: z.number().int(),
    manualDiscountMode: manualDiscountModeSchema.nullable(),
    /** The tip (docs/decisions/067): part of amountFinal; 0 when none. */
    amountTip: cents,
    amountFinal: cents,
  }),
  updatedAt: instant,
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** GET /api/staff/orders/{id}, and every action's answer: the order as it is now. */
export const staffOrderResponseSchema = z.object({ data: z.object({ order: staffOrderSchema }) });
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>;

/** 409 ORDER_STATUS_CHANGED: the order moved meanwhile (another staff member, the safety net); `order` is how it is now. */
export const staffOrderConflictSchema = z.object({
  data: z.object({ errors: z.array(errorCodeSchema).min(1), order: staffOrderSchema.optional() }),
});
export type StaffOrderConflict = z.infer<typeof staffOrderConflictSchema>;

/** The `{id}` of a staff order route, as text: anything but a plain positive integer names no order (404 NOT_FOUND). */
export const staffOrderParamsSchema = z.object({ id: z.string() });

/** POST …/accept: ready in one of the presets, or at the requested slot. Never earlier than the slot. */
export const acceptOrderRequestSchema = z.union([
  z.object({ readyIn: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60)]) }).strict(),
  z.object({ readyAtSlot: z.literal(true) }).strict(),
]);
export type AcceptOrderRequest = z.infer<typeof acceptOrderRequestSchema>;

/** The longest note a reject may carry for the customer (the board's field says so too). */
export const REJECT_NOTE_MAX_LENGTH = 200;

/** POST …/reject: a reason; 'other' may carry a short note for the customer. */
export const rejectOrderRequestSchema = z
  .object({ reason: rejectReasonSchema, note: z.string().trim().max(REJECT_NOTE_MAX_LENGTH).default('') })
  .strict();
export type RejectOrderRequest = z.input<typeof rejectOrderRequestSchema>;

/** POST …/delay: minutes added to the promised time (the customer is told the new time). */
export const delayOrderRequestSchema = z.object({ minutes: z.number().int().min(5).max(240) }).strict();
export type DelayOrderRequest = z.infer<typeof delayOrderRequestSchema>;

/** POST …/discount: euros (value in cents) or percent (1–100) of the order's total before it; 0 removes it. */
export const discountOrderRequestSchema = z
  .object({ mode: manualDiscountModeSchema, value: z.number().int().min(0) })
  .strict()
  .refine((body) => body.mode === 'euro' || body.value <= 100, {
    path: ['value'],
    message: 'a percentage is at most 100',
  });
export type DiscountOrderRequest = z.infer<typeof discountOrderRequestSchema>;

/** POST …/ready, …/delivered, …/cancel take no body. */
export const emptyActionRequestSchema = z.object({}).strict();
