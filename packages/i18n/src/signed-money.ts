import type { Locale } from '@ordina/contracts';
import { normaliseSpaces } from './intl-locale.ts';
import { cached, euros } from './money.ts';

// Apart from money.ts so that only the code that signs amounts (the product
// dialog, loaded on demand) carries it, not every page's first load.

const signedMoneyFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * Formats integer cents as euros with an explicit sign, for amounts that add
 * to or take from a price (option items): it `+1,00 €` / `-1,00 €`, en
 * `+€1.00` / `-€1.00`. The same Intl pattern as `formatMoney`, so a signed
 * and an unsigned amount never look like two currencies side by side.
 */
export function formatSignedMoney(cents: number, locale: Locale): string {
  const format = cached(signedMoneyFormats, locale, () => ({
    style: 'currency',
    currency: 'EUR',
    signDisplay: 'exceptZero',
  }));
  return normaliseSpaces(format.format(euros(cents)));
}
