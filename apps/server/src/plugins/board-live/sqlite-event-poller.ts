import type { Kysely } from 'kysely';
import { allOrderEventsAfter, latestOrderEventId, type Database, type OrderEvent } from '@ordina/db';
import type { OrderEventSource } from './order-event-feed.ts';

/*
 * The SQLite source (docs/decisions/045): the cluster's workers share one
 * database file, and a worker learns of an order another worker placed by
 * reading `order_events` after the last id it saw — one indexed query every
 * `pollMs` (300 ms by default), only while boards are connected to it. SQLite
 * has one writer at a time and ids are given in commit order, so "after the
 * last id" never skips a row committed later with a smaller id.
 */

/** How many events one read takes at most; a fuller read is followed at once by the next. */
const BATCH = 500;

export class SqliteEventPoller implements OrderEventSource {
  readonly #db: Kysely<Database>;
  readonly #pollMs: number;
  readonly #onError: (error: unknown) => void;
  #cursor = 0;
  #timer: NodeJS.Timeout | undefined;
  #reading: Promise<void> = Promise.resolve();
  #running = false;

  constructor(db: Kysely<Database>, options: { pollMs: number; onError: (error: unknown) => void }) {
    this.#db = db;
    this.#pollMs = options.pollMs;
    this.#onError = options.onError;
  }

  async start(sink: { deliver(events: readonly OrderEvent[]): void }): Promise<void> {
    // Everything committed before now is the boards' snapshot's (or their Last-Event-ID replay's); the feed carries what follows.
    this.#cursor = await latestOrderEventId(this.#db);
    this.#running = true;
    const tick = () => {
      this.#reading = this.#read(sink).finally(() => {
        if (this.#running) this.#timer = setTimeout(tick, this.#pollMs);
      });
    };
    this.#timer = setTimeout(tick, this.#pollMs);
  }

  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    await this.#reading;
  }

  async #read(sink: { deliver(events: readonly OrderEvent[]): void }): Promise<void> {
    try {
      for (;;) {
        const events = await allOrderEventsAfter(this.#db, this.#cursor, BATCH);
        if (events.length === 0) return;
        this.#cursor = events[events.length - 1]!.id;
        sink.deliver(events);
        if (events.length < BATCH || !this.#running) return;
      }
    } catch (error) {
      // A locked or busy file: the next tick reads from the same cursor, so nothing is skipped.
      this.#onError(error);
    }
  }
}
