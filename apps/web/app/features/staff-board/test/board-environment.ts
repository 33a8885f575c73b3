import { vi } from 'vitest';
import type { StaffOrder } from '@ordina/contracts';
import type { BoardEnvironment } from '../use-board.ts';
import { FakeEventSource, fakeVisibility } from './fake-event-source.ts';

/** A board's outside world for the page tests: a server holding `orders`, one stream, a shift that can start, a wake lock and chimes counted. */
export function boardEnvironment(orders: StaffOrder[]) {
  const server = { orders };
  const streams: FakeEventSource[] = [];
  const visibility = fakeVisibility();
  const chimes = { count: 0 };
  const lock = new EventTarget() as WakeLockSentinel & EventTarget;
  Object.assign(lock, { released: false, type: 'screen', release: () => Promise.resolve() });
  const audio = {
    state: 'suspended' as AudioContextState,
    onstatechange: null as (() => void) | null,
    currentTime: 0,
    destination: {},
    resume() {
      this.state = 'running';
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
    createOscillator() {
      chimes.count += 1;
      const node = {
        type: 'sine',
        frequency: { value: 0 },
        connect: () => ({ connect: () => undefined }),
        start: () => undefined,
        stop: () => undefined,
      };
      return node;
    },
    createGain: () => ({
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
    }),
  };
  const notify = vi.fn();
  const environment: BoardEnvironment = {
    live: {
      loadSnapshot: () =>
        Promise.resolve({
          orders: [...server.orders],
          lastEventId: 0,
          serverTime: '2026-12-01T18:10:00.000Z',
          timeZone: 'Europe/Rome',
        }),
      loadOrder: (id) => Promise.resolve(server.orders.find((o) => o.id === id) ?? null),
      openStream: () => {
        const stream = new FakeEventSource();
        streams.push(stream);
        return stream;
      },
      visibility,
      pollMs: 60_000,
      now: () => Date.parse('2026-12-01T18:10:00.000Z'),
    },
    shift: {
      createAudioContext: () => audio as unknown as AudioContext,
      wakeLock: { request: () => Promise.resolve(lock) },
      notification: { permission: 'default', requestPermission: () => Promise.resolve('granted' as const) },
      visibility,
    },
    notify,
  };
  return { environment, server, streams, visibility, chimes, lock, notify, stream: () => streams.at(-1)! };
}
