import type { Locale } from '@ordina/contracts';
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
