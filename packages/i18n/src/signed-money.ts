import type { Locale } from '@ordina/contracts';
import { write } from './money.ts';

// Apart from money.ts so that only the code that signs amounts (the product
// dialog, loaded on demand) carries it, not every page's first load.

/**
 * Formats integer cents as euros with an explicit sign, for amounts that add
 * to or take from a price (option items): it `+1,00 €` / `-1,00 €`, en
 * `+€1.00` / `-€1.00`. The same pattern as `formatMoney` (the plus where the
 * minus goes, as Intl's `signDisplay: 'exceptZero'`), so a signed and an
 * unsigned amount never look like two currencies side by side.
 */
export function formatSignedMoney(cents: number, locale: Locale): string {
  return write(cents, locale, '+');
}
