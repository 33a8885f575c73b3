import type { BusinessVersion, BusinessVersionChange } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';

/*
 * The history's texts for what a version changed and where it came from (docs/decisions/060): the
 * server sends them as data (an entity and its edited fields, a section, an origin), the owner reads
 * them in their own language: "Product 12 “Margherita”: delivery price", "Coupons".
 */

/** One change as a line: an entity with its id and name and what happened to it, or a section. */
export function versionChangeText(change: BusinessVersionChange, t: StaffTranslator): string {
  if ('section' in change) return t(`history.section.${change.section}`);
  const kind = t(`history.entity.${change.entity}`, { id: change.id });
  const what = change.name === null ? kind : t('history.named', { what: kind, name: change.name });
  if (change.change !== 'edited') return t(`history.change.${change.change}`, { what });
  if (change.fields.length === 0) return what;
  const fields = change.fields.map((field) => t(`history.field.${field}`)).join(', ');
  return t('history.change.edited', { what, fields });
}

/** Where a version came from: the business's first import, a later import, a save, a restore of version N. */
export function versionOriginText(version: BusinessVersion, t: StaffTranslator): string {
  if (version.first) return t('history.origin.first');
  if (version.origin === 'restore' && version.restoredFrom !== null)
    return t('history.origin.restore', { version: version.restoredFrom });
  return t(version.origin === 'import' ? 'history.origin.import' : 'history.origin.save');
}

/** Who wrote a version: the member's name, the file import, or a member no longer on staff. */
export function versionAuthorText(version: BusinessVersion, t: StaffTranslator): string {
  if (version.staffName !== null) return version.staffName;
  return t(version.origin === 'import' ? 'history.import' : 'history.member_gone');
}
