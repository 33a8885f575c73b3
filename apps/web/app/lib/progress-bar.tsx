import { useSyncExternalStore } from 'react';
import type { Translator } from '@ordina/i18n';
import { apiCallsInFlight, subscribeApiActivity } from './api-client.ts';

/**
 * The thin bar at the top of the page while API calls run (spec §7). It is
 * indeterminate (a call does not know how far along it is), so it pulses.
 */
export function ProgressBar({ t }: { t: Translator }) {
  const running = useSyncExternalStore(subscribeApiActivity, () => apiCallsInFlight() > 0, () => false);
  if (!running) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="bg-primary pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 animate-pulse motion-reduce:animate-none"
    />
  );
}
