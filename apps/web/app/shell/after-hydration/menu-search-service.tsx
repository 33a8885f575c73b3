import { useEffect, useState } from 'react';
import { flash } from '../../lib/first-load/flash.ts';
import { lazyModule, whenIdle } from '../../lib/first-load/lazy-module.ts';
import { useTranslator } from '../../lib/first-load/use-translator.ts';

// The search (its dialog, index and rules) is no page's first load: it loads when the browser is idle after
// hydration, so a search opened after the connection dropped still opens (docs/decisions/071).
const menuSearchHost = lazyModule(() => import('../menu-search-host.tsx'));

/**
 * The id of the navbar's search button (shell/navbar.tsx writes it out, its test holds it to this): the
 * navbar has it where the business offers the search (menu-search-entry.ts). Not shared through a module:
 * one this chunk shared with the shell's would join this chunk's group, and the group the first load
 * (load-groups.ts).
 */
export const MENU_SEARCH_BUTTON_ID = 'menu-search';

function LoadedMenuSearch({ openRequest }: { openRequest: number }) {
  const module = menuSearchHost.useModule();
  return module ? <module.MenuSearchHost openRequest={openRequest} /> : null;
}

/**
 * The menu search's service (issue 37 "Search"), where the navbar has the search button. When the
 * browser is idle it fetches the search's code and mounts the search, closed: its index is built then,
 * and its category links tell the router of the pages its results lead to, while the connection is
 * there (docs/decisions/071). A press of the button opens it; if its code could not arrive (offline
 * before it was fetched), the customer is told, and the next press tries again.
 */
export function MenuSearchService() {
  const t = useTranslator();
  const [mounted, setMounted] = useState(false);
  const [openRequest, setOpenRequest] = useState(0);
  useEffect(() => {
    if (!document.getElementById(MENU_SEARCH_BUTTON_ID)) return;
    const cancel = whenIdle(() => {
      menuSearchHost.load().then(
        () => setMounted(true),
        () => undefined,
      );
    });
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`#${MENU_SEARCH_BUTTON_ID}`)) return;
      menuSearchHost.load().then(
        () => {
          setMounted(true);
          setOpenRequest((count) => count + 1);
        },
        () => flash(t('offline.message'), { tone: 'error' }),
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      cancel();
      document.removeEventListener('click', onClick);
    };
  }, [t]);
  return mounted ? <LoadedMenuSearch openRequest={openRequest} /> : null;
}
