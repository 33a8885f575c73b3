import type { Locale } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import type { FieldError } from './option-drafts.ts';

/**
 * The server's refusal of a field in the owner's language, when it is one of the rules the options
 * editor knows (the business file's own, packages/contracts business.ts: limits past the items, a
 * default item of another option, an unknown product, a price, a text too long); any other in the
 * server's words. `field` is the last step of its path (`max_select`, `price`, `excluded_products_id[1]`).
 */
function serverText(field: string, message: string, t: StaffTranslator): string {
  const tooLong = /^Too big: expected string to have <=(\d+) characters/.exec(message);
  if (tooLong) return t('option_groups.too_long', { max: Number(tooLong[1]) });
  const items = /above the number of items \((\d+)\)/.exec(message);
  if (field === 'min_select' && /above max_select/.test(message)) return t('option_groups.min_above_max');
  if (field === 'min_select' && items) return t('option_groups.min_above_items', { count: Number(items[1]) });
  if (field === 'max_select' && items) return t('option_groups.max_above_items', { count: Number(items[1]) });
  if (field === 'default_item_id') return t('option_groups.default_not_item');
  if (field.startsWith('excluded_products_id')) return t('option_groups.excluded_unknown');
  if (field === 'price') return t('menu.price_wrong');
  return message;
}

/** A field's error as the editor shows it under the field, in the staff language where it can. */
export function fieldErrorText(
  error: FieldError | undefined,
  t: StaffTranslator,
  main: Locale | undefined,
): string | undefined {
  if (error === undefined) return undefined;
  if ('server' in error) return serverText(error.field, error.server, t);
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
