import { useEffect, useRef } from 'react';

/**
 * A ref for the element (a page's main heading, tabIndex -1) that takes the
 * focus when the page appears and whenever `state` changes (loading → shown),
 * so a screen reader reads the page's new state and keyboard users start from it.
 */
export function useFocusOnChange<T extends HTMLElement>(state: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [state]);
  return ref;
}
