// The waits the progress bar shows (spec §7 API calls, issue 11 code a tap needs): one counter.

const activityListeners = new Set<() => void>();
let inFlight = 0;

/** Counts a wait in (+1) or out (-1) and tells the progress bar. */
export function changeInFlight(delta: number): void {
  inFlight += delta;
  for (const listener of activityListeners) listener();
}

/** How many waits that show the progress bar are running now. */
export function apiCallsInFlight(): number {
  return inFlight;
}

/** Shows the progress bar while `work` runs too (code a tap needs and is still loading), like an API call. */
export function showProgressWhile<T>(work: Promise<T>): Promise<T> {
  changeInFlight(1);
  return work.finally(() => changeInFlight(-1));
}

/** Subscribes to changes of `apiCallsInFlight()`; returns the unsubscribe. */
export function subscribeApiActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}
