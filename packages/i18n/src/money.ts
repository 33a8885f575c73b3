import type { Locale } from '@ordina/contracts';
import { moneyPatternFor, type MoneyPattern } from './money-pattern.ts';

// Every amount (and every whole number in a message) is written from the
// locale's money pattern (money-pattern.ts), exactly as Intl writes it, without
// an Intl.NumberFormat (docs/decisions/028).

/** Whole digits grouped the locale's way: it `1234`, `12.345`; en `1,234`. */
function grouped(digits: string, pattern: MoneyPattern): string {
  return digits.length >= pattern.groupFrom ? digits.replace(/\B(?=(\d{3})+$)/g, pattern.group) : digits;
}

/**
 * Writes integer cents as euros: the sign (`minus` below zero, `plus` above),
 * the symbol's prefix, the digits with the locale's grouping and decimal
 * separator, the symbol's suffix.
 */
export function write(cents: number, locale: Locale, plus: string): string {
  // Money is integer cents in every layer (docs/decisions/001); anything else is a bug upstream.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`money must be integer cents, got ${cents}`);
  const pattern = moneyPatternFor(locale);
  // String arithmetic, so even the largest safe amount prints exactly.
  const text = String(Math.abs(cents)).padStart(3, '0');
  const number = grouped(text.slice(0, -2), pattern) + pattern.decimal + text.slice(-2);
  const sign = cents < 0 ? pattern.minus : cents > 0 ? plus : '';
  return sign + pattern.prefix + number + pattern.suffix;
}

/** Formats integer cents as euros with the locale's separators and symbol: it `8,00 €`, en `€8.00`. */
export function formatMoney(cents: number, locale: Locale): string {
  return write(cents, locale, '');
}

/**
 * A safe integer the locale's way, as Intl writes it (`1234` in it, `1,234` in
 * en): the counts and minutes in messages, which the home page shows while
 * hydrating, without starting Intl (decision 028).
 */
export function formatWholeNumber(value: number, locale: Locale): string {
  const pattern = moneyPatternFor(locale);
  return (value < 0 ? pattern.minus : '') + grouped(String(Math.abs(value)), pattern);
}
