import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clockInstant, clockZoned } from '@ordina/domain';
import { findBusinessTimeZone, orderEventsAfter, readBoardSnapshot, type OrderEvent } from '@ordina/db';
import { registerEndpoint } from '../../../../endpoints.ts';
import { ApiError } from '../../../../errors.ts';
import { openEventStream, type EventStream } from '../../../../plugins/board-live/event-stream.ts';

/*
 * The order board's snapshot and live stream (docs/decisions/045), each
 * scoped to the signed-in staff member's business. Registered by the staff
 * routes (`{ prefix: '/board' }` inside /api/staff) with the staff guard.
 */

export interface StaffBoardRoutesOptions {
  /** The staff-session guard (staff-auth's `app.requireStaff()`): refuses anyone else before the route reads anything. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The business of the request's staff member (set by the guard). */
  businessOf(request: FastifyRequest): number;
  /** Called while a board's stream is open, once at once and then every `heartbeatMs`: the board-health record (one per screen). */
  heartbeat?: (businessId: number, screenId: string, at: Date) => Promise<void>;
  heartbeatMs?: number;
  /** The clock (tests fix it). */
  now?: () => Date;
}

/** Events replayed after a Last-Event-ID at most; a board further behind takes its snapshot (it does at every connect). */
const REPLAY_LIMIT = 1_000;
const DEFAULT_HEARTBEAT_MS = 30_000;

export default function staffBoardRoutes(
  app: FastifyInstance,
  options: StaffBoardRoutesOptions,
  done: () => void,
) {
  const now = options.now ?? (() => new Date());
  // Before the routes: only a signed-in staff member reaches them.
  app.addHook('onRequest', options.guard);

  registerEndpoint(app, 'GET /api/staff/board', { config: {} }, async (request, reply) => {
    const businessId = options.businessOf(request);
    const timeZone = await findBusinessTimeZone(app.database.db, businessId);
    if (timeZone === undefined) throw new ApiError(404, 'NOT_FOUND');
    const at = now();
    const endedSince = clockInstant(clockZoned(at, timeZone).date, 0, timeZone);
    const snapshot = await readBoardSnapshot(app.database.db, businessId, { endedSince });
    void reply.header('cache-control', 'no-store');
    return { data: { ...snapshot, serverTime: at.toISOString(), timeZone } };
  });

  registerEndpoint(app, 'GET /api/staff/board/events', {}, async (request, typedReply) => {
    const reply = typedReply as unknown as FastifyReply;
    const businessId = options.businessOf(request);
    await streamBoardEvents(app, request, reply, businessId, options, now);
  });

  done();
}

/** The Last-Event-ID the browser sent on a reconnect, when it is an event id. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

async function streamBoardEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  businessId: number,
  options: StaffBoardRoutesOptions,
  now: () => Date,
) {
  const stream = openEventStream(request, reply, { keepAliveMs: app.boardLive.keepAliveMs });
  app.boardLive.track(stream);
  const send = (event: OrderEvent) =>
    stream.send({
      id: event.id,
      event: 'order',
      data: { id: event.id, orderId: event.orderId, kind: event.kind },
    });

  // Subscribed before the replay: what commits meanwhile is buffered, then sent once (a replayed id is not sent again).
  let replaying: OrderEvent[] | null = [];
  const replayed = new Set<number>();
  const unsubscribe = await app.boardLive.feed
    .subscribe(businessId, {
      event(event) {
        if (replaying !== null) replaying.push(event);
        else if (!replayed.has(event.id)) send(event);
      },
      resync: () => stream.send({ event: 'resync', data: {} }),
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'the board feed could not start');
      stream.end();
      return null;
    });
  if (unsubscribe === null) return;
  stream.onClose(unsubscribe);

  const after = lastEventIdOf(request);
  if (after !== null) {
    for (const event of await orderEventsAfter(app.database.db, businessId, after, REPLAY_LIMIT)) {
      replayed.add(event.id);
      send(event);
    }
  }
  const buffered = replaying;
  replaying = null;
  for (const event of buffered) if (!replayed.has(event.id)) send(event);
  stream.send({ event: 'ready', data: {} });

  if (options.heartbeat !== undefined)
    startHeartbeat(
      stream,
      businessId,
      request,
      options.heartbeat,
      options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
      now,
    );
}

/** The board-health heartbeat of one open stream: the screen is the stream's `?screen=` or, without one, its connection. */
function startHeartbeat(
  stream: EventStream,
  businessId: number,
  request: FastifyRequest,
  heartbeat: NonNullable<StaffBoardRoutesOptions['heartbeat']>,
  everyMs: number,
  now: () => Date,
) {
  const { screen } = request.query as { screen?: string };
  const screenId = screen ?? `connection-${request.id}`;
  const beat = () =>
    void heartbeat(businessId, screenId, now()).catch((error: unknown) =>
      request.log.warn({ err: error }, 'board heartbeat not recorded'),
    );
  beat();
  const timer = setInterval(beat, everyMs);
  stream.onClose(() => clearInterval(timer));
}
