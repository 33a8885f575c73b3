import { Link, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import type { Translator } from '@ordina/i18n';
import type { Locale } from '@ordina/contracts';
import { languageChooserVisible } from '@ordina/domain';
import { paths } from '../lib/first-load/paths.ts';
import { BANNER_ID } from '../lib/first-load/landmarks.ts';
import { LanguageChooser } from './language-chooser.tsx';

/**
 * The top bar: drawer button, the business name (home, or the menu on the menu page), the menu search's
 * button where the business offers it, the language chooser, the login entry.
 */
export function Navbar({
  businessName,
  languages,
  locale,
  t,
  drawerOpen,
  onOpenDrawer,
  onDrawerIntent,
  loginEntry = null,
  menuSearch = false,
}: {
  businessName: string;
  languages: readonly Locale[];
  locale: Locale;
  t: Translator;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  /** The pointer is near or focus is on the drawer button: a good moment to fetch the drawer's code. */
  onDrawerIntent?: () => void;
  /** The right drawer's entry button, when the business has customer accounts (features/login). */
  loginEntry?: ReactNode;
  /** The business offers the menu search (menu-search-entry.ts): its button, whose presses the page services answer. */
  menuSearch?: boolean;
}) {
  const { pathname } = useLocation();
  const onMenuPage = pathname === paths.menu;
  return (
    <header id={BANNER_ID} className="bg-navbar text-navbar-text sticky top-0 z-30 shadow-sm">
      <nav className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-2">
        <button
          type="button"
          onClick={onOpenDrawer}
          onPointerEnter={onDrawerIntent}
          onFocus={onDrawerIntent}
          aria-label={t('nav.open_drawer')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? 'nav-drawer' : undefined}
          className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-2">
            <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
        <Link
          to={onMenuPage ? paths.menu : paths.home}
          className="min-w-0 flex-1 truncate text-lg font-bold tracking-tight focus-visible:underline focus-visible:outline-none"
        >
          {businessName}
        </Link>
        {menuSearch && (
          <button
            type="button"
            // The page services answer its presses (after-hydration/menu-search-service.tsx MENU_SEARCH_BUTTON_ID).
            id="menu-search"
            aria-label={t('search.open')}
            aria-haspopup="dialog"
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-2">
              <circle cx="11" cy="11" r="7" />
              <path strokeLinecap="round" d="m16 16 4 4" />
            </svg>
          </button>
        )}
        {languageChooserVisible(languages) && <LanguageChooser languages={languages} locale={locale} t={t} />}
        {loginEntry}
      </nav>
    </header>
  );
}
