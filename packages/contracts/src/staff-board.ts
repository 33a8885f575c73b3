import { z } from 'zod';
import { screenIdSchema } from './operations.ts';
import { staffOrderSchema } from './staff-orders.ts';

/**
 * The order board's live channel (docs/decisions/045), beyond the spec: the
 * snapshot the board takes after every (re)connect, and the events of its
 * Server-Sent Events stream.
 */

/** What happened to an order, as the board hears it (`order_events.kind`). */
export const ORDER_EVENT_KINDS = ['created', 'status', 'changed', 'payment_failed', 'canceled'] as const;
export const orderEventKindSchema = z.enum(ORDER_EVENT_KINDS);
export type OrderEventKind = z.infer<typeof orderEventKindSchema>;

/**
 * GET /api/staff/board: the business's open orders and today's done ones, the
 * id of the last event they include (a stream resumed from it misses nothing),
 * the server's clock (the countdowns) and the business's time zone.
 */
export const boardSnapshotResponseSchema = z.object({
  data: z.object({
    orders: z.array(staffOrderSchema),
    lastEventId: z.number().int().min(0),
    serverTime: z.string(),
    timeZone: z.string(),
  }),
});
export type BoardSnapshotResponse = z.infer<typeof boardSnapshotResponseSchema>;

/** The data of a stream's `order` event (its SSE id is `id`). */
export const boardOrderEventSchema = z.object({
  id: z.number().int().positive(),
  orderId: z.number().int().positive(),
  kind: orderEventKindSchema,
});
export type BoardOrderEvent = z.infer<typeof boardOrderEventSchema>;

/** GET /api/staff/board/events?screen=: the board's screen id (kept in its browser), for the board-health heartbeats. */
export const boardEventsQuerySchema = z.object({ screen: screenIdSchema.optional() });

/**
 * GET /api/staff/board/events answers `text/event-stream`, written by hand (never serialised
 * through this schema): `ready` once subscribed, `order` per event, `resync` when the server may
 * have missed some, comments as keep-alives.
 */
export const boardEventStreamResponseSchema = z.string().meta({ contentMediaType: 'text/event-stream' });
