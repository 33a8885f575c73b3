import type { OrderEvent } from '@ordina/db';

/*
 * One process's fan-out of order events to its connected boards
 * (docs/decisions/045). Boards subscribe per business; a source brings the
 * events every server of the deployment writes — on SQLite by polling the
 * shared file, on PostgreSQL by LISTEN — and runs only while at least one
 * board is connected, so an idle server costs nothing. When a source may have
 * missed events (its connection broke), every board is told to resync: it
 * takes a fresh snapshot, the authority, instead of trusting a gap.
 */

/** What a connected board hears: events of its business, and "resync" when the feed may have lost some. */
export interface FeedListener {
  event(event: OrderEvent): void;
  resync(): void;
}

/** Where the events come from; started by the first subscriber, stopped after the last. */
export interface OrderEventSource {
  /** Resolves once every event committed from now on will be delivered. */
  start(sink: { deliver(events: readonly OrderEvent[]): void; resync(): void }): Promise<void>;
  stop(): Promise<void>;
}

export class OrderEventFeed {
  readonly #source: OrderEventSource;
  readonly #listeners = new Map<number, Set<FeedListener>>();
  #count = 0;
  /** The source's start or stop under way: subscribers wait for it, so starts and stops never overlap. */
  #transition: Promise<void> = Promise.resolve();
  #running = false;

  constructor(source: OrderEventSource) {
    this.#source = source;
  }

  /** Boards connected to this process. */
  get connected(): number {
    return this.#count;
  }

  /**
   * Adds a board of `businessId`; resolves, once the source is running, with
   * the function that removes it. Every event committed after it resolves
   * reaches `listener`.
   */
  async subscribe(businessId: number, listener: FeedListener): Promise<() => void> {
    let group = this.#listeners.get(businessId);
    if (group === undefined) this.#listeners.set(businessId, (group = new Set()));
    group.add(listener);
    this.#count += 1;
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      group.delete(listener);
      if (group.size === 0 && this.#listeners.get(businessId) === group) this.#listeners.delete(businessId);
      this.#count -= 1;
      this.#settle().catch(() => undefined);
    };
    try {
      await this.#settle();
    } catch (error) {
      remove();
      throw error;
    }
    return remove;
  }

  /** Stops the source whatever is connected (the server closes). */
  async close(): Promise<void> {
    this.#listeners.clear();
    this.#count = 0;
    await this.#settle();
  }

  /** Starts or stops the source to match whether anyone listens; one transition at a time. */
  #settle(): Promise<void> {
    const next = this.#transition.then(async () => {
      if (this.#count > 0 && !this.#running) {
        await this.#source.start({
          deliver: (events) => this.#deliver(events),
          resync: () => this.#resync(),
        });
        this.#running = true;
      } else if (this.#count === 0 && this.#running) {
        this.#running = false;
        await this.#source.stop();
      }
    });
    // A failed start (the database unreachable) fails its subscriber; the next one tries again.
    this.#transition = next.catch(() => undefined);
    return next;
  }

  #deliver(events: readonly OrderEvent[]): void {
    for (const event of events) {
      for (const listener of this.#listeners.get(event.businessId) ?? []) listener.event(event);
    }
  }

  #resync(): void {
    for (const group of this.#listeners.values()) for (const listener of group) listener.resync();
  }
}
