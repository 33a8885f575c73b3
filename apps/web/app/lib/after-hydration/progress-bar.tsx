import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Translator } from '@ordina/i18n';
import { BANNER_ID } from '../first-load/landmarks.ts';
import { apiCallsInFlight, subscribeApiActivity } from '../after-hydration-shared/api-client.ts';

/**
 * The thin bar at the top of the page while API calls run (spec §7), while
 * code a tap needs is loading (showProgressWhile) and while a navigation
 * loads (`navigating`). It is indeterminate (a call does not know how far
 * along it is), so it pulses. It is a manual popover shown when it appears:
 * the browser's top layer, above an open modal <dialog> and its backdrop,
 * which would hide any z-index. In the DOM it lives inside the page's
 * banner (`<header id="banner">`): content outside every landmark is lost to
 * a screen reader's landmark navigation (axe `region`), and the bar belongs
 * to the page's top like the navbar it covers.
 */
export function ProgressBar({ t, navigating = false }: { t: Translator; navigating?: boolean }) {
  const calling = useSyncExternalStore(
    subscribeApiActivity,
    () => apiCallsInFlight() > 0,
    () => false,
  );
  if (!calling && !navigating) return null;
  const bar = <TopLayerBar label={t('common.loading')} />;
  const banner = typeof document === 'undefined' ? null : document.getElementById(BANNER_ID);
  return banner ? createPortal(bar, banner) : bar;
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
