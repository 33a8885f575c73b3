import { clockAddDays } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';

// A module of the checkout, not of @ordina/i18n: the package's modules join the chunk every page loads
// (apps/web/load-groups.ts), and only the checkout names days.

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The label of a calendar day `YYYY-MM-DD` beside `today` (the checkout's day of delivery, spec §4: "time for
 * today, a calendar label otherwise"): `Today`, `Tomorrow`, then weekday and date, `Friday 4 December`
 * (French `vendredi 4 décembre`). Both
 * are dates on the business's clock already, counted as dates (a day of a DST change has 23 or 25 hours) and
 * written as a UTC date, so no time-zone conversion is made (decision 029).
 */
export function slotDayLabel(day: string, today: string, t: Translator): string {
  if (day === today) return t('date.today');
  if (day === clockAddDays(today, 1)) return t('date.tomorrow');
  // English as every other date of the storefront reads (@ordina/i18n intlLocaleOf: en-GB, "Friday 4 December",
  // not the US order); that export is not used by the first load, and a first use here would add it there.
  const { locale } = t;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  // A no-break space where a language puts one (fr, de) reads as an ordinary one on a select. French writes
  // dates in lower case with the ordinal on the 1st, "mardi 1er décembre" (issue 34 item 14).
  const parts = format.formatToParts(new Date(`${day}T12:00:00Z`));
  const french = locale === 'fr';
  const text = parts
    .map((part) => (french && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('')
    .replace(/\s/gu, ' ');
  return french ? text : text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
