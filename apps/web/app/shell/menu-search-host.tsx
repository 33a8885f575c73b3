import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '@ordina/contracts';
import {
  localizedName,
  productHasChoices,
  productOptions,
  productsForDelivery,
  productsForMenu,
} from '@ordina/domain';
import {
  LazyProductOptionsDialog,
  loadProductOptionsDialog,
} from '../features/cart/product-list/lazy-product-options-dialog.tsx';
import { MenuSearchDialog } from '../features/menu-search/menu-search-dialog.tsx';
import { menuSearchItems } from '../features/menu-search/menu-search-items.ts';
import type { MenuSearchItem, MenuSearchScope } from '../features/menu-search/menu-search-items.ts';
import { paths } from '../lib/first-load/paths.ts';
import { useLocale } from '../lib/first-load/use-locale.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/*
 * Where a result leads, as the pages write their ids (menu-search-host.test.tsx holds them to it): not
 * imported from the menu and catalogue features, whose code would then be split out of their pages'
 * first load into a chunk shared with this one.
 */
/** A product's card on its category page (features/catalog/product-list.tsx). */
export const productPlace = (product: Product, slug: string) =>
  `${paths.category(slug)}#prodotto-${product.id}`;
/** A product's row on the menu page (features/menu/menu-scroll.ts menuProductId), which opens its section. */
export const menuPlace = (product: Product) => `${paths.menu}#menu-prodotto-${product.id}`;
/** A category's section on the menu page (features/menu/menu-scroll.ts menuCategoryId). */
export const menuSectionPlace = (slug: string) => `${paths.menu}#menu-${slug}`;

/** The ordering pages' catalogue: the products a category page lists, at their delivery price. */
const ORDER_PAGES: MenuSearchScope = { shown: productsForDelivery, price: (product) => product.price };
/** The digital menu's: its products at the menu's price (spec §2 "Menu page"; menu-accordion.tsx menuPrice). */
const MENU_PAGE: MenuSearchScope = {
  shown: productsForMenu,
  price: (product) => product.price_menu ?? product.price,
};

/**
 * The menu search over the catalogue the page shows (docs/decisions/071), loaded on demand by the page
 * services: on the menu page (and for a menu-only business) the digital menu, whose results lead to
 * their row of the menu (`/menu#menu-prodotto-301`, its section opened); elsewhere the ordering pages'
 * products, whose results do what the product's add button does — the options dialog, over this page,
 * for a product with choices — or lead to the product's card on its category page
 * (`/categorie/pizze#prodotto-301`), as a sold-out one does, and one whose dialog's code cannot arrive
 * (offline on a page without add buttons, which fetch it ahead: its card's button then offers the
 * retry). Moving to the place the page is at already replaces the address: the router scrolls to it
 * and focus goes there all the same.
 */
export function MenuSearchHost({ openRequest }: { openRequest: number }) {
  const storefront = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const { pathname, hash } = useLocation();
  const here = `${pathname}${hash}`;
  const navigate = useNavigate();
  const [optionsOf, setOptionsOf] = useState<Product | null>(null);
  const onMenu = pathname === paths.menu || storefront.configuration.menu_delivery_mode === 'solo_menu';
  // Sold out as the page's storefront says, as its category page reads it.
  const items = useMemo(
    () => menuSearchItems(storefront, locale, onMenu ? MENU_PAGE : ORDER_PAGES, new Date()),
    [storefront, locale, onMenu],
  );
  const categories = useMemo(
    () =>
      storefront.categories
        .filter((category) => items.some((item) => item.category.id === category.id))
        .map((category) => ({
          name: localizedName(category, locale),
          to: onMenu ? menuSectionPlace(category.slug) : paths.category(category.slug),
        })),
    [storefront, items, locale, onMenu],
  );

  const go = (place: string) => void navigate(place, { replace: place === here });

  function pick({ product, category, soldOut }: MenuSearchItem) {
    if (onMenu) {
      go(menuPlace(product));
      return;
    }
    const card = productPlace(product, category.slug);
    const options = productOptions(product, storefront.categories, storefront.category_options);
    if (!soldOut && productHasChoices(product, options))
      loadProductOptionsDialog().then(
        () => setOptionsOf(product),
        () => go(card),
      );
    else go(card);
  }

  return (
    <>
      <MenuSearchDialog openRequest={openRequest} items={items} categories={categories} onPick={pick} t={t} />
      {optionsOf && <LazyProductOptionsDialog product={optionsOf} onClose={() => setOptionsOf(null)} />}
    </>
  );
}
