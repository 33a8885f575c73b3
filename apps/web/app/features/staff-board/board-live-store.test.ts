import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '@ordina/contracts';
import { BoardLiveStore, type BoardSnapshot } from './board-live-store.ts';
import { FakeEventSource, fakeVisibility } from './test/fake-event-source.ts';
import { staffOrder } from '../../test/staff-order-fixture.ts';

/*
 * The snapshot is the authority (docs/decisions/045): taken after every
 * `ready`, every return to visible, every `resync` and on a backstop poll;
 * an `order` event re-reads that one order. So an order placed while the
 * board was offline is on it as soon as it reaches the server again.
 */

const SERVER_TIME = '2026-12-01T18:00:00.000Z';

function harness(orders: StaffOrder[] = []) {
  const server = { orders, reachable: true };
  const streams: FakeEventSource[] = [];
  const visibility = fakeVisibility();
  const loadSnapshot = vi.fn((): Promise<BoardSnapshot | null> =>
    Promise.resolve(
      server.reachable
        ? { orders: [...server.orders], lastEventId: 0, serverTime: SERVER_TIME, timeZone: 'Europe/Rome' }
        : null,
    ),
  );
  const loadOrder = vi.fn((id: number) =>
    Promise.resolve(server.reachable ? (server.orders.find((o) => o.id === id) ?? null) : null),
  );
  const store = new BoardLiveStore({
    loadSnapshot,
    loadOrder,
    openStream: () => {
      const stream = new FakeEventSource();
      streams.push(stream);
      return stream;
    },
    visibility,
    pollMs: 30_000,
    now: () => Date.parse(SERVER_TIME) - 2_000,
  });
  return { store, server, streams, visibility, loadSnapshot, loadOrder, stream: () => streams.at(-1)! };
}

const ids = (store: BoardLiveStore) => store.getState().orders.map((o) => o.id);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the board live store', () => {
  it('takes a snapshot at start and after the stream says ready, and reads the server clock', async () => {
    const h = harness([staffOrder({ id: 1 })]);
    h.store.start();
    await vi.waitFor(() => expect(ids(h.store)).toEqual([1]));
    expect(h.store.getState()).toMatchObject({ timeZone: 'Europe/Rome', clockOffsetMs: 2_000 });
    h.server.orders.push(staffOrder({ id: 2 }));
    h.stream().emit('ready');
    await vi.waitFor(() => expect(ids(h.store)).toEqual([1, 2]));
    expect(h.store.getState().connection).toBe('live');
    h.store.stop();
  });

  it('reads the one order an event names', async () => {
    const h = harness();
    h.store.start();
    h.stream().emit('ready');
    await vi.waitFor(() => expect(h.loadSnapshot).toHaveBeenCalledTimes(2));
    h.server.orders.push(staffOrder({ id: 7 }));
    h.stream().emit('order', { id: 31, orderId: 7, kind: 'created' });
    await vi.waitFor(() => expect(ids(h.store)).toEqual([7]));
    expect(h.loadOrder).toHaveBeenCalledWith(7);
    expect(h.store.getState().lastEvent).toEqual({ id: 31, orderId: 7, kind: 'created' });
    h.store.stop();
  });

  it('shows the connection lost while offline, and every order placed meanwhile once back', async () => {
    const h = harness([staffOrder({ id: 1 })]);
    h.store.start();
    h.stream().emit('ready');
    await vi.waitFor(() => expect(h.store.getState().connection).toBe('live'));

    h.server.reachable = false;
    h.stream().fail();
    expect(h.store.getState().connection).toBe('lost');
    h.server.orders.push(staffOrder({ id: 2 }), staffOrder({ id: 3 }));
    // The backstop poll cannot reach the server either: still lost, nothing invented.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.store.getState().connection).toBe('lost');
    expect(ids(h.store)).toEqual([1]);

    h.server.reachable = true;
    h.stream().emit('ready');
    await vi.waitFor(() => expect(ids(h.store)).toEqual([1, 2, 3]));
    expect(h.store.getState().connection).toBe('live');
    h.store.stop();
  });

  it('opens a new stream when the browser gave one up', async () => {
    const h = harness();
    h.store.start();
    h.stream().fail(true);
    expect(h.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(h.streams).toHaveLength(2);
    expect(h.streams[0]!.closed).toBe(true);
    h.store.stop();
  });

  it('takes a snapshot when the page becomes visible again, on resync, and on the backstop poll', async () => {
    const h = harness();
    h.store.start();
    await vi.waitFor(() => expect(h.loadSnapshot).toHaveBeenCalledTimes(1));
    h.visibility.set(false);
    expect(h.loadSnapshot).toHaveBeenCalledTimes(1);
    h.visibility.set(true);
    expect(h.loadSnapshot).toHaveBeenCalledTimes(2);
    h.stream().emit('resync');
    expect(h.loadSnapshot).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.loadSnapshot).toHaveBeenCalledTimes(4);
    h.store.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.loadSnapshot).toHaveBeenCalledTimes(4);
  });

  it('applies only the latest snapshot asked for, whatever order the answers come in', async () => {
    const h = harness();
    let release: (value: BoardSnapshot) => void = () => undefined;
    h.loadSnapshot.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    h.store.start();
    h.server.orders.push(staffOrder({ id: 5 }));
    await h.store.refresh();
    expect(ids(h.store)).toEqual([5]);
    release({ orders: [], lastEventId: 0, serverTime: SERVER_TIME, timeZone: 'Europe/Rome' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(h.store)).toEqual([5]);
    h.store.stop();
  });
});

describe('the board live store on a flaky network', () => {
  it('drops the stream when the device goes offline and reopens it at once when it is back', async () => {
    vi.useFakeTimers();
    let network: (online: boolean) => void = () => undefined;
    const streams: FakeEventSource[] = [];
    const store = new BoardLiveStore({
      loadSnapshot: () =>
        Promise.resolve({ orders: [], lastEventId: 0, serverTime: SERVER_TIME, timeZone: 'Europe/Rome' }),
      loadOrder: () => Promise.resolve(null),
      openStream: () => {
        const stream = new FakeEventSource();
        streams.push(stream);
        return stream;
      },
      visibility: fakeVisibility(),
      pollMs: 30_000,
      now: () => Date.parse(SERVER_TIME),
      network: {
        onChange(listener) {
          network = listener;
          return () => undefined;
        },
      },
      silenceMs: 45_000,
    });
    store.start();
    streams[0]!.emit('ready');
    network(false);
    expect(store.getState().connection).toBe('lost');
    expect(streams[0]!.closed).toBe(true);
    network(true);
    expect(streams).toHaveLength(2);
    streams[1]!.emit('ready');
    expect(store.getState().connection).toBe('live');

    // A stream that goes silent (no ping for 45 s) is taken for dead and reopened.
    await vi.advanceTimersByTimeAsync(45_000);
    expect(store.getState().connection).toBe('lost');
    expect(streams).toHaveLength(3);
    store.stop();
  });
});
