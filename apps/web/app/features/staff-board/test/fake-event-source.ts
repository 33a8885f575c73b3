import type { EventSourceLike } from '../board-live-store.ts';

/** An EventSource a test drives: `emit('ready')`, `fail(closed)`. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  readonly #listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  emit(type: string, data: unknown = {}): void {
    this.readyState = 1;
    for (const listener of this.#listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The connection drops: the browser retries (CONNECTING) or gives up (CLOSED). */
  fail(gaveUp = false): void {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
}

/** A page visibility a test flips. */
export function fakeVisibility() {
  let visible = true;
  const listeners = new Set<() => void>();
  return {
    visible: () => visible,
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      visible = next;
      for (const listener of listeners) listener();
    },
  };
}
