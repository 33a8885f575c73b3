import { languageChoose } from '@ordina/domain';
import { translate } from '@ordina/i18n';
import { flash } from '../lib/first-load/flash.ts';
import { LazyOrderSummary } from '../features/cart/cart-summary-box/lazy-order-summary.tsx';
import { CategoryList } from '../features/catalog/category-list.tsx';
import { HomeInfo } from '../features/home-info/home-info.tsx';
import { homePageData } from '../features/home-info/home-page-data.server.ts';
import { useHomeRedirects } from '../features/home-info/use-home-redirects.ts';
import { useLazyLiveStorefront } from '../features/live/use-lazy-live-storefront.ts';
import { readLocaleCookie } from '../lib/locale-cookie.ts';
import { pageTitle, rootDataOf } from '../lib/first-load/page-title.ts';
import { HOME_CATEGORIES_ID } from '../lib/first-load/paths.ts';
import { useLocale } from '../lib/first-load/use-locale.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/home';

/** Title: 'Home - <business>'. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  return root ? [{ title: pageTitle(translate(root.locale, 'page.home'), root.businessName) }] : [];
};

/** Server side: the sanitised notice and the storefront version (homePageData). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { storefront } = context;
  // The same choice as the root loader, which runs alongside (not before) this one.
  const locale = languageChoose({
    stored: readLocaleCookie(request.headers.get('Cookie')),
    browser: request.headers.get('Accept-Language'),
    configured: storefront.configuration.languages,
  });
  // Read defensively: the version joins the load context with the server's live poll support.
  const version = (context as { storefrontVersion?: string }).storefrontVersion ?? null;
  return homePageData(storefront, locale, version);
}

/** HomePage (spec §2): logo, order service, hours, categories, then notice, promotions, delivery and payment; order summary. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { storefront, today, acceptance, untilWeekday, open } = useLazyLiveStorefront(
    loaderData.live,
    loaderData.version,
  );
  const { configuration, anagraphic, categories } = storefront;
  const locale = useLocale();
  const t = useTranslator();
  useHomeRedirects({ flash, t });
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <div>
        {/* Food on the first screen (issue 34 item 1): a compact header, the service state and today's
            hours, then the categories; the rest of the business's information follows them. */}
        <section className="flex flex-col items-center pt-5 pb-4 text-center">
          {/* Logos come in any shape: reserve a 3:1 box and fit the image inside it. */}
          <img
            src={configuration.logo}
            alt=""
            width={192}
            height={64}
            fetchPriority="high"
            className="h-16 w-48 object-contain"
          />
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance text-stone-900">
            {anagraphic.name}
          </h1>
          {anagraphic.city && <p className="text-sm text-stone-500">{anagraphic.city}</p>}
        </section>
        <HomeInfo
          storefront={storefront}
          today={today}
          acceptance={acceptance}
          untilWeekday={untilWeekday}
          open={open}
          noticeHtml={loaderData.noticeHtml}
          locale={locale}
          t={t}
          menu={
            <section id={HOME_CATEGORIES_ID} aria-labelledby="home-categories" className="scroll-mt-16 pt-2">
              <h2 id="home-categories" className="mb-3 text-lg font-bold text-stone-900">
                {t('home.categories')}
              </h2>
              <CategoryList
                categories={categories}
                boxed={configuration.image_format.box_list}
                locale={locale}
                t={t}
              />
            </section>
          }
        />
      </div>
      <aside className="pb-8 lg:pt-8">
        <LazyOrderSummary />
      </aside>
      {/* Like the category page, until the shell mounts one region for every page. */}
    </div>
  );
}
