import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onEntry` with the element's latest IntersectionObserver entry. The
 * observer is made again when `epoch` changes, so an element still in view
 * after new content loaded reports once more. Nothing happens on the server
 * or where the browser has no IntersectionObserver.
 */
function useIntersection(
  ref: RefObject<Element | null>,
  onEntry: (entry: IntersectionObserverEntry) => void,
  { rootMargin, threshold, epoch }: { rootMargin?: string; threshold?: number; epoch?: unknown },
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) onEntry(last);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onEntry, rootMargin, threshold, epoch]);
}

/** Calls `onNear` when the element comes within `margin` below the viewport (infinite lists load their next page). */
export function useNearViewport(
  ref: RefObject<Element | null>,
  onNear: () => void,
  epoch: unknown,
  margin = '300px',
): void {
  const onEntry = useCallback(
    (entry: IntersectionObserverEntry) => {
      if (entry.isIntersecting) onNear();
    },
    [onNear],
  );
  useIntersection(ref, onEntry, { rootMargin: `0px 0px ${margin} 0px`, epoch });
}

/** Whether at least `ratio` of the element is in the viewport; false on the server. */
export function useElementVisible(ref: RefObject<Element | null>, ratio: number): boolean {
  const [visible, setVisible] = useState(false);
  const onEntry = useCallback(
    (entry: IntersectionObserverEntry) => setVisible(entry.intersectionRatio >= ratio),
    [ratio],
  );
  useIntersection(ref, onEntry, { threshold: ratio });
  return visible;
}
