import { useEffect, useState } from 'react';
import { flash } from '../../lib/first-load/flash.ts';
import { lazyModule, whenIdle } from '../../lib/first-load/lazy-module.ts';
import { menuSearchOn, OPEN_MENU_SEARCH_EVENT } from '../../lib/first-load/menu-search.ts';
import { useTranslator } from '../../lib/first-load/use-translator.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';

// The search (its dialog, index and rules) is no page's first load: it loads when the browser is idle after
// hydration, so a search opened after the connection dropped still opens (docs/decisions/071).
const menuSearchHost = lazyModule(() => import('../menu-search-host.tsx'));

function fetchMenuSearch(): void {
  menuSearchHost.load().then(
    (module) => module.prefetchMenuSearchParts(),
    () => undefined,
  );
}

function LoadedMenuSearch({ openRequest }: { openRequest: number }) {
  const module = menuSearchHost.useModule();
  return module ? <module.MenuSearchHost openRequest={openRequest} /> : null;
}

/**
 * The menu search's service, where the business offers it (issue 37 "Search"): it fetches the search's
 * code on idle, answers the navbar button's event by opening the search (mounted on the first request),
 * and says so when the code could not arrive (offline before it was fetched); the next press tries again.
 */
export function MenuSearchService() {
  const on = menuSearchOn(useStorefront().configuration.params);
  const t = useTranslator();
  const [openRequest, setOpenRequest] = useState(0);
  useEffect(() => {
    if (!on) return;
    const cancel = whenIdle(fetchMenuSearch);
    const open = () => {
      menuSearchHost.load().then(
        () => setOpenRequest((count) => count + 1),
        () => flash(t('offline.message'), { tone: 'error' }),
      );
    };
    window.addEventListener(OPEN_MENU_SEARCH_EVENT, open);
    return () => {
      cancel();
      window.removeEventListener(OPEN_MENU_SEARCH_EVENT, open);
    };
  }, [on, t]);
  return openRequest > 0 ? <LoadedMenuSearch openRequest={openRequest} /> : null;
}
