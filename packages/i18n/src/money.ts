import type { Locale } from '@ordina/contracts';
import { intlLocaleOf, normaliseSpaces } from './intl-locale.ts';

// Building an Intl.NumberFormat is costly; one per locale and style is enough.
const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const amountFormats = new Map<Locale, Intl.NumberFormat>();

/** Formats integer cents as euros with the locale's separators and symbol: it `8,00 €`, en `€8.00`. */
export function formatMoney(cents: number, locale: Locale): string {
  const format = cached(moneyFormats, locale, () => ({ style: 'currency', currency: 'EUR' }));
  return normaliseSpaces(format.format(euros(cents)));
}

/** Formats integer cents as a euro amount with 2 decimals and no symbol: it `1234,50`, en `1,234.50`. */
export function formatAmount(cents: number, locale: Locale): string {
  const format = cached(amountFormats, locale, () => ({
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));
  return normaliseSpaces(format.format(euros(cents)));
}

export function euros(cents: number): number {
  // Money is integer cents in every layer (docs/decisions/001); anything else is a bug upstream.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money must be integer cents, got ${cents}`);
  // -0 would print as "-0,00 €".
  return cents === 0 ? 0 : cents / 100;
}

export function cached(
  formats: Map<Locale, Intl.NumberFormat>,
  locale: Locale,
  options: () => Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), options());
    formats.set(locale, format);
  }
  return format;
}
