import { useEffect } from 'react';
import { inOwnTask, whenIdle } from '../first-load/lazy-module.ts';

/** The public pages a customer moves between while ordering (routes.ts ids). */
const PUBLIC_ROUTE_IDS = ['routes/home', 'routes/category', 'routes/menu', 'routes/contacts'];
const RETRY_MS = 3000;
const MAX_ROUNDS = 5;

interface BrowserManifest {
  routes: Record<string, { module: string } | undefined>;
}

const imported = new Set<string>();

/**
 * Imports the public pages' route modules on idle. React Router loads a route's
 * module on the first navigation to it and, when that import fails (the
 * connection dropped), reloads the whole document — the browser's offline page.
 * A module already imported resolves from the module map without the network.
 * Routes appear in the browser's manifest as their links are discovered, so
 * missing ones (and failed imports) are tried again a few times.
 */
export function usePrefetchRouteModules(): void {
  useEffect(() => {
    let rounds = 0;
    let cancel = whenIdle(round);
    let timer: ReturnType<typeof setTimeout> | undefined;
    function round(): void {
      rounds++;
      const manifest = (window as { __reactRouterManifest?: BrowserManifest }).__reactRouterManifest;
      const pending = PUBLIC_ROUTE_IDS.filter((id) => !imported.has(id));
      for (const id of pending) {
        const route = manifest?.routes[id];
        if (route) {
          inOwnTask(() => import(/* @vite-ignore */ route.module)).then(
            () => imported.add(id),
            () => undefined,
          );
        }
      }
      if (pending.length > 0 && rounds < MAX_ROUNDS) {
        timer = setTimeout(() => {
          cancel = whenIdle(round);
        }, RETRY_MS);
      }
    }
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, []);
}
