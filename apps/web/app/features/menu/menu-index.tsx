import type { MouseEvent } from 'react';
import type { Locale, StorefrontCategory } from '@ordina/contracts';
import { localizedName } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { menuCategoryId, menuCategoryReveal } from './menu-scroll.ts';

/**
 * The menu's category index: links to each section. With JavaScript a click
 * opens the section and scrolls it 95 px below the top; without, the
 * fragment link jumps to it.
 */
export function MenuIndex({
  categories,
  locale,
  t,
}: {
  categories: readonly StorefrontCategory[];
  locale: Locale;
  t: Translator;
}) {
  function reveal(event: MouseEvent<HTMLAnchorElement>, slug: string) {
    if (menuCategoryReveal(slug)) {
      event.preventDefault();
      history.replaceState(history.state, '', `#${menuCategoryId(slug)}`);
    }
  }
  return (
    <nav aria-label={t('nav.categories')} className="mb-6">
      <ul className="flex flex-wrap justify-center gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${menuCategoryId(category.slug)}`}
              onClick={(event) => reveal(event, category.slug)}
              className="focus-visible:ring-primary inline-block rounded-full bg-white px-3 py-1.5 text-sm font-medium text-stone-800 shadow-sm ring-1 ring-stone-900/10 hover:bg-stone-50 focus-visible:ring-2 focus-visible:outline-none"
            >
              {localizedName(category, locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
