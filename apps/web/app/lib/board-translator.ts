import type { Allergen, Allergens, Locale } from '@ordina/contracts';
import { formatMoney } from '@ordina/i18n';
import { staffTranslator, type StaffMessageKey } from '@ordina/i18n/staff';

/**
 * The board's texts: the staff catalogue (`@ordina/i18n/staff`, never in a
 * customer page) in the member's own language, with its money format.
 */
export interface BoardTranslator {
  (key: StaffMessageKey, params?: Readonly<Record<string, string | number>>): string;
  readonly locale: Locale;
  money(cents: number): string;
}

export function boardTranslator(locale: Locale): BoardTranslator {
  return Object.assign(staffTranslator(locale), {
    locale,
    money: (cents: number) => formatMoney(cents, locale),
  });
}

/** Payment methods the staff catalogue names ("To collect · cash"); another method reads as its code. */
const COLLECTED: Readonly<Record<string, StaffMessageKey>> = {
  cash_on_delivery: 'staff_board.pay.cash_on_delivery',
  cc_on_delivery: 'staff_board.pay.cc_on_delivery',
};

export function collectedWith(t: BoardTranslator, methodCode: string): string {
  const key = COLLECTED[methodCode];
  return key === undefined ? methodCode : t(key);
}

/**
 * What a placed line contained (docs/decisions/070), as the board and the kitchen ticket say it: "ALLERGENI:
 * Glutine, Latte" and "Tracce: Soia", in the stored order (the annex's); nothing for a line without.
 */
export function lineAllergenTexts(t: BoardTranslator, allergens: Allergens | undefined): string[] {
  const codes = Object.keys(allergens ?? {}) as Allergen[];
  const names = (level: 'contains' | 'traces') =>
    codes
      .filter((code) => allergens?.[code] === level)
      .map((code) => t(`staff_allergen.${code}`))
      .join(', ');
  const contains = names('contains');
  const traces = names('traces');
  return [
    ...(contains === '' ? [] : [t('staff_board.allergens', { list: contains })]),
    ...(traces === '' ? [] : [t('staff_board.allergens_traces', { list: traces })]),
  ];
}
