import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent } from './after-hydration-shared/consent-store.ts';
import type { ConsentChoice } from './after-hydration-shared/consent-store.ts';

/** The visitor's current choice, re-rendering on every change (this tab or another); null on the server and while undecided. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(
    subscribeConsent,
    () => readConsent(),
    () => null,
  );
}
