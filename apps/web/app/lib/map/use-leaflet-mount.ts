import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** A drawn map as its page holds it: Leaflet's map itself, or a handle of the page's own that can redraw. */
export interface MapHandle {
  readonly remove: () => unknown;
}

/** The mount's state: whether the map's code could not load, and the drawn map (null until drawn). */
export interface LeafletMount<Handle extends MapHandle> {
  readonly failed: boolean;
  readonly handle: RefObject<Handle | null>;
}

/**
 * The one way a page mounts a Leaflet map (the contacts page, the checkout's delivery area, the staff
 * zone preview), each page keeping only what it draws. While `key` is not null and the box is in the
 * page, the page's map module (Leaflet with it, docs/decisions/012) is loaded with `load` — a
 * lazyModule's load, so a browser known to be offline fails without asking — and drawn into the box
 * with `create` (null: nothing to draw); the map is taken down when the key changes (then drawn again for the new one) or the
 * component goes, and a module arriving after that draws nothing. `failed` says the code could not
 * load (offline), for the key it was loaded for: the page shows its message in the box's place, and
 * the next showing (a new key, or null then the same again) tries again.
 */
export function useLeafletMount<Module, Handle extends MapHandle>(
  boxRef: RefObject<HTMLElement | null>,
  key: string | null,
  load: () => Promise<Module>,
  create: (module: Module, box: HTMLElement) => Handle | null,
): LeafletMount<Handle> {
  const handle = useRef<Handle | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  // The page's latest drawing (its current labels and data), read when the code arrives.
  const latest = useRef({ load, create });
  useEffect(() => {
    latest.current = { load, create };
  });

  useEffect(() => {
    const box = boxRef.current;
    if (key === null || box === null) return;
    let wanted = true;
    latest.current.load().then(
      (module) => {
        if (wanted) handle.current = latest.current.create(module, box);
      },
      () => {
        if (wanted) setFailedKey(key);
      },
    );
    return () => {
      wanted = false;
      handle.current?.remove();
      handle.current = null;
      setFailedKey(null);
    };
  }, [boxRef, key]);

  return { failed: failedKey !== null && failedKey === key, handle };
}
