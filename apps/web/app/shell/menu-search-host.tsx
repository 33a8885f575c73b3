import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '@ordina/contracts';
import { productHasChoices, productOptions, productsForDelivery, productsForMenu } from '@ordina/domain';
import {
  LazyProductOptionsDialog,
  loadProductOptionsDialog,
  preloadProductOptionsDialog,
} from '../features/cart/product-list/lazy-product-options-dialog.tsx';
import { menuPrice } from '../features/menu/menu-accordion.tsx';
import { menuProductReveal } from '../features/menu/menu-scroll.ts';
import { MenuSearchDialog } from '../features/menu-search/menu-search-dialog.tsx';
import { menuSearchItems } from '../features/menu-search/menu-search-items.ts';
import type { MenuSearchItem, MenuSearchScope } from '../features/menu-search/menu-search-items.ts';
import { flash } from '../lib/first-load/flash.ts';
import { paths, productAnchorId } from '../lib/first-load/paths.ts';
import { useLocale } from '../lib/first-load/use-locale.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { revealPagePlace } from './after-hydration/focus-on-navigation.ts';

/** The ordering pages' catalogue: the products a category page lists, at their delivery price. */
const ORDER_PAGES: MenuSearchScope = { shown: productsForDelivery, price: (product) => product.price };
/** The digital menu's: its products at the menu's price (spec §2 "Menu page"). */
const MENU_PAGE: MenuSearchScope = { shown: productsForMenu, price: menuPrice };

/**
 * What a search opened offline needs beyond this module: the options dialog a result may open. The page
 * services fetch this module when idle, then this (docs/decisions/071).
 */
export function prefetchMenuSearchParts(): void {
  preloadProductOptionsDialog();
}

/**
 * The menu search over the catalogue the page shows (docs/decisions/071), loaded on demand by the page
 * services: on the menu page (and for a menu-only business) the digital menu, whose results open their
 * row of the menu; elsewhere the ordering pages' products, whose results do what the product's add
 * button does — the options dialog, over this page, for a product with choices — or lead to the
 * product's card on its category page (`/categorie/pizze#prodotto-301`), as a sold-out one does.
 */
export function MenuSearchHost({ openRequest }: { openRequest: number }) {
  const storefront = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const [optionsOf, setOptionsOf] = useState<Product | null>(null);
  const onMenu = pathname === paths.menu || storefront.configuration.menu_delivery_mode === 'solo_menu';
  // Sold out as the page's storefront says, as its category page reads it.
  const items = useMemo(
    () => menuSearchItems(storefront, locale, onMenu ? MENU_PAGE : ORDER_PAGES, new Date()),
    [storefront, locale, onMenu],
  );

  function pick({ product, category, soldOut }: MenuSearchItem) {
    if (onMenu) {
      menuProductReveal(category.slug, product.id);
      return;
    }
    const options = productOptions(product, storefront.categories, storefront.category_options);
    if (!soldOut && productHasChoices(product, options)) {
      // Fetched with this module; should it still be missing offline, the customer is told, the page stays.
      loadProductOptionsDialog().then(
        () => setOptionsOf(product),
        () => flash(t('offline.message'), { tone: 'error' }),
      );
      return;
    }
    const place = productAnchorId(product.id);
    const target = `${paths.category(category.slug)}#${place}`;
    if (`${pathname}${hash}` === target) revealPagePlace(place);
    else void navigate(target);
  }

  return (
    <>
      <MenuSearchDialog openRequest={openRequest} items={items} onPick={pick} t={t} />
      {optionsOf && <LazyProductOptionsDialog product={optionsOf} onClose={() => setOptionsOf(null)} />}
    </>
  );
}
