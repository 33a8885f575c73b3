import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether at least `ratio` of the element is in the viewport (an
 * IntersectionObserver at that threshold). False on the server and where the
 * browser has no IntersectionObserver.
 */
export function useElementVisible(ref: RefObject<Element | null>, ratio: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setVisible(last.intersectionRatio >= ratio);
      },
      { threshold: ratio },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ratio]);
  return visible;
}
