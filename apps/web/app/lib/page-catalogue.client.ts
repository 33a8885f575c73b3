import type { Locale } from '@ordina/contracts';
import type { Catalogue, MoneyPattern } from '@ordina/i18n';
import { PAGE_MESSAGES_ELEMENT_ID } from './initial-data.ts';
import type { PageMessages } from './page-messages.ts';

// Browser stand-in for @ordina/i18n's catalogue modules (wired by
// page-catalogue-plugin.ts): the catalogues come from the page's inline
// messages. Only the page language is complete; every configured language
// also knows its own name, for the language chooser. Changing language
// reloads the page, so no other catalogue is ever needed here.

const element = document.getElementById(PAGE_MESSAGES_ELEMENT_ID);
if (!element?.textContent) throw new Error(`The page has no #${PAGE_MESSAGES_ELEMENT_ID} script`);
const page = JSON.parse(element.textContent) as PageMessages;

/** The raw inline text, rendered back verbatim so hydration matches. */
export const pageMessagesText: string = element.textContent;

/** The complete catalogue of the page language (stands in for the English source catalogue's keys). */
export const pageCatalogue: Catalogue = page.catalogue;

const partial: Partial<Record<Locale, Partial<Catalogue>>> = {};
for (const [locale, name] of Object.entries(page.nativeNames) as [Locale, string][]) {
  partial[locale] = { [`language.${locale}`]: name };
}
partial[page.locale] = page.catalogue;

/** Catalogues by locale as @ordina/i18n reads them. */
export const pageCatalogues = partial as Readonly<Record<Locale, Catalogue>>;

/**
 * Stands in for @ordina/i18n's money-pattern.ts: how the page language writes
 * euros, as the server's Intl writes them. Like the catalogues, only the page
 * language is here: changing language reloads the page.
 */
export const pageMoneyPatternFor = (): MoneyPattern => page.money;
