import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A place's QR link (`/?posto=b14`, decision 068): the code is kept for the visit and the parameter
 * taken out of the address, so a shared or bookmarked page does not preset someone else's table.
 * Run after hydration: the pages' first load carries none of it. The preset's module is loaded
 * only for an address with a query (a few hundred bytes): imported here statically, it would be
 * shared with the checkout, which would then load this after-hydration code in its own first load. The address is
 * rewritten in place (history.replaceState keeps the router's state): a router navigation would
 * load the page's data again for the same page.
 */
export function usePlacePresetFromLink(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search === '') return;
    void import('../../lib/place-preset.ts').then(({ placePresetFromSearch, placePresetWrite }) => {
      const preset = placePresetFromSearch(search);
      if (preset === null) return;
      if (preset.code !== '') placePresetWrite(preset.code);
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${preset.search}${hash}`);
    });
  }, [search]);
}
