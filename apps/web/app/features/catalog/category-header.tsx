import { Link } from 'react-router';
import type { Locale, StorefrontCategory } from '@ordina/contracts';
import { localizedDescription, localizedName } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';

/**
 * The category page's heading (spec §2): the change-category link, the name
 * and the description. Changing category goes to the home page's category
 * list itself (not the top of home, six cards above it on a phone): a plain
 * link, so it works before the page is interactive.
 */
export function CategoryHeader({
  category,
  locale,
  t,
}: {
  category: StorefrontCategory;
  locale: Locale;
  t: Translator;
}) {
  const description = localizedDescription(category, locale);
  return (
    <header className="pt-6 pb-4">
      <Link
        to={paths.homeCategories}
        className="text-primary focus-visible:ring-primary inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold shadow-sm ring-1 ring-stone-900/10 hover:bg-stone-50 focus-visible:ring-2 focus-visible:outline-none"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M12.8 4.2a1 1 0 0 1 0 1.4L8.4 10l4.4 4.4a1 1 0 1 1-1.4 1.4l-5.1-5.1a1 1 0 0 1 0-1.4l5.1-5.1a1 1 0 0 1 1.4 0Z" />
        </svg>
        {t('category.change')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
        {localizedName(category, locale)}
      </h1>
      {description && <p className="mt-1 text-stone-600">{description}</p>}
    </header>
  );
}
