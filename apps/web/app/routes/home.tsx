import { translate } from '@ordina/i18n';
import { CategoryList } from '../features/catalog/category-list.tsx';
import { pageTitle, rootDataOf } from '../lib/page-title.ts';
import { useStorefront } from '../lib/storefront-context.tsx';
import { useLocale } from '../lib/use-locale.ts';
import { useTranslator } from '../lib/use-translator.ts';
import type { Route } from './+types/home';

/** Title: 'Home - <business>'. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return root ? [{ title: pageTitle(translate(root.locale, 'page.home'), root.businessName) }] : [];
};

/** HomePage (spec §2): logo, business name and the category list, all from the inline storefront. */
export default function Home() {
  const { configuration, anagraphic, categories } = useStorefront();
  const locale = useLocale();
  const t = useTranslator();
  return (
    <>
      <section className="flex flex-col items-center pt-8 pb-6 text-center">
        <img
          src={configuration.logo}
          alt=""
          width={112}
          height={112}
          fetchPriority="high"
          className="size-28 rounded-full bg-white object-cover shadow-md ring-4 ring-white"
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-stone-900">{anagraphic.name}</h1>
        {anagraphic.city && <p className="mt-1 text-sm text-stone-500">{anagraphic.city}</p>}
      </section>
      <section aria-labelledby="home-categories" className="pb-4">
        <h2 id="home-categories" className="mb-3 text-lg font-bold text-stone-900">
          {t('home.categories')}
        </h2>
        <CategoryList categories={categories} boxed={configuration.image_format.box_list} locale={locale} t={t} />
      </section>
    </>
  );
}
