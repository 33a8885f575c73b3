import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onNear` when the element comes within `margin` of the viewport (an
 * IntersectionObserver). It observes again whenever `epoch` changes, so an
 * element still in view after new content loaded triggers once more.
 */
export function useNearViewport(ref: RefObject<Element | null>, onNear: () => void, epoch: unknown, margin = '300px'): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear, epoch, margin]);
}
