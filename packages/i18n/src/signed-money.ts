import type { Locale } from '@ordina/contracts';
import { normaliseSpaces, perLocale } from './intl-locale.ts';
import { euros } from './money.ts';

// Apart from money.ts so that only the code that signs amounts (the product
// dialog, loaded on demand) carries it, not every page's first load.

const signedMoneyFormat = /* @__PURE__ */ perLocale(
  (intlLocale) => new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }),
);

/**
 * Formats integer cents as euros with an explicit sign, for amounts that add
 * to or take from a price (option items): it `+1,00 €` / `-1,00 €`, en
 * `+€1.00` / `-€1.00`. The same Intl pattern as `formatMoney`, so a signed
 * and an unsigned amount never look like two currencies side by side.
 */
export function formatSignedMoney(cents: number, locale: Locale): string {
  return normaliseSpaces(signedMoneyFormat(locale).format(euros(cents)));
}
