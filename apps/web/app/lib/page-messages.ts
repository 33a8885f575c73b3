import type { Locale } from '@ordina/contracts';
import { catalogues, moneyPatternFor, nativeLanguageName } from '@ordina/i18n';
import type { Catalogue, MoneyPattern } from '@ordina/i18n';
import { escapeJsonForHtml } from './initial-data.ts';

/**
 * The messages a page needs in the browser: the catalogue of the page's
 * language, plus each configured language's name in itself (the chooser).
 * They travel inline as data, like the storefront, instead of shipping all four
 * catalogues as JavaScript: the browser build swaps @ordina/i18n's catalogue
 * modules for page-catalogue.client.ts (see page-catalogue-plugin.ts). The
 * money pattern (how the language writes euros, from the server's Intl) let the
 * browser format amounts without starting Intl while hydrating (decision 028).
 */
export interface PageMessages {
  locale: Locale;
  catalogue: Catalogue;
  nativeNames: Partial<Record<Locale, string>>;
  money: MoneyPattern;
}

/** The messages of a page shown in `locale` for a business configured with `languages`. */
export function pageMessages(locale: Locale, languages: readonly Locale[]): PageMessages {
  const nativeNames: Partial<Record<Locale, string>> = {};
  for (const language of languages) nativeNames[language] = nativeLanguageName(language);
  return { locale, catalogue: catalogues[locale], nativeNames, money: moneyPatternFor(locale) };
}

const serialised = new Map<string, string>();

/** The page messages as inline-script text, memoised (there are only a few locale/language combinations). */
export function pageMessagesJson(locale: Locale, languages: readonly Locale[]): string {
  const key = `${locale}|${languages.join(',')}`;
  let text = serialised.get(key);
  if (text === undefined) {
    text = escapeJsonForHtml(pageMessages(locale, languages));
    serialised.set(key, text);
  }
  return text;
}
