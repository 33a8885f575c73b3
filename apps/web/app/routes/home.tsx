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
        {/* Logos come in any shape: reserve a 3:1 box and fit the image inside it. */}
        <img src={configuration.logo} alt="" width={240} height={80} fetchPriority="high" className="h-20 w-60 object-contain" />
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
