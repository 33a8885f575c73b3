import type { Locale } from '@ordina/contracts';
import type { Row, TranslatedEntity } from '../tables.ts';

/** An entity's translations as the business file writes them: `{ en: { name, description } }`. */
export type Translations = Partial<Record<Locale, { name?: string; description?: string }>>;

/** Looks up the translations of one entity; entities without any get `{}`. */
export type TranslationLookup = (entity: TranslatedEntity, id: number) => Translations;

/** Groups translation rows by entity, leaving out the fields a row does not set. */
export function indexTranslations(
  rows: readonly Pick<Row<'translations'>, 'entity_type' | 'entity_id' | 'locale' | 'name' | 'description'>[],
): TranslationLookup {
  const byEntity = new Map<string, Translations>();
  for (const row of rows) {
    const key = `${row.entity_type}:${row.entity_id}`;
    const entry: { name?: string; description?: string } = {};
    if (row.name !== null) entry.name = row.name;
    if (row.description !== null) entry.description = row.description;
    const translations = byEntity.get(key) ?? {};
    translations[row.locale] = entry;
    byEntity.set(key, translations);
  }
  return (entity, id) => byEntity.get(`${entity}:${id}`) ?? {};
}
