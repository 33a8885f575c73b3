import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Locale, StorefrontProduct as Product } from '@ordina/contracts';
import {
  DESCRIPTION_LIMIT_BOXED,
  DESCRIPTION_LIMIT_STANDARD,
  localizedDescription,
  localizedName,
} from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { lazyModule } from '../../lib/first-load/lazy-module.ts';
import { AllergenLine, allergensAt } from '../../components/ui/product-list/allergen-line.tsx';
import { CategoryThumbnail } from './category-thumbnail.tsx';
import type { ZoomedImage } from './image-zoom-dialog.tsx';
import { ProductDescription } from './product-description.tsx';

// The zoom dialog's code loads when a picture is first pressed, not with the page.
const imageZoomDialog = lazyModule(() => import('./image-zoom-dialog.tsx'));

function LazyImageZoomDialog(props: { image: ZoomedImage; onClose: () => void; t: Translator }) {
  const module = imageZoomDialog.useModule();
  return module ? <module.ImageZoomDialog {...props} /> : null;
}

interface ProductListProps {
  /** The products to show, already filtered (view_on_delivery) and in order. */
  products: readonly Product[];
  /** configuration.image_format.box_product_list: a grid of cards instead of rows. */
  boxed: boolean;
  locale: Locale;
  t: Translator;
  /** The product's action (the cart's add button): the route composes it, features do not import each other. */
  renderAction: (product: Product) => ReactNode;
  /**
   * configuration.show_allergens: each card says what the product contains (`menu_allergens`) and carries it
   * in data-al/data-tr for the menu's filter (app.css; docs/decisions/070).
   */
  showAllergens?: boolean;
}

/**
 * The category page's product list (spec §2): standard rows or boxed cards, or 'No products'; pictures enlarge in a zoom dialog.
 * Product names are level-2 headings, right under the category's h1 (no gap in the heading levels).
 */
export function ProductList({ products, boxed, locale, t, renderAction, showAllergens }: ProductListProps) {
  const [zoomed, setZoomed] = useState<ZoomedImage | null>(null);
  if (products.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-stone-500 shadow-sm ring-1 ring-stone-900/5">
        {t('category.no_products')}
      </p>
    );
  }
  return (
    <>
      <ProductCards
        layout={boxed ? 'boxed' : 'standard'}
        products={products}
        locale={locale}
        t={t}
        renderAction={renderAction}
        showAllergens={showAllergens}
        onZoom={setZoomed}
      />
      {zoomed && <LazyImageZoomDialog image={zoomed} onClose={() => setZoomed(null)} t={t} />}
    </>
  );
}

type ListProps = Omit<ProductListProps, 'boxed'> & { onZoom: (image: ZoomedImage) => void };

/** The picture: a button that enlarges it when there is an image, else the icon or initial (decorative). */
function ProductPicture({
  product,
  name,
  index,
  t,
  onZoom,
  className,
  width,
  height,
}: {
  product: Product;
  name: string;
  index: number;
  t: Translator;
  onZoom: (image: ZoomedImage) => void;
  className: string;
  width: number;
  height: number;
}) {
  const thumbnail = (
    <CategoryThumbnail
      category={product}
      name={name}
      index={index}
      width={width}
      height={height}
      className={className}
    />
  );
  const image = product.image;
  if (!image) return thumbnail;
  return (
    <button
      type="button"
      onClick={() => onZoom({ src: image, alt: name })}
      aria-label={`${t('image.zoom')}: ${name}`}
      aria-haspopup="dialog"
      className="focus-visible:ring-primary shrink-0 cursor-zoom-in overflow-hidden rounded-xl focus-visible:ring-2 focus-visible:outline-none"
    >
      {thumbnail}
    </button>
  );
}

/** The two looks of spec §2's product list: a row with a square thumbnail, or boxes with a wide picture. */
const LIST_LAYOUTS = {
  standard: {
    list: 'grid gap-3',
    item: 'flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-900/5',
    picture: { width: 96, height: 96, className: 'size-20 shrink-0 rounded-xl sm:size-24' },
    body: 'flex min-w-0 flex-1 flex-col',
    descriptionLimit: DESCRIPTION_LIMIT_STANDARD,
    action: 'mt-auto flex flex-wrap justify-end gap-y-2 pt-2',
  },
  boxed: {
    list: 'grid grid-cols-1 gap-3 sm:grid-cols-2',
    item: 'flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5',
    picture: { width: 480, height: 270, className: 'aspect-video w-full rounded-none' },
    body: 'flex flex-1 flex-col p-3',
    descriptionLimit: DESCRIPTION_LIMIT_BOXED,
    action: 'mt-auto flex flex-wrap justify-end gap-y-2 pt-3',
  },
} as const;

function ProductCards({
  layout,
  products,
  locale,
  t,
  renderAction,
  showAllergens,
  onZoom,
}: ListProps & { layout: keyof typeof LIST_LAYOUTS }) {
  const look = LIST_LAYOUTS[layout];
  return (
    <ul className={look.list}>
      {products.map((product, index) => {
        const name = localizedName(product, locale);
        return (
          // The id is where the menu search's results lead (shell/menu-search-host.tsx productPlace, decision 071):
          // written out here, an import would cost this page's first load.
          <li
            key={product.id}
            id={`prodotto-${product.id}`}
            className={look.item}
            {...(showAllergens && {
              'data-al': allergensAt(product.menu_allergens, 'contains').join(' '),
              'data-tr': allergensAt(product.menu_allergens, 'traces').join(' '),
            })}
          >
            <ProductPicture
              product={product}
              name={name}
              index={index}
              t={t}
              onZoom={onZoom}
              {...look.picture}
            />
            <div className={look.body}>
              <h2 className="leading-snug font-semibold text-stone-900">{name}</h2>
              <ProductDescription
                text={localizedDescription(product, locale)}
                limit={look.descriptionLimit}
                t={t}
                className="mt-1"
              />
              {showAllergens && <AllergenLine allergens={product.menu_allergens} t={t} className="mt-1" />}
              <div className={look.action}>{renderAction(product)}</div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
