import { createStore } from './create-store.ts';

// The waits the progress bar shows (spec §7 API calls, issue 11 code a tap needs): one counter.
const inFlight = createStore(0);

/** Counts a wait in (+1) or out (-1) and tells the progress bar. */
export function changeInFlight(delta: number): void {
  inFlight.set(inFlight.get() + delta);
}

/** How many waits that show the progress bar are running now. */
export const apiCallsInFlight: () => number = inFlight.get;

/** Shows the progress bar while `work` runs too (code a tap needs and is still loading), like an API call. */
export function showProgressWhile<T>(work: Promise<T>): Promise<T> {
  changeInFlight(1);
  return work.finally(() => changeInFlight(-1));
}

/** Subscribes to changes of `apiCallsInFlight()`; returns the unsubscribe. */
export const subscribeApiActivity: (listener: () => void) => () => void = inFlight.subscribe;
