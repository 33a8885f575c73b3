import type { ComponentProps } from 'react';
import { lazyModule } from '../lib/first-load/lazy-module.ts';
import type { NavDrawerHost } from './nav-drawer-host.tsx';

// The left drawer's code is not part of any page's first load: it loads on
// the first press of the navbar button (or as soon as the pointer or focus
// reaches it). Without JavaScript a closed <dialog> cannot be opened anyway.
const navDrawer = lazyModule(() => import('./nav-drawer-host.tsx'));

/** Starts loading the drawer's code (idempotent). */
export function preloadNavDrawer(): void {
  navDrawer.load().catch(() => undefined);
}

/** The left drawer, mounted from the first open request on and opened once its code is here. */
export function LazyNavDrawer(props: ComponentProps<typeof NavDrawerHost>) {
  const module = navDrawer.useModule();
  return module ? <module.NavDrawerHost {...props} /> : null;
}
