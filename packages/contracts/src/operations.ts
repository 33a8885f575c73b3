import { z } from 'zod';
import { errorCodeSchema } from './errors.ts';
import { STORED_INTEGER_MAX } from './stored-integer.ts';

/*
 * What the restaurant's board switches during service (issue 33, docs/decisions/046):
 * ordering paused, busy mode (more minutes on every promised time and slot) and
 * products or option items sold out. Each is stored with its end and ends on its
 * own; the storefront carries the current ones (`Storefront.operations`) so the
 * pages, the live state and the server's order checks read the same rule.
 */

/** How long a pause lasts: minutes, or until the end of the business day. */
export const PAUSE_DURATIONS = [15, 30, 60, 'rest_of_day'] as const;
export type PauseDuration = (typeof PAUSE_DURATIONS)[number];

/** How long busy mode lasts: minutes, or until the end of the business day. */
export const BUSY_DURATIONS = [30, 60, 120, 'rest_of_day'] as const;
export type BusyDuration = (typeof BUSY_DURATIONS)[number];

/** The minutes busy mode adds to every promised time and to the earliest slot offered. */
export const BUSY_EXTRA_MINUTES = [15, 30] as const;
export type BusyExtraMinutes = (typeof BUSY_EXTRA_MINUTES)[number];

/** Why ordering is paused: a staff member chose it, or no board has been seen (the board-health job). */
export const PAUSE_REASONS = ['staff', 'no_board'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** What can be marked sold out: a product, or an item of a category option. */
export const SOLD_OUT_KINDS = ['product', 'option_item'] as const;
export type SoldOutKind = (typeof SOLD_OUT_KINDS)[number];

const instant = z.iso.datetime({ offset: false });
/** A record id: positive and within what a column holds. */
const id = z.number().int().positive().max(STORED_INTEGER_MAX);

/** A pause: until `until` (ISO, UTC), or, for `no_board`, until a board is back (null). */
export const pauseSchema = z.object({
  reason: z.enum(PAUSE_REASONS),
  until: instant.nullable(),
  since: instant,
});
export type Pause = z.infer<typeof pauseSchema>;

/** Busy mode: `extraMinutes` more on every promised time and slot until `until`. */
export const busySchema = z.object({
  extraMinutes: z.union([z.literal(15), z.literal(30)]),
  until: instant,
  since: instant,
});
export type Busy = z.infer<typeof busySchema>;

/** One product or option item sold out until `until` (the end of the business day) or until undone. */
export const soldOutSchema = z.object({ kind: z.enum(SOLD_OUT_KINDS), id, until: instant });
export type SoldOut = z.infer<typeof soldOutSchema>;

/** The board's switches as the storefront and the staff routes carry them; each entry may have ended since it was read (compare `until` with the clock). */
export const operationsSchema = z.object({
  pause: pauseSchema.nullable(),
  busy: busySchema.nullable(),
  soldOut: z.array(soldOutSchema),
});
export type Operations = z.infer<typeof operationsSchema>;

/** No switch on: what a business without any row has. */
export const NO_OPERATIONS: Operations = { pause: null, busy: null, soldOut: [] };

/** POST /api/staff/pause: for how long. */
export const pauseRequestSchema = z.object({
  duration: z.union([z.literal(15), z.literal(30), z.literal(60), z.literal('rest_of_day')]),
});
/** POST /api/staff/busy: how many minutes more, and for how long. */
export const busyRequestSchema = z.object({
  extraMinutes: z.union([z.literal(15), z.literal(30)]),
  duration: z.union([z.literal(30), z.literal(60), z.literal(120), z.literal('rest_of_day')]),
});
/** POST /api/staff/sold-out: what is sold out (until the end of the business day). DELETE takes the same body to undo it. */
export const soldOutRequestSchema = z.object({ kind: z.enum(SOLD_OUT_KINDS), id });

/**
 * The safety net and board health of the business file (docs/decisions/046):
 * minutes before an order not accepted alerts the owner, before it is
 * rejected on its own, and without any board before ordering pauses itself.
 */
export const boardSafetySchema = z
  .object({
    alert_unaccepted_after_minutes: z.number().int().min(1).max(120).default(5),
    reject_unaccepted_after_minutes: z.number().int().min(2).max(240).default(15),
    pause_without_board_after_minutes: z.number().int().min(1).max(60).default(3),
  })
  .refine((s) => s.reject_unaccepted_after_minutes > s.alert_unaccepted_after_minutes, {
    message: 'reject_unaccepted_after_minutes must be above alert_unaccepted_after_minutes',
    path: ['reject_unaccepted_after_minutes'],
  });
export type BoardSafety = z.infer<typeof boardSafetySchema>;

/** DELETE /api/staff/sold-out?kind=&id=: the mark to undo. */
export const soldOutQuerySchema = z.object({
  kind: z.enum(SOLD_OUT_KINDS),
  id: z.coerce.number().int().positive().max(STORED_INTEGER_MAX),
});

/** Every /api/staff/pause|busy|sold-out answer: the switches on now and the server's clock (for the board's countdowns). */
export const operationsResponseSchema = z.object({
  data: z.object({ operations: operationsSchema, serverTime: instant }),
});
export type OperationsAnswer = z.infer<typeof operationsResponseSchema>['data'];

/** A kitchen ticket's job in the print queue (docs/decisions/046). */
export const PRINT_JOB_STATUSES = ['pending', 'printing', 'printed', 'failed'] as const;
export const printJobSchema = z.object({
  id,
  orderId: id,
  status: z.enum(PRINT_JOB_STATUSES),
  /** The automatic ticket of an accepted order (one per order), not a ticket asked for by hand. */
  auto: z.boolean(),
  screenId: z.string().nullable(),
  attempts: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrintJobView = z.infer<typeof printJobSchema>;

/** A board screen's id: made by the screen itself, kept in its storage. */
export const screenIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

export const printJobListQuerySchema = z.object({ status: z.enum(PRINT_JOB_STATUSES).optional() });
export const printJobListResponseSchema = z.object({ data: z.object({ jobs: z.array(printJobSchema) }) });
/** POST /api/staff/print-jobs: a ticket of the order — `auto` for the accepted order's one automatic ticket, else a new one (reprint). */
export const printJobRequestSchema = z.object({ orderId: id, auto: z.boolean().default(false) });
export const printJobParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(STORED_INTEGER_MAX),
});
export const printJobClaimRequestSchema = z.object({ screenId: screenIdSchema });
export const printJobResultRequestSchema = z.object({
  screenId: screenIdSchema,
  outcome: z.enum(['printed', 'failed']),
});
export const printJobResponseSchema = z.object({ data: z.object({ job: printJobSchema }) });
/** 409 PRINT_JOB_CHANGED: another screen moved the job first; the job as it is now. */
export const printJobRefusalSchema = z.object({
  data: z.object({ errors: z.array(errorCodeSchema).min(1), job: printJobSchema.optional() }),
});

export const boardScreenParamsSchema = z.object({ screenId: screenIdSchema });
export const boardScreenSettingsSchema = z.object({ autoPrint: z.boolean() });
export const boardScreenResponseSchema = z.object({ data: boardScreenSettingsSchema });
