import type { ReactNode } from 'react';
import { FlashRegion } from '../features/cart/flash-region.tsx';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useLocale } from '../lib/use-locale.ts';
import { useTranslator } from '../lib/use-translator.ts';
import { Footer } from './footer.tsx';
import { LazyLiveWarnings } from './lazy-live-warnings.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { Navbar } from './navbar.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

/** Navbar, left drawer and footer around every page; one flash region and the time-left warnings for all of them. */
export function AppShell({ children }: { children: ReactNode }) {
  const storefront = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const drawer = useModalDialog();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar
        businessName={storefront.anagraphic.name}
        languages={storefront.languages}
        locale={locale}
        t={t}
        drawerOpen={drawer.open}
        onOpenDrawer={drawer.show}
      />
      <NavDrawer storefront={storefront} locale={locale} t={t} dialog={drawer} />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4">
        {children}
      </main>
      <Footer storefront={storefront} locale={locale} t={t} />
      <FlashRegion />
      <LazyLiveWarnings />
    </div>
  );
}
