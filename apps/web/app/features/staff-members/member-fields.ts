import type { Locale, StaffRole } from '@ordina/contracts';

/** The roles an owner gives, the languages a member reads the management in, and the fields' look (large for a tablet). */
export const ROLES: readonly StaffRole[] = ['staff', 'owner'];
export const LOCALES: readonly Locale[] = ['it', 'en', 'fr', 'de'];
export const inputClass =
  'min-h-12 rounded-lg border border-stone-400 bg-white px-3 text-lg text-stone-900 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none';
