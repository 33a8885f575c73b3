import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRevalidator,
} from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { languageChoose } from '@ordina/domain';
import { translate } from '@ordina/i18n';
import { reportToErrorService } from './lib/error-reporting/first-load/report.ts';
import { INITIAL_DATA_ELEMENT_ID, PAGE_MESSAGES_ELEMENT_ID } from './lib/initial-data.ts';
import { readLocaleCookie } from './lib/locale-cookie.ts';
import {
  enforceMenuDeliveryMode,
  menuDeliveryRedirectPath,
  pageMenuDeliveryMode,
} from './lib/first-load/menu-delivery-guard.ts';
import { pageMessagesJson } from './lib/page-messages.ts';
import { pageTitle } from './lib/first-load/page-title.ts';
import { STAFF_ROOT } from './lib/first-load/paths.ts';
import { useDocumentData, useStorefront } from './lib/storefront-context.tsx';
import { themeCss } from './lib/theme.ts';
import { useLocale } from './lib/first-load/use-locale.ts';
import type { RootLoaderData } from './lib/first-load/use-locale.ts';
import { useTranslator } from './lib/first-load/use-translator.ts';
import { AppShell } from './shell/app-shell.tsx';
import { OfflineRetry } from './components/ui/first-load/offline-retry.tsx';
import stylesheet from './app.css?url';
import type { Route } from './+types/root';

/**
 * The built stylesheet (the business colours come separately, inline). With a
 * `precedence`, React 19 writes it near the top of <head>, right after the
 * charset, viewport and the high-priority image preloads: without one, React
 * writes it after every hoisted element — including the modulepreload links
 * <Scripts/> renders — so the render-blocking CSS queued behind ~110 KB of JS.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
];

/**
 * The page language (stored choice, then Accept-Language, then the first
 * configured language, then 'it') and the business name for titles. The
 * storefront itself is NOT returned: it reaches the page once, as initial data.
 * Every page first obeys menu_delivery_mode (spec §2 Redirects; in-app navigation: clientLoader below).
 */
export function loader({ request, context }: Route.LoaderArgs): RootLoaderData {
  const { storefront } = context;
  enforceMenuDeliveryMode(storefront.configuration.menu_delivery_mode, request.url);
  const locale = languageChoose({
    stored: readLocaleCookie(request.headers.get('Cookie')),
    browser: request.headers.get('Accept-Language'),
    configured: storefront.configuration.languages,
  });
  return { locale, businessName: storefront.anagraphic.name };
}

/**
 * The title of a page that failed below the root (an unknown category throws its 404 here): its
 * route's own meta does not run then, and a page without a title is an accessibility failure.
 * Pages that render have their own title: the deepest route's meta wins.
 */
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error || !loaderData) return [];
  const pageName =
    isRouteErrorResponse(error) && error.status === 404 ? 'page.not_found' : 'page.error_title';
  return [{ title: pageTitle(translate(loaderData.locale, pageName), loaderData.businessName) }];
};

/**
 * Changing language reloads the page (the browser holds that language's messages only), so root data
 * never goes stale: the root revalidates only when the next page must obey menu_delivery_mode, and
 * then its client loader sends the browser on (spec §2 Redirects hold on in-app navigation too).
 */
export function shouldRevalidate({ nextUrl }: ShouldRevalidateFunctionArgs) {
  return menuDeliveryRedirectPath(pageMenuDeliveryMode(), nextUrl.pathname) !== null;
}

/** In-app navigation: the same redirect as the server loader, from the page's inline storefront (no call). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  enforceMenuDeliveryMode(pageMenuDeliveryMode(), request.url);
  return serverLoader();
}

/** The document: language, business colours, inline initial data and messages, scripts with the CSP nonce. */
export function Layout({ children }: { children: ReactNode }) {
  const storefront = useStorefront();
  const { initialDataJson, pageMessagesJson: inlineMessages, nonce, storefrontVersion } = useDocumentData();
  const locale = useLocale();
  const { colors, logo } = storefront.configuration;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors.navbar_background} />
        <Meta />
        <Links />
        <link rel="icon" href={logo} />
        {/* The installable storefront's manifest (docs/decisions/069): the business's name, colours and logo. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <style
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: themeCss(colors) }}
        />
      </head>
      <body>
        {children}
        <script
          id={INITIAL_DATA_ELEMENT_ID}
          type="application/json"
          data-version={storefrontVersion}
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: initialDataJson }}
        />
        <script
          id={PAGE_MESSAGES_ELEMENT_ID}
          type="application/json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: inlineMessages ?? pageMessagesJson(locale, storefront.languages),
          }}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every storefront page inside the navbar, drawer and footer; the restaurant's side (/gestione) has its own layout. */
export default function App() {
  return useLocation().pathname.startsWith(STAFF_ROOT) ? (
    <Outlet />
  ) : (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

// Only pages that failed need the not-found page's code: it stays out of every page's first load.
// React.lazy, not lazyModule: the server renders the not-found page in full.
const NotFound = lazy(() => import('./shell/not-found.tsx').then((module) => ({ default: module.NotFound })));

/**
 * A page that failed: the not-found page for 404s; a page whose data could not
 * arrive (the connection dropped during a navigation) says so and retries;
 * otherwise a short apology (details only in the server log).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page that broke is reported (docs/decisions/026); a 4xx answer or a dropped connection is no bug.
  useEffect(() => {
    if (isRouteErrorResponse(error) ? error.status >= 500 : !isNetworkFailure(error))
      reportToErrorService({ error });
  }, [error]);
  return (
    <AppShell>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <Suspense fallback={null}>
          <NotFound />
        </Suspense>
      ) : (
        <ErrorMessage offline={isNetworkFailure(error)} />
      )}
    </AppShell>
  );
}

/** A fetch that never reached the server (offline) rejects with a TypeError; a server's error answer does not. */
function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    typeof navigator !== 'undefined' &&
    (!navigator.onLine || /fetch|network|load failed/i.test(error.message))
  );
}

function ErrorMessage({ offline }: { offline: boolean }) {
  const t = useTranslator();
  const revalidator = useRevalidator();
  return (
    // Plain words of its own: the spec's 'Procedure failed.' is an API error's text, not a page's.
    <section className="py-20 text-center">
      <h1 className="text-2xl font-bold">{t('page.error_title')}</h1>
      {offline ? (
        <OfflineRetry onRetry={() => void revalidator.revalidate()} t={t} className="mt-2" />
      ) : (
        <p className="mt-2 text-stone-600">{t('page.error_text')}</p>
      )}
    </section>
  );
}
