import type { StaffOrder } from '@ordina/contracts';
import { withOrder } from './board-columns.ts';

/*
 * The board's live state in the browser (docs/decisions/045). The snapshot
 * (GET /api/staff/board) is the authority: it is taken after the event
 * stream says `ready` (every connect and reconnect), on every
 * visibilitychange to visible, on `resync`, and every `pollMs` as a backstop
 * whatever the stream does. An `order` event only prompts a read of that one
 * order. So a board that was offline, asleep or behind a proxy that dropped
 * the stream shows every order again once it can reach the server.
 */

/** What the board's snapshot brings. */
export interface BoardSnapshot {
  orders: StaffOrder[];
  lastEventId: number;
  serverTime: string;
  timeZone: string;
}

/** One event of the stream's `order` kind. */
export interface BoardOrderEvent {
  orderId: number;
  kind: 'created' | 'status' | 'changed' | 'payment_failed' | 'canceled';
}

export type LiveConnection = 'connecting' | 'live' | 'lost';

export interface BoardLiveState {
  orders: StaffOrder[];
  /** Null until the first snapshot. */
  timeZone: string | null;
  /** How far the server's clock is ahead of this device's (ms): countdowns use the server's time. */
  clockOffsetMs: number;
  connection: LiveConnection;
  /** Events of orders the board showed that need a person: cancelled, payment failed (rings; cleared on acknowledge). */
  lastEvent: BoardOrderEvent | null;
}

/** What the store needs from the outside world: the server calls, the stream, the page's visibility, timers. */
export interface BoardLiveDeps {
  loadSnapshot(): Promise<BoardSnapshot | null>;
  loadOrder(id: number): Promise<StaffOrder | null>;
  openStream(): EventSourceLike;
  /** The page's visibility: the board takes a snapshot when it becomes visible again. */
  visibility: { visible(): boolean; onChange(listener: () => void): () => void };
  pollMs: number;
  now(): number;
  /** The device's network going away and coming back (the browser's offline/online events): the stream is dropped and reopened at once. */
  network?: { onChange(listener: (online: boolean) => void): () => void };
  /** A stream silent this long (no event, not even the server's ping) is taken for dead and reopened (ms). */
  silenceMs?: number;
}

/** The part of EventSource the store uses (a test brings its own). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
  close(): void;
}

const CLOSED = 2;
/** How long after the browser gives a stream up (CLOSED) the store opens a new one (ms). */
const REOPEN_MS = 3_000;

export class BoardLiveStore {
  #state: BoardLiveState = {
    orders: [],
    timeZone: null,
    clockOffsetMs: 0,
    connection: 'connecting',
    lastEvent: null,
  };
  readonly #listeners = new Set<() => void>();
  readonly #deps: BoardLiveDeps;
  #stream: EventSourceLike | null = null;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #poll: ReturnType<typeof setInterval> | undefined;
  #stopVisibility: (() => void) | null = null;
  #stopNetwork: (() => void) | null = null;
  #watchdog: ReturnType<typeof setTimeout> | undefined;
  /** Snapshots answer in any order; only the latest asked for is applied. */
  #snapshotTurn = 0;
  #stopped = true;

  constructor(deps: BoardLiveDeps) {
    this.#deps = deps;
  }

  getState = (): BoardLiveState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#open();
    this.#poll = setInterval(() => void this.refresh(), this.#deps.pollMs);
    this.#stopVisibility = this.#deps.visibility.onChange(() => {
      if (this.#deps.visibility.visible()) void this.refresh();
    });
    this.#stopNetwork =
      this.#deps.network?.onChange((online) => {
        if (online) {
          this.#reopen();
          void this.refresh();
        } else {
          this.#stream?.close();
          this.#set({ connection: 'lost' });
        }
      }) ?? null;
    void this.refresh();
  }

  stop(): void {
    this.#stopped = true;
    this.#stream?.close();
    this.#stream = null;
    clearInterval(this.#poll);
    for (const timer of this.#timers.splice(0)) clearTimeout(timer);
    this.#stopVisibility?.();
    this.#stopVisibility = null;
    this.#stopNetwork?.();
    this.#stopNetwork = null;
    clearTimeout(this.#watchdog);
  }

  /** Takes a snapshot now and applies it (unless a later one was asked for meanwhile). */
  async refresh(): Promise<void> {
    const turn = (this.#snapshotTurn += 1);
    const snapshot = await this.#deps.loadSnapshot().catch(() => null);
    if (this.#stopped || turn !== this.#snapshotTurn) return;
    if (snapshot === null) {
      // The server cannot be reached: whatever the stream says, the board may be missing orders.
      this.#set({ connection: 'lost' });
      return;
    }
    this.#set({
      orders: snapshot.orders,
      timeZone: snapshot.timeZone,
      clockOffsetMs: Date.parse(snapshot.serverTime) - this.#deps.now(),
      connection:
        this.#stream?.readyState === 1
          ? 'live'
          : this.#state.connection === 'lost'
            ? 'connecting'
            : this.#state.connection,
    });
  }

  /** Puts an order as an action answered it in place (the stream will bring the same soon). */
  apply(order: StaffOrder): void {
    this.#set({ orders: withOrder(this.#state.orders, order) });
  }

  /** Drops the stream (if any) and opens a new one now. */
  #reopen(): void {
    if (this.#stopped) return;
    this.#stream?.close();
    this.#open();
  }

  /** Every event (the server pings every keep-alive period) proves the stream alive; silence past `silenceMs` reopens it. */
  #heard(): void {
    clearTimeout(this.#watchdog);
    const silenceMs = this.#deps.silenceMs;
    if (silenceMs === undefined) return;
    this.#watchdog = setTimeout(() => {
      this.#set({ connection: 'lost' });
      this.#reopen();
    }, silenceMs);
  }

  #open(): void {
    const stream = this.#deps.openStream();
    this.#stream = stream;
    this.#heard();
    stream.addEventListener('ping', () => {
      if (this.#stream === stream) this.#heard();
    });
    stream.addEventListener('ready', () => {
      this.#heard();
      this.#set({ connection: 'live' });
      void this.refresh();
    });
    stream.addEventListener('resync', () => void this.refresh());
    stream.addEventListener('order', (message) => {
      this.#heard();
      void this.#onOrderEvent(message.data);
    });
    stream.onerror = () => {
      if (this.#stopped || this.#stream !== stream) return;
      this.#set({ connection: 'lost' });
      // The browser reconnects by itself unless it gave up (a 401, a wrong answer): then a new stream, later.
      if (stream.readyState === CLOSED) {
        stream.close();
        this.#timers.push(setTimeout(() => !this.#stopped && this.#open(), REOPEN_MS));
      }
    };
  }

  async #onOrderEvent(data: string): Promise<void> {
    let event: BoardOrderEvent;
    try {
      event = JSON.parse(data) as BoardOrderEvent;
    } catch {
      return;
    }
    const order = await this.#deps.loadOrder(event.orderId).catch(() => null);
    if (this.#stopped) return;
    if (order === null) {
      void this.refresh();
      return;
    }
    this.#set({ orders: withOrder(this.#state.orders, order), lastEvent: event });
  }

  #set(change: Partial<BoardLiveState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}
