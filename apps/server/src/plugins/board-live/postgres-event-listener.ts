import pg from 'pg';
import { ORDER_EVENTS_CHANNEL, parseOrderEventNotification, type OrderEvent } from '@ordina/db';
import type { OrderEventSource } from './order-event-feed.ts';

/*
 * The PostgreSQL source (docs/decisions/045): one connection of its own per
 * server, LISTENing on the order-events channel while boards are connected.
 * recordOrderEvent sends NOTIFY in the writing transaction, so PostgreSQL
 * delivers it at commit, to every listening server, with the whole event in
 * the payload (no query per event; identity ids may commit out of order, a
 * notification arrives at each commit whatever its id). A broken connection
 * may have lost notifications: the boards are told to resync, and the source
 * listens again after `retryMs`.
 */

export class PostgresEventListener implements OrderEventSource {
  readonly #connectionString: string;
  readonly #retryMs: number;
  readonly #onError: (error: unknown) => void;
  #client: pg.Client | undefined;
  #running = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(connectionString: string, options: { retryMs?: number; onError: (error: unknown) => void }) {
    this.#connectionString = connectionString;
    this.#retryMs = options.retryMs ?? 1_000;
    this.#onError = options.onError;
  }

  async start(sink: Sink): Promise<void> {
    this.#running = true;
    await this.#listen(sink);
  }

  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #listen(sink: Sink): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    const lost = (error?: unknown) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      if (error !== undefined) this.#onError(error);
      void client.end().catch(() => undefined);
      if (!this.#running) return;
      sink.resync();
      this.#listenLater(sink);
    };
    client.on('notification', (message) => {
      const event = parseOrderEventNotification(message.payload);
      if (event !== undefined) sink.deliver([event]);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
    } catch (error) {
      if (this.#client === client) this.#client = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  /** Listens again after a break; once listening, the boards resync once more (what committed while deaf is in their new snapshot). */
  #listenLater(sink: Sink): void {
    this.#retry = setTimeout(() => {
      if (!this.#running) return;
      this.#listen(sink).then(
        () => sink.resync(),
        (error: unknown) => {
          this.#onError(error);
          if (this.#running) this.#listenLater(sink);
        },
      );
    }, this.#retryMs);
  }
}

type Sink = { deliver(events: readonly OrderEvent[]): void; resync(): void };
