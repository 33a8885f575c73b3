import { useRouteLoaderData } from 'react-router';
import type { Locale } from '@ordina/contracts';
import { languageFirstConfigured } from '@ordina/domain';
import { useStorefront } from '../storefront-context.tsx';

/** What the root loader tells every page about the visitor's language. */
export interface RootLoaderData {
  locale: Locale;
  businessName: string;
}

/** The language the page is shown in (decided by the root loader on every request). */
export function useLocale(): Locale {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const storefront = useStorefront();
  // Only missing when the root loader itself failed: fall back to the business's own choice.
  return root?.locale ?? languageFirstConfigured(storefront.configuration.languages);
}
