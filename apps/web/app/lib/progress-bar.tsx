import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Translator } from '@ordina/i18n';
import { apiCallsInFlight, subscribeApiActivity } from './api-client.ts';

/**
 * The thin bar at the top of the page while API calls run (spec §7), while
 * code a tap needs is loading (showProgressWhile) and while a navigation
 * loads (`navigating`). It is indeterminate (a call does not know how far
 * along it is), so it pulses. It is a manual popover shown when it appears:
 * the browser's top layer, above an open modal <dialog> and its backdrop,
 * which would hide any z-index.
 */
export function ProgressBar({ t, navigating = false }: { t: Translator; navigating?: boolean }) {
  const calling = useSyncExternalStore(subscribeApiActivity, () => apiCallsInFlight() > 0, () => false);
  if (!calling && !navigating) return null;
  return <TopLayerBar label={t('common.loading')} />;
}

function TopLayerBar({ label }: { label: string }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no popover support: the bar then stays an ordinary fixed element.
    bar.current?.showPopover?.();
  }, []);
  return (
    <div
      ref={bar}
      popover="manual"
      role="progressbar"
      aria-label={label}
      className="bg-primary pointer-events-none fixed inset-x-0 top-0 bottom-auto z-[60] m-0 h-1 w-full border-0 p-0 animate-pulse motion-reduce:animate-none"
    />
  );
}
