import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { flash } from '../lib/first-load/flash.ts';
import { FlashRegion } from '../components/ui/first-load/flash-region.tsx';
import { LazyLoginDrawer, preloadLoginDrawer } from '../features/login/lazy-login-drawer.tsx';
import { LoginEntryButton } from '../features/login/login-entry-button.tsx';
import { loginEntryVisible } from '../features/login/login-entry.ts';
import { useLoginDrawer } from '../features/login/use-login-drawer.ts';
import { paths } from '../lib/first-load/paths.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useLocale } from '../lib/first-load/use-locale.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import { Footer } from './footer.tsx';
import { LazyLiveWarnings } from './lazy-live-warnings.tsx';
import { LazyPageServices } from './lazy-page-services.tsx';
import { LazyNavDrawer, preloadNavDrawer } from './lazy-nav-drawer.tsx';
import { menuSearchOn } from './menu-search-entry.ts';
import { Navbar } from './navbar.tsx';

/**
 * Navbar, left drawer, login drawer and footer around every page; one flash
 * region, the time-left warnings and the page services (token renewal,
 * progress bar, privacy-policy gate) for all of them.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const storefront = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const [drawerRequest, setDrawerRequest] = useState(0);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const loginEnabled = loginEntryVisible(
    storefront.configuration.customer_auth_type,
    pathname === paths.menu,
  );
  const login = useLoginDrawer(loginEnabled);
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar
        businessName={storefront.anagraphic.name}
        languages={storefront.languages}
        locale={locale}
        t={t}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerRequest((count) => count + 1)}
        onDrawerIntent={preloadNavDrawer}
        menuSearch={menuSearchOn(storefront.configuration.params)}
        loginEntry={
          loginEnabled && (
            <LoginEntryButton
              open={login.open}
              onOpen={() => login.requestOpen()}
              onIntent={preloadLoginDrawer}
              t={t}
            />
          )
        }
      />
      {drawerRequest > 0 && (
        <LazyNavDrawer
          openRequest={drawerRequest}
          onOpenChange={setDrawerOpen}
          storefront={storefront}
          locale={locale}
          t={t}
        />
      )}
      {loginEnabled && <LazyLoginDrawer control={login} flash={flash} />}
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4">
        {children}
      </main>
      <Footer storefront={storefront} locale={locale} t={t} />
      <FlashRegion />
      <LazyLiveWarnings />
      <LazyPageServices />
    </div>
  );
}
