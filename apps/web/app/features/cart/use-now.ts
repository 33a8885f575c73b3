import { useSyncExternalStore } from 'react';
import { REFRESH_INTERVAL_MS } from '@ordina/domain';

// One shared clock for every component that asks: it ticks every 60 s (spec
// §4: acceptance and the best coupon are re-evaluated every 60 s) while
// something listens.
const listeners = new Set<() => void>();
let now: Date | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = new Date();
    timer = setInterval(tick, REFRESH_INTERVAL_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      now = null;
    }
  };
}

/**
 * The current moment, refreshed every minute; null on the server and during
 * hydration, so time-dependent output never differs between the two renders.
 */
export function useNow(): Date | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}
