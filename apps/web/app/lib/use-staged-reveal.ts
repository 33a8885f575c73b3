import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a large view's `parts` to show: the first at once, each next one in a render of its own
 * once the previous one is on the screen. A view that appears whole in one commit (the checkout form,
 * some 20 inputs) inserts all its DOM and runs all its effects in one task of the main thread, which a
 * phone answers taps only after; part by part, that work is several shorter tasks (docs/decisions/035).
 * The later parts render at transition priority, so input that arrives meanwhile is served first.
 */
export function useStagedReveal(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return;
    startTransition(() => setShown(shown + 1));
  }, [shown, parts]);
  return Math.min(shown, parts);
}
