import type { Storefront } from '@ordina/contracts';
import { acceptanceUntilWeekday, clockZoned, REFRESH_INTERVAL_MS } from '@ordina/domain';
import type { ApiTransport } from '../../../lib/after-hydration-shared/api-client.ts';
import { createStore } from '../../../lib/first-load/create-store.ts';
import { liveState } from './api/live.ts';
import { liveSnapshotAt } from './live-state.ts';
import type { LiveSnapshot } from './live-state.ts';

/** What the store needs from the browser (tests pass their own). */
export interface LiveEnvironment {
  /** The transport of the API client's calls; the browser's fetch when absent. */
  fetch?: ApiTransport;
  now: () => Date;
  /** Whether the tab is hidden (no polls then). */
  hidden: () => boolean;
  /** Subscribes to tab visibility changes; returns the unsubscribe. */
  onVisibilityChange: (listener: () => void) => () => void;
}

/** The live storefront store: a snapshot, its subscribers and the 60 s poll while someone is listening. */
export interface LiveStore {
  getSnapshot: () => LiveSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Starts polling (reference-counted: the last stop ends it); returns the stop. */
  start: () => () => void;
  /** One poll now (the timer calls it; tests too). */
  poll: () => Promise<void>;
  /** Milliseconds to add to the browser clock to get the server's (from the last poll). */
  clockOffsetMs: () => number;
}

function browserEnvironment(): LiveEnvironment {
  return {
    now: () => new Date(),
    hidden: () => document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}

/**
 * A store that starts from the inline storefront (computed with the domain
 * rules, as the server rendered it) and then follows GET /api/storefront/live
 * every REFRESH_INTERVAL_MS: the acceptance/open state each time, and a new
 * storefront when the server's version differs from the one held.
 */
export function createLiveStore(
  storefront: Storefront,
  {
    version = null,
    environment = browserEnvironment(),
  }: { version?: string | null; environment?: LiveEnvironment } = {},
): LiveStore {
  const held = createStore(liveSnapshotAt(storefront, environment.now()));
  let currentVersion = version;
  let offset = 0;
  let users = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPoll = environment.now().getTime();
  let stopVisibility: (() => void) | undefined;

  async function poll(): Promise<void> {
    lastPoll = environment.now().getTime();
    const result = await liveState(currentVersion, environment.fetch);
    // Offline or a server restart: keep what the page shows and try again at the next tick.
    if (!result.ok) return;
    const live = result.data;
    const serverTime = Date.parse(live.serverTime);
    if (Number.isNaN(serverTime)) return;
    offset = serverTime - environment.now().getTime();
    currentVersion = live.configuration_version;
    held.set({
      storefront: live.storefront ?? held.get().storefront,
      today: clockZoned(new Date(serverTime), live.timeZone).date,
      acceptance: live.acceptance,
      untilWeekday: acceptanceUntilWeekday(live.acceptance),
      open: live.open,
    });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!environment.hidden()) void poll();
      schedule();
    }, REFRESH_INTERVAL_MS);
  }

  function onVisibility() {
    // Back on the tab after a missed poll: refresh at once rather than up to a minute later.
    if (!environment.hidden() && environment.now().getTime() - lastPoll >= REFRESH_INTERVAL_MS) {
      void poll();
      schedule();
    }
  }

  return {
    getSnapshot: held.get,
    subscribe: held.subscribe,
    start() {
      users += 1;
      if (users === 1) {
        schedule();
        stopVisibility = environment.onVisibilityChange(onVisibility);
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        users -= 1;
        if (users === 0) {
          clearTimeout(timer);
          stopVisibility?.();
        }
      };
    },
    poll,
    clockOffsetMs: () => offset,
  };
}
