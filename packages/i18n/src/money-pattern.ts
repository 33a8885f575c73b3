import type { Locale } from '@ordina/contracts';
import { intlLocaleOf, normaliseSpaces } from './intl-locale.ts';

/**
 * How a locale writes euros, read once from Intl (`moneyPatternFor`): money.ts
 * formats every amount from it, so the browser never builds an
 * Intl.NumberFormat — the first one a page builds starts ICU's number data,
 * 130–150 ms of main thread at 4× CPU, which fell inside hydration
 * (docs/decisions/028). The server ships the page language's pattern in the
 * page messages; the browser build replaces this module with them
 * (apps/web/page-catalogue-plugin.ts), so server-rendered and hydrated amounts
 * come from the same pattern. A negative amount is the minus sign before the
 * positive form (it `-1,00 €`, en `-€1.00`); `moneyPatternOf` refuses a locale
 * that writes it otherwise.
 */
export interface MoneyPattern {
  /** What stands before and after the digits: en `€` and ``, it `` and ` €` (no-break space). */
  readonly prefix: string;
  readonly suffix: string;
  /** The minus sign, before the prefix; a signed amount's plus goes there too. */
  readonly minus: string;
  readonly group: string;
  readonly decimal: string;
  /** How many whole digits a number needs to be grouped: 4 (de `1.234,50 €`) or 5 (it `1234,50 €`, `12.345,00 €`). */
  readonly groupFrom: number;
}

/** What Intl writes for two reference amounts, every digit distinct so that each separator is found by position. */
export interface MoneySamples {
  /** -1234567.89 €: the sign, the grouping and the decimal separator. */
  readonly negative: string;
  /** 1234.50 €: the positive form, and whether a four-digit amount is grouped. */
  readonly small: string;
}

/** What Intl writes for the reference amounts in `locale`, spaces normalised as every amount is. */
export function intlMoneySamples(locale: Locale): MoneySamples {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency: 'EUR' });
  return {
    negative: normaliseSpaces(format.format(-1234567.89)),
    small: normaliseSpaces(format.format(1234.5)),
  };
}

/** Reads the pattern off the samples; throws for a form this pattern cannot write (the sign elsewhere). */
export function moneyPatternOf({ negative, small }: MoneySamples): MoneyPattern {
  const smallStart = small.indexOf('1');
  const prefix = small.slice(0, smallStart);
  const suffix = small.slice(small.lastIndexOf('50') + 2);
  const start = negative.indexOf('1');
  const end = negative.lastIndexOf('89') + 2;
  const pattern: MoneyPattern = {
    prefix,
    suffix,
    minus: negative.slice(0, start - prefix.length),
    group: negative.charAt(start + 1),
    decimal: negative.charAt(end - 3),
    groupFrom: small.charAt(smallStart + 1) === '2' ? 5 : 4,
  };
  if (pattern.minus === '' || negative !== pattern.minus + prefix + negative.slice(start, end) + suffix) {
    throw new RangeError(`cannot write money the way "${negative}" does`);
  }
  return pattern;
}

const patterns = new Map<Locale, MoneyPattern>();

/** The money pattern of `locale`, derived from Intl once per locale. */
export function moneyPatternFor(locale: Locale): MoneyPattern {
  let pattern = patterns.get(locale);
  if (!pattern) {
    pattern = moneyPatternOf(intlMoneySamples(locale));
    patterns.set(locale, pattern);
  }
  return pattern;
}
