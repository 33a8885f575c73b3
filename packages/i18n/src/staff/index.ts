import type { Locale } from '@ordina/contracts';
import { staffDe } from './de.ts';
import { staffEn } from './en.ts';
import { staffFr } from './fr.ts';
import { staffIt } from './it.ts';
import type { StaffMessageKey } from './it.ts';

/*
 * The restaurant's side's messages (docs/decisions/043): imported only by the
 * /gestione pages (`@ordina/i18n/staff`), never by the storefront's, whose
 * catalogue travels inline per page. The four languages are small and all
 * load with the staff pages: the member's language is their own choice, known
 * only once the session answers.
 */

export type { StaffMessageKey };

/** Every staff catalogue by locale. */
export const staffCatalogues: Readonly<Record<Locale, Readonly<Record<StaffMessageKey, string>>>> = {
  it: staffIt,
  en: staffEn,
  fr: staffFr,
  de: staffDe,
};

/** A staff text in `locale`, `{name}` placeholders filled from `params` (a missing one stays visible). */
export function staffTranslate(
  locale: Locale,
  key: StaffMessageKey,
  params?: Readonly<Record<string, string | number>>,
): string {
  const template = staffCatalogues[locale][key];
  if (params === undefined) return template;
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The staff text of a server's error codes (the first one the staff catalogue knows; GENERIC_ERROR otherwise). */
export function staffErrorText(locale: Locale, codes: readonly string[]): string {
  const known = codes
    .map((code) => `error.${code}`)
    .find((key): key is StaffMessageKey => Object.hasOwn(staffIt, key));
  return staffTranslate(locale, known ?? 'error.GENERIC_ERROR');
}

/** The text of an audit action, or the action's own code when the catalogue has none (an action added later). */
export function staffAuditActionText(locale: Locale, action: string): string {
  const key = `audit.action.${action}`;
  return Object.hasOwn(staffIt, key) ? staffTranslate(locale, key as StaffMessageKey) : action;
}

/** A translator bound to one locale, for the staff pages' components. */
export type StaffTranslator = (
  key: StaffMessageKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/** The staff translator of `locale`. */
export function staffTranslator(locale: Locale): StaffTranslator {
  return (key, params) => staffTranslate(locale, key, params);
}
