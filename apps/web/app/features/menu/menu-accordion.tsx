import type { Locale, Product, StorefrontCategory } from '@ordina/contracts';
import { localizedDescription, localizedName } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { menuCategoryId, menuProductId } from './menu-scroll.ts';

/** A menu section: a category and the products it shows on the digital menu. */
export interface MenuSection {
  category: StorefrontCategory;
  products: readonly Product[];
}

/** The price a menu row shows: price_menu, else the delivery price, else none. */
export function menuPrice(product: Pick<Product, 'price' | 'price_menu'>): number | null {
  return product.price_menu ?? product.price;
}

/** The digital menu (spec §2): one native disclosure per category (image, name, description) listing its menu products with prices. */
export function MenuAccordion({
  sections,
  locale,
  t,
}: {
  sections: readonly MenuSection[];
  locale: Locale;
  t: Translator;
}) {
  return (
    <div className="grid gap-3">
      {sections.map(({ category, products }, index) => {
        const name = localizedName(category, locale);
        const description = localizedDescription(category, locale);
        return (
          <details
            key={category.id}
            id={menuCategoryId(category.slug)}
            className="group scroll-mt-[95px] overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5"
          >
            <summary className="focus-visible:ring-primary flex cursor-pointer list-none items-center gap-4 p-3 focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
              {category.image ? (
                <img
                  src={category.image}
                  alt=""
                  width={64}
                  height={64}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="size-16 shrink-0 rounded-xl object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="bg-primary/10 text-primary flex size-16 shrink-0 items-center justify-center rounded-xl text-2xl font-semibold"
                >
                  {category.icon ?? name.charAt(0).toUpperCase()}
                </span>
              )}
              <span className="min-w-0 flex-1">
                {/* The categories are the menu's level-2 headings, its products level 3 (no gap in the levels). An ARIA
                    heading, as an <h2> may not sit inside this span (phrasing content only). */}
                <span role="heading" aria-level={2} className="block text-lg font-semibold text-stone-900">
                  {name}
                </span>
                {description && <span className="mt-0.5 block text-sm text-stone-500">{description}</span>}
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5 shrink-0 fill-stone-400 transition-transform group-open:rotate-180"
              >
                <path d="M4.2 7.2a1 1 0 0 1 1.4 0L10 11.6l4.4-4.4a1 1 0 1 1 1.4 1.4l-5.1 5.1a1 1 0 0 1-1.4 0L4.2 8.6a1 1 0 0 1 0-1.4Z" />
              </svg>
            </summary>
            <ul className="divide-y divide-stone-100 border-t border-stone-100">
              {products.map((product) => (
                <MenuRow key={product.id} product={product} locale={locale} t={t} />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

function MenuRow({ product, locale, t }: { product: Product; locale: Locale; t: Translator }) {
  const name = localizedName(product, locale);
  const description = localizedDescription(product, locale);
  const price = menuPrice(product);
  return (
    <li id={menuProductId(product.id)} className="flex gap-3 px-3 py-3">
      {product.image && (
        <img
          src={product.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-stone-900">{name}</h3>
        {description && <p className="mt-0.5 text-sm text-stone-600">{description}</p>}
      </div>
      {price !== null && (
        <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
          <span className="sr-only">{t('menu.price_at_venue')}: </span>
          {t.money(price)}
        </p>
      )}
    </li>
  );
}
