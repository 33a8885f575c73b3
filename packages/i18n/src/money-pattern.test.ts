import type { Locale } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import { intlLocaleOf, normaliseSpaces } from './intl-locale.ts';
import { formatMoney, formatWholeNumber } from './money.ts';
import { formatSignedMoney } from './signed-money.ts';
import { intlMoneySamples, moneyPatternOf } from './money-pattern.ts';

// money.ts formats from a pattern read off two Intl samples instead of Intl (docs/decisions/028); these
// tests hold it to exactly what Intl writes, spaces normalised as before.
const LOCALES: readonly Locale[] = ['it', 'en', 'fr', 'de'];

/** Many amounts in cents: zero, the cent range, every grouping boundary, negatives, large and the largest safe. */
const AMOUNTS: readonly number[] = (() => {
  const amounts = new Set<number>([
    0, 1, 5, 9, 10, 99, 100, 101, 250, 999, 1000, 1999, 9999, 10_000, 99_999, 100_000,
  ]);
  for (let power = 0; power <= 13; power += 1) {
    const base = 10 ** power;
    for (const near of [base - 1, base, base + 1, 7 * base + 3]) amounts.add(near);
  }
  // A fixed pseudo-random spread (no Math.random: a failure must be reproducible).
  let seed = 12_345;
  for (let index = 0; index < 300; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    amounts.add(seed % 10 ** (1 + (index % 12)));
  }
  const all = [...amounts];
  return [...all, ...all.map((cents) => -cents)];
})();

function intl(locale: Locale, options: Intl.NumberFormatOptions, cents: number): string {
  return normaliseSpaces(
    new Intl.NumberFormat(intlLocaleOf(locale), options).format(cents === 0 ? 0 : cents / 100),
  );
}

describe("money from the locale's pattern", () => {
  it.each(LOCALES)('formatMoney writes what Intl writes in %s, for every amount', (locale) => {
    for (const cents of AMOUNTS)
      expect(formatMoney(cents, locale)).toBe(intl(locale, { style: 'currency', currency: 'EUR' }, cents));
  });

  it.each(LOCALES)(
    'formatSignedMoney writes what Intl writes with signDisplay exceptZero in %s',
    (locale) => {
      for (const cents of AMOUNTS) {
        expect(formatSignedMoney(cents, locale)).toBe(
          intl(locale, { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }, cents),
        );
      }
    },
  );

  it.each(LOCALES)('formatWholeNumber writes what Intl writes for a whole number in %s', (locale) => {
    const plain = new Intl.NumberFormat(intlLocaleOf(locale));
    // -0 aside: Intl writes "-0", a count never is.
    for (const value of AMOUNTS.filter((amount) => !Object.is(amount, -0))) {
      expect(formatWholeNumber(value, locale)).toBe(normaliseSpaces(plain.format(value)));
    }
  });

  it('prints the largest safe amount digit for digit (no float rounding)', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'de')).toBe('90.071.992.547.409,91\u00a0€');
    expect(formatSignedMoney(-Number.MAX_SAFE_INTEGER, 'en')).toBe('-€90,071,992,547,409.91');
  });

  it("keeps fr's grouping on one line: Intl's narrow no-break space becomes the no-break space", () => {
    // Node's ICU writes U+202F between French thousands; the samples are normalised, so every amount is.
    expect(intlMoneySamples('fr').negative).toBe('-1\u00a0234\u00a0567,89\u00a0€');
    expect(formatMoney(123_456_789, 'fr')).toBe('1\u00a0234\u00a0567,89\u00a0€');
  });

  it('reads the pattern off the samples it is given (what the server ships)', () => {
    const swiss = moneyPatternOf({ negative: '-EUR\u00a01’234’567.89', small: 'EUR\u00a01’234.50' });
    expect(swiss).toEqual({
      prefix: 'EUR\u00a0',
      suffix: '',
      minus: '-',
      group: '’',
      decimal: '.',
      groupFrom: 4,
    });
    const italian = moneyPatternOf(intlMoneySamples('it'));
    expect(italian).toEqual({
      prefix: '',
      suffix: '\u00a0€',
      minus: '-',
      group: '.',
      decimal: ',',
      groupFrom: 5,
    });
  });

  it('refuses a locale whose negative amounts are not the minus before the positive form', () => {
    // Dutch writes `€ -1.234.567,89`: the sign after the symbol.
    expect(() => moneyPatternOf({ negative: '€\u00a0-1.234.567,89', small: '€\u00a01.234,50' })).toThrow(
      RangeError,
    );
    // Accounting style: parentheses.
    expect(() => moneyPatternOf({ negative: '(€1,234,567.89)', small: '€1,234.50' })).toThrow(RangeError);
  });
});
