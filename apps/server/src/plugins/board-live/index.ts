import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseDatabaseUrl } from '@ordina/db';
import { OrderEventFeed, type OrderEventSource } from './order-event-feed.ts';
import { PostgresEventListener } from './postgres-event-listener.ts';
import { SqliteEventPoller } from './sqlite-event-poller.ts';
import type { EventStream } from './event-stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order board's live channel (docs/decisions/045): the feed of order events and the open event streams. */
    boardLive: BoardLive;
  }
}

export interface BoardLive {
  feed: OrderEventFeed;
  keepAliveMs: number;
  /** Keeps an open stream so the server ends it when it closes (a stream never ends by itself). */
  track(stream: EventStream): void;
  /** How many event streams are open now (a board tab each): a figure of /metrics. */
  openStreams(): number;
}

export interface BoardLiveOptions {
  databaseUrl: string;
  pollMs: number;
  keepAliveMs: number;
}

/**
 * The live channel's process side: one feed per server, fed by the source
 * its database needs — the shared SQLite file polled, or PostgreSQL's
 * LISTEN/NOTIFY — and the event streams it must end on shutdown (an open
 * stream would hold `app.close()` until the grace timer kills the process).
 */
function boardLive(app: FastifyInstance, options: BoardLiveOptions, done: () => void) {
  const onError = (error: unknown) =>
    app.log.warn({ err: error }, 'the board feed could not read new order events; it tries again');
  const target = parseDatabaseUrl(options.databaseUrl);
  const source: OrderEventSource =
    target.dialect === 'postgres'
      ? new PostgresEventListener(target.connectionString, { onError })
      : new SqliteEventPoller(app.database.db, { pollMs: options.pollMs, onError });
  const feed = new OrderEventFeed(source);
  const streams = new Set<EventStream>();
  app.decorate('boardLive', {
    feed,
    keepAliveMs: options.keepAliveMs,
    track(stream: EventStream) {
      streams.add(stream);
      stream.onClose(() => streams.delete(stream));
    },
    openStreams: () => streams.size,
  });
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.end();
    await feed.close();
  });
  done();
}

export default fp(boardLive, { name: 'board-live', dependencies: ['db'] });
