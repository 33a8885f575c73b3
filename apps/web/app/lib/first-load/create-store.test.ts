import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store.ts';

describe('createStore', () => {
  it('holds its value and tells each listener on every set until it unsubscribes', () => {
    const store = createStore({ count: 0 });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    const next = { count: 1 };
    store.set(next);
    expect(store.get()).toBe(next);
    expect(first).toHaveBeenCalledTimes(1);
    stopFirst();
    store.set({ count: 2 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps the same object while nothing is set (useSyncExternalStore compares by identity)', () => {
    const initial = { entries: [] };
    const store = createStore(initial);
    expect(store.get()).toBe(store.get());
    expect(store.get()).toBe(initial);
  });

  it('starts its activity with the first listener and stops it when the last one leaves', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const store = createStore(0, start);
    expect(start).not.toHaveBeenCalled();
    const leaveA = store.subscribe(() => undefined);
    const leaveB = store.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(1);
    leaveA();
    leaveA();
    expect(stop).not.toHaveBeenCalled();
    leaveB();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => undefined);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
