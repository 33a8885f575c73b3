import { useEffect } from 'react';
import { PrivacyPolicyGate } from '../../features/account/after-hydration/privacy-policy-gate.ts';
import { SessionServices } from '../../lib/session/after-hydration/session-services.tsx';
import { watchModalDialogs } from '../../components/ui/after-hydration/dialog-history.ts';
import { usePrefetchRouteModules } from '../../lib/after-hydration/prefetch-route-modules.ts';
import { useDisclosureMenus } from './disclosure-menus.ts';
import { useFocusOnNavigation } from './focus-on-navigation.ts';
import { AllergenFilterService } from './allergen-filter-service.tsx';
import { LazyConsent } from './lazy-consent.tsx';
import { MenuSearchService } from './menu-search-service.tsx';
import { usePlacePresetFromLink } from './place-preset-link.ts';
import { useServiceWorkerRegistration } from './service-worker-registration.ts';

/**
 * What every page runs once it is interactive, loaded after hydration (none
 * of it renders on the server): token renewal, the API progress bar and the
 * privacy-policy gate of spec §2 "Route guard" (a logged-in user who has not
 * accepted the policy is sent to the accept page from any page), the place
 * a table's or umbrella's QR link presets (decision 068), and the keyboard
 * and outside-tap behaviour of the navbar's menus, browser Back closing the
 * top dialog, focus on the new page's heading after a move to
 * another page, and the public pages' code fetched ahead so a
 * dropped connection cannot break a tap on a link; and, where the business
 * tracks, the cookie consent (loaded on demand from here); the service worker of the installed
 * storefront's offline page and status notifications (docs/decisions/069); and, where the business
 * offers it, the menu search the navbar's button opens (docs/decisions/071), and the menu's allergen filter
 * (docs/decisions/070).
 */
export function PageServices() {
  useDisclosureMenus();
  useEffect(() => watchModalDialogs(), []);
  useFocusOnNavigation();
  usePlacePresetFromLink();
  usePrefetchRouteModules();
  useServiceWorkerRegistration();
  return (
    <>
      <SessionServices />
      <PrivacyPolicyGate />
      <LazyConsent />
      <MenuSearchService />
      <AllergenFilterService />
    </>
  );
}
