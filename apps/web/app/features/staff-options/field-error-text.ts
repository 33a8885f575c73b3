import type { Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import type { FieldError } from './option-drafts.ts';

/** A field's error as the editor shows it under the field: the editor's in the staff language, the server's as given. */
export function fieldErrorText(
  error: FieldError | undefined,
  t: StaffTranslator,
  main: Locale | undefined,
): string | undefined {
  if (error === undefined) return undefined;
  if ('server' in error) return error.server;
  switch (error.problem) {
    case 'name':
      return main === undefined ? undefined : t('menu.name_required', { language: nativeLanguageName(main) });
    case 'number':
      return t('option_groups.number_wrong');
    case 'price':
      return t('menu.price_wrong');
    case 'items':
      return t('option_groups.items_required');
  }
}
