import { z } from 'zod';

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
const id = z.number().int().positive();

/** A pause: until `until` (ISO, UTC), or, for `no_board`, until a board is back (null). */
export const pauseSchema = z.object({ reason: z.enum(PAUSE_REASONS), until: instant.nullable(), since: instant });
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
export const pauseRequestSchema = z.object({ duration: z.union([z.literal(15), z.literal(30), z.literal(60), z.literal('rest_of_day')]) });
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
