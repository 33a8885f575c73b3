import { useSyncExternalStore } from 'react';
import { REFRESH_INTERVAL_MS } from '@ordina/domain';
import { createStore } from '../../../lib/first-load/create-store.ts';

// One shared clock for every component that asks: it ticks every 60 s (spec
// §4: acceptance and the best coupon are re-evaluated every 60 s) while
// something listens, and reads null again once nobody does.
const clock = createStore<Date | null>(null, () => {
  clock.set(new Date());
  const timer = setInterval(() => clock.set(new Date()), REFRESH_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    clock.set(null);
  };
});

/**
 * The current moment, refreshed every minute; null on the server and during
 * hydration, so time-dependent output never differs between the two renders.
 */
export function useNow(): Date | null {
  return useSyncExternalStore(clock.subscribe, clock.get, () => null);
}
