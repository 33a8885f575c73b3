import { lazy, Suspense } from 'react';
import type { ShowFlash } from '../../lib/flash.ts';
import type { LoginDrawerControl } from './use-login-drawer.ts';

// The drawer and its forms are not part of any page's first load: they load
// on the first open (or as soon as the pointer or focus reaches the entry button).
const loadLoginDrawer = () => import('./login-drawer.tsx');
const LoginDrawer = lazy(() => loadLoginDrawer().then((module) => ({ default: module.LoginDrawer })));

/** Starts loading the drawer's code (idempotent: the module loads once). */
export function preloadLoginDrawer(): void {
  loadLoginDrawer().catch(() => undefined);
}

/** The login drawer, mounted from its first open request on. */
export function LazyLoginDrawer({
  control,
  flash,
}: {
  control: LoginDrawerControl;
  flash: ShowFlash;
}) {
  if (control.openRequest === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoginDrawer openRequest={control.openRequest} view={control.view} onOpenChange={control.setOpen} flash={flash} />
    </Suspense>
  );
}
