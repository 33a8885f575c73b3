import { Link } from 'react-router';
import type { Locale, StorefrontCategory } from '@ordina/contracts';
import { localizedDescription, localizedName } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { CategoryThumbnail } from './category-thumbnail.tsx';

interface CategoryListProps {
  categories: readonly StorefrontCategory[];
  /** configuration.image_format.box_list: a grid of picture cards instead of rows. */
  boxed: boolean;
  locale: Locale;
  t: Translator;
}

/** The home page's category list (spec §2): translated names and the number of orderable products, linking to each category. */
export function CategoryList({ categories, boxed, locale, t }: CategoryListProps) {
  return boxed ? (
    <BoxedList categories={categories} locale={locale} t={t} />
  ) : (
    <StandardList categories={categories} locale={locale} t={t} />
  );
}

function ProductCount({ count, t, className }: { count: number; t: Translator; className: string }) {
  return <span className={className}>{t.count('common.product_count', count)}</span>;
}

function StandardList({ categories, locale, t }: Omit<CategoryListProps, 'boxed'>) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {categories.map((category, index) => {
        const name = localizedName(category, locale);
        const description = localizedDescription(category, locale);
        return (
          <li key={category.id}>
            <Link
              to={paths.category(category.slug)}
              className="focus-visible:ring-primary flex h-full items-center gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-900/5 transition hover:shadow-md focus-visible:ring-2 focus-visible:outline-none active:bg-stone-50"
            >
              <CategoryThumbnail
                category={category}
                name={name}
                index={index}
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-stone-900">{name}</span>
                {description && (
                  <span className="mt-0.5 line-clamp-1 text-sm text-stone-500">{description}</span>
                )}
                <ProductCount
                  count={category.products.deliveryNumber}
                  t={t}
                  className="text-primary mt-1 block text-xs font-medium"
                />
              </span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-stone-400">
                <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5.1 5.1a1 1 0 0 1 0 1.4l-5.1 5.1a1 1 0 1 1-1.4-1.4L11.6 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
              </svg>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function BoxedList({ categories, locale, t }: Omit<CategoryListProps, 'boxed'>) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category, index) => {
        const name = localizedName(category, locale);
        return (
          <li key={category.id}>
            <Link
              to={paths.category(category.slug)}
              className="group focus-visible:ring-primary block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-900/5 transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:outline-none"
            >
              <CategoryThumbnail
                category={category}
                name={name}
                index={index}
                width={320}
                height={240}
                className="aspect-[4/3] w-full transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <span className="block p-3">
                <span className="line-clamp-2 leading-snug font-semibold text-stone-900">{name}</span>
                <ProductCount
                  count={category.products.deliveryNumber}
                  t={t}
                  className="text-primary mt-0.5 block text-xs font-medium"
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
