import { Link } from 'react-router';
import { translate } from '@ordina/i18n';
import { MenuAccordion } from '../features/menu/menu-accordion.tsx';
import { MenuIndex } from '../features/menu/menu-index.tsx';
import { useMenuPlaceFromHash } from '../features/menu/menu-scroll.ts';
import { menuSections } from '../features/menu/menu-sections.ts';
import { pageTitle, rootDataOf } from '../lib/first-load/page-title.ts';
import { paths } from '../lib/first-load/paths.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useLocale } from '../lib/first-load/use-locale.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/menu';

/** Title: 'Menu - <business>'. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return root ? [{ title: pageTitle(translate(root.locale, 'page.menu'), root.businessName) }] : [];
};

/** MenuPage (spec §2): logo, the category index, the accordion of categories with menu prices, and the way to order online. */
export default function MenuPage() {
  const { configuration, anagraphic, categories, products } = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const sections = menuSections(categories, products);
  // `/menu#menu-prodotto-301` and `/menu#menu-pizze` open their section (the menu search leads there).
  useMenuPlaceFromHash();
  return (
    <div className="pb-8">
      <section className="flex flex-col items-center pt-8 pb-6 text-center">
        <img
          src={configuration.logo}
          alt=""
          width={240}
          height={80}
          fetchPriority="high"
          className="h-20 w-60 object-contain"
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-stone-900">
          {t('page.menu')}
          <span className="sr-only"> – {anagraphic.name}</span>
        </h1>
        {configuration.menu_delivery_mode === 'delivery_and_menu' && (
          <Link
            to={paths.home}
            className="bg-button text-button-text mt-4 rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('menu.order_online')}
          </Link>
        )}
        {/* The menu shows price_menu, the order pages the delivery price: say which is which (issue 11). */}
        <p className="mt-3 max-w-prose text-sm text-stone-600">{t('menu.price_note')}</p>
      </section>
      <MenuIndex categories={sections.map((section) => section.category)} locale={locale} t={t} />
      <MenuAccordion sections={sections} locale={locale} t={t} />
    </div>
  );
}
