import { Link } from 'react-router';
import type { Locale, StorefrontCategory } from '@ordina/contracts';
import { localizedName } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';

/**
 * Every category as a chip in a row that stays under the navbar while the
 * products scroll (issue 11, "menu first"): one tap to another category from
 * anywhere on the page; the current one is marked. Plain links, so they work
 * before hydration, and their route code is fetched ahead for a dropped connection.
 */
export function CategoryChips({
  categories,
  currentId,
  locale,
  t,
}: {
  categories: readonly StorefrontCategory[];
  currentId: number;
  locale: Locale;
  t: Translator;
}) {
  return (
    <nav
      aria-label={t('category.other_categories')}
      className="sticky top-14 z-20 -mx-4 bg-stone-50/95 px-4 py-2 backdrop-blur-sm"
    >
      <ul className="flex gap-2 overflow-x-auto">
        {categories.map((category) => {
          const current = category.id === currentId;
          return (
            <li key={category.id} className="shrink-0">
              <Link
                to={paths.category(category.slug)}
                aria-current={current ? 'page' : undefined}
                className={`focus-visible:ring-primary inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 focus-visible:ring-2 focus-visible:outline-none ${current ? 'bg-button text-button-text ring-transparent' : 'bg-white text-stone-800 ring-stone-900/10 hover:bg-stone-100'}`}
              >
                {localizedName(category, locale)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
