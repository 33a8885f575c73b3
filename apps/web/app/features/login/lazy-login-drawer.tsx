import { useEffect } from 'react';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { lazyModule } from '../../lib/first-load/lazy-module.ts';
import { useTranslator } from '../../lib/first-load/use-translator.ts';
import { whenIdle } from '../../lib/first-load/lazy-module.ts';
import type { LoginDrawerControl } from './use-login-drawer.ts';

// The drawer and its forms are not part of any page's first load: they load
// on idle after hydration, on intent (pointer or focus on the entry button) or
// on the first open. Not React.lazy: a failed load there replaces the page.
const loginDrawer = lazyModule(() => import('./login-drawer.tsx'));

/** Starts loading the drawer's code (idempotent: the module loads once). */
export function preloadLoginDrawer(): void {
  loginDrawer.load().catch(() => undefined);
}

/** The login drawer, mounted from its first open request on; offline, each request says so and tries again. */
export function LazyLoginDrawer({ control, flash }: { control: LoginDrawerControl; flash: ShowFlash }) {
  const module = loginDrawer.useModule();
  const t = useTranslator();
  const { openRequest } = control;
  useEffect(() => whenIdle(preloadLoginDrawer), []);
  useEffect(() => {
    // The entry button is in the navbar, where no inline message fits: the flash region says it.
    if (openRequest > 0) loginDrawer.load().catch(() => flash(t('offline.message')));
  }, [openRequest, flash, t]);
  if (openRequest === 0 || !module) return null;
  return (
    <module.LoginDrawer
      openRequest={openRequest}
      view={control.view}
      notice={control.notice}
      onOpenChange={control.setOpen}
      flash={flash}
    />
  );
}
