import type { Locale } from '@ordina/contracts';
import { normaliseSpaces, perLocale } from './intl-locale.ts';

const moneyFormat = /* @__PURE__ */ perLocale((intlLocale) => new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'EUR' }));
const amountFormat = /* @__PURE__ */ perLocale(
  (intlLocale) => new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Formats integer cents as euros with the locale's separators and symbol: it `8,00 €`, en `€8.00`. */
export function formatMoney(cents: number, locale: Locale): string {
  return normaliseSpaces(moneyFormat(locale).format(euros(cents)));
}

/** Formats integer cents as a euro amount with 2 decimals and no symbol: it `1234,50`, en `1,234.50`. */
export function formatAmount(cents: number, locale: Locale): string {
  return normaliseSpaces(amountFormat(locale).format(euros(cents)));
}

export function euros(cents: number): number {
  // Money is integer cents in every layer (docs/decisions/001); anything else is a bug upstream.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money must be integer cents, got ${cents}`);
  // -0 would print as "-0,00 €".
  return cents === 0 ? 0 : cents / 100;
}
