import { data } from 'react-router';
import type { Storefront } from '@ordina/contracts';
import { localizedName, productsForDelivery } from '@ordina/domain';
import { translate } from '@ordina/i18n';
import { AddToCartButton } from '../features/cart/add-to-cart-button.tsx';
import { LazyOrderSummary } from '../features/cart/cart-summary-box/lazy-order-summary.tsx';
import { CategoryChips } from '../features/catalog/category-chips.tsx';
import { CategoryHeader } from '../features/catalog/category-header.tsx';
import { ProductList } from '../features/catalog/product-list.tsx';
import { readInitialData } from '../lib/initial-data.ts';
import { pageTitle, rootDataOf } from '../lib/first-load/page-title.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useLocale } from '../lib/first-load/use-locale.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/category';

/** The category of the address, by slug; an unknown slug is a real 404 (the root renders the not-found page). */
function categoryOf(storefront: Storefront, slug: string | undefined) {
  const category = storefront.categories.find((candidate) => candidate.slug === slug);
  // React Router's way to a 404: a thrown response reaches the root ErrorBoundary (the not-found page).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!category) throw data(null, { status: 404 });
  // Only what the title needs: the page reads everything else from the inline storefront.
  return { category: { slug: category.slug, name: category.name, languages: category.languages } };
}

export function loader({ params, context }: Route.LoaderArgs) {
  return categoryOf(context.storefront, params.categorySlug);
}

/**
 * In the browser the page's inline storefront already has every category: moving to
 * another one asks the server nothing, so it works on a dropped connection too.
 */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return categoryOf(readInitialData(document).storefront, params.categorySlug);
}

/** Title: '<category name> - <business>' in the page language. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const name = loaderData
    ? localizedName(loaderData.category, root.locale)
    : translate(root.locale, 'page.not_found');
  return [{ title: pageTitle(name, root.businessName) }];
};

/** CategoryPage (spec §2): the category's orderable products with their add buttons, and the order summary beside them. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { configuration, categories, products, operations } = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  const category = categories.find((candidate) => candidate.slug === loaderData.category.slug);
  if (!category) return null;
  const boxed = configuration.image_format.box_product_list;
  const shown = productsForDelivery(products.filter((product) => product.categoryId === category.id));
  return (
    <div className="pb-24 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8 lg:pb-0">
      <div>
        <CategoryHeader category={category} locale={locale} t={t} />
        <CategoryChips categories={categories} currentId={category.id} locale={locale} t={t} />
        {configuration.show_allergens === true && (
          // The menu's allergen filter (docs/decisions/070): its code loads after hydration and listens for
          // this button by its id (shell/after-hydration/allergen-filter-service.tsx); the note shows while
          // it hides products (app.css `.av-note`).
          <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <button
              type="button"
              id="allergen-filter"
              aria-haspopup="dialog"
              className="focus-visible:ring-primary rounded-full px-3 py-2 font-medium ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:ring-2 focus-visible:outline-none"
            >
              {t('allergens.filter')}
            </button>
            <span className="av-note text-stone-600" role="status">
              {t('allergens.hidden_note')}
            </span>
          </p>
        )}
        <ProductList
          products={shown}
          boxed={boxed}
          locale={locale}
          t={t}
          showAllergens={configuration.show_allergens}
          renderAction={(product) =>
            // Sold out on the restaurant's board (docs/decisions/046): said in place of the add button; the server refuses it too.
            // The rule of operationsSoldOutAt (@ordina/domain) written out: importing it put the module in this
            // page's first load (+108 B gzip, over the 124 KB cap of bench:first-load); category-sold-out.test.tsx checks an ended mark.
            operations?.soldOut.some(
              (entry) =>
                entry.kind === 'product' && entry.id === product.id && Date.parse(entry.until) > Date.now(),
            ) ? (
              <p className="rounded-full bg-stone-100 px-3 py-1.5 text-sm font-semibold text-stone-700">
                {t('category.sold_out')}
              </p>
            ) : (
              <AddToCartButton product={product} boxed={boxed} />
            )
          }
        />
      </div>
      <LazyOrderSummary className="mt-8 lg:mt-6" />
    </div>
  );
}
